import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { useKeepMailLocale } from '../../features/profile/api.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** Spec 2: the footer names the year and the product. */
export function AppFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  // Issue 30: the signed-in user's e-mails follow the language chosen here.
  const keepMailLocale = useKeepMailLocale();
  return (
    <Group component="footer" className={className} justify="space-between" px="lg" py="xs" gap="xs">
      <Text size="xs" c="dimmed">
        {t('shell.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}
      </Text>
      <LanguageSwitch onChanged={keepMailLocale} />
    </Group>
  );
}
