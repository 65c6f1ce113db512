import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEnvironmentFeatures } from '../../lib/config.ts';
import { useUnsyncedChangesCount } from '../../lib/offline/queue-store.ts';
import { useOnline } from '../../lib/pwa/online-status.ts';
import { serviceWorkersSupported } from '../../lib/pwa/pwa-store.ts';
import classes from './PwaShell.module.css';

/**
 * Spec 1, Shell pieces: "You are offline" while the browser has no network, with the count of
 * changes waiting to be sent when the environment has `offlineChanges` (D23).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const hasFeature = useEnvironmentFeatures();
  const unsynced = useUnsyncedChangesCount();
  if (online) return null;
  return (
    <div className={classes.banner} role="status">
      <Group gap="sm" justify="center" wrap="wrap">
        <IconWifiOff size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('pwa.offline')}
        </Text>
        {hasFeature('offlineChanges') && (
          <Text size="sm">{t('pwa.unsyncedChanges', { count: unsynced })}</Text>
        )}
        {!serviceWorkersSupported() && <Text size="sm">{t('pwa.serviceWorkersUnsupported')}</Text>}
      </Group>
    </div>
  );
}
