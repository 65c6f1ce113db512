import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALES, type Locale } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { changeLocale, isLocale } from '../../lib/i18n.ts';

/** Each language is named in itself, so anyone can find their own. */
const LANGUAGE_NAMES: Record<Locale, string> = { 'en-gb': 'English', da: 'Dansk' };

export function LanguageSwitch() {
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
        if (isLocale(chosen)) void changeLocale(chosen);
      }}
      data={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
      w={120}
    />
  );
}
