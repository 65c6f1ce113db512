import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconClockExclamation } from '@tabler/icons-react';
import { STORAGE_KEYS } from '@transferdesk/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { browser } from '../../lib/browser.ts';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { signInPathFor } from '../../lib/return-url.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { readSessionStored, writeSessionStored } from '../../lib/storage.ts';

/**
 * Spec 2: the first time a session is over, the page reloads once (a newer token may be in
 * storage, or the page itself may be stale); the "refreshing" flag in session storage guards
 * against a loop, and the local test host (D12) never reloads.
 */
function reloadsFirst(): boolean {
  if (browser.isLocalTestHost() || readSessionStored(STORAGE_KEYS.refreshing)) return false;
  writeSessionStored(STORAGE_KEYS.refreshing, 'true');
  return true;
}

/** Spec 2, Shell pieces: the session-over overlay, shown only while the browser is online. */
export function SessionOverOverlay() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const location = useLocation();
  const [reloading] = useState(reloadsFirst);

  useEffect(() => {
    if (reloading) browser.reload();
  }, [reloading]);

  if (reloading || !online) return null;

  const signInAgain = () => {
    // The ended session's token would send /signin straight back here.
    useAuthStore.setState({ token: null });
    useInterfaceStore.getState().setSessionOver(false);
  };

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      radius="lg"
      title={t('session.overTitle')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
      zIndex={2000}
    >
      <Stack gap="md" align="flex-start">
        <ThemeIcon variant="light" color="orange" size={48} radius="xl">
          <IconClockExclamation size={28} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Text size="sm">{t('session.overDescription')}</Text>
        <Button
          component={Link}
          to={signInPathFor(`${location.pathname}${location.search}`)}
          onClick={signInAgain}
          fullWidth
        >
          {t('session.refresh')}
        </Button>
      </Stack>
    </Modal>
  );
}
