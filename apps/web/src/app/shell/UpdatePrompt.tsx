import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePwaStore } from '../../lib/pwa/pwa-store.ts';
import { DockCard } from './DockCard.tsx';

/** Issue 15: a new version waits for "Reload" instead of replacing the app under the user's feet (shown by PwaShell). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const reload = usePwaStore((state) => state.reload);
  const dismiss = usePwaStore((state) => state.dismissReload);
  return (
    <DockCard label={t('pwa.update.title')}>
      <Text fw={600}>{t('pwa.update.title')}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t('pwa.update.text')}
      </Text>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="subtle" color="gray" onClick={dismiss}>
          {t('pwa.update.later')}
        </Button>
        <Button onClick={reload}>{t('pwa.update.reload')}</Button>
      </Group>
    </DockCard>
  );
}
