import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { type BeforeInstallPromptEvent, installPrompt } from '../../lib/pwa/install-event.ts';
import { DockCard } from './DockCard.tsx';

/**
 * Spec 1, Shell pieces: the browser's install offer (`beforeinstallprompt`) as "Install
 * application" with "Click to use offline" and "Dismiss" (PwaShell shows it while not dismissed).
 */
export function InstallPrompt({ offer }: { offer: BeforeInstallPromptEvent }) {
  const { t } = useTranslation();
  const dismiss = useInterfaceStore((state) => state.dismissInstallPrompt);

  const install = async () => {
    installPrompt.consume();
    await offer.prompt();
  };

  return (
    <DockCard label={t('pwa.install.title')}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" aria-hidden>
          <IconDownload size={20} />
        </ThemeIcon>
        <Text fw={600} mt={4}>
          {t('pwa.install.title')}
        </Text>
      </Group>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="subtle" color="gray" onClick={dismiss}>
          {t('pwa.install.dismiss')}
        </Button>
        <Button onClick={() => void install()}>{t('pwa.install.action')}</Button>
      </Group>
    </DockCard>
  );
}
