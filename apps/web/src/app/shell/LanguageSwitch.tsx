import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALES, type Locale } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { changeLocale, isLocale, LANGUAGE_NAMES } from '../../lib/i18n.ts';

interface LanguageSwitchProps {
  /** Told of each language chosen, after the app shows it (the signed-in shell keeps the e-mails in step). */
  onChanged?: (locale: Locale) => void;
}

export function LanguageSwitch({ onChanged }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('shell.language')}
      size="xs"
      variant="unstyled"
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={i18n.language}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isLocale(chosen)) void changeLocale(chosen).then(() => onChanged?.(chosen));
      }}
      data={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
      w={120}
    />
  );
}
