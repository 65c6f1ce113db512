import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** Spec 2: the footer names the year and the product. */
export function AppFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Group component="footer" className={className} justify="space-between" px="lg" py="xs" gap="xs">
      <Text size="xs" c="dimmed">
        {t('shell.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}
      </Text>
      <LanguageSwitch />
    </Group>
  );
}
