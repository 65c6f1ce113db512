import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { fullName } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useRouteId } from '../../../lib/route-id.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { usePlayer } from '../api.ts';
import { PlayerDetails } from '../components/PlayerDetails.tsx';

/** /players/{tenant}/{id}: the player read-only in the inner layout (spec 2, player info; D11). */
export function PlayerInfoPage() {
  const { t, i18n } = useTranslation();
  const { validId } = useRouteId();
  const tenant = useRouteTenant();
  const player = usePlayer(validId);
  const name = player.data ? fullName(player.data) : '';
  usePageTitle(name || t('players.list.pageTitle'), tenant.name);

  return (
    <EntityGate
      query={player}
      validId={validId}
      loadErrorTitle={t('players.detail.loadError')}
      belongs={(record) => record.tenantId === tenant.id}
    >
      {(record) => (
        <Stack gap="lg">
          {record.deletedAt !== null && (
            <Alert color="gray" variant="light">
              {t('players.detail.deletedHint', { date: formatLongDate(record.deletedAt, i18n.language) })}
            </Alert>
          )}
          <PlayerDetails
            player={record}
            actions={
              <>
                <Button
                  component={Link}
                  to={paths.players.list(tenant.id)}
                  variant="default"
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                >
                  {t('players.detail.backToList')}
                </Button>
                {/* The API refuses changes to a deleted player. */}
                {record.deletedAt === null && (
                  <Button
                    component={Link}
                    to={paths.players.edit(tenant.id, record.id)}
                    leftSection={<IconPencil size={16} aria-hidden />}
                  >
                    {t('common.edit')}
                  </Button>
                )}
              </>
            }
          />
        </Stack>
      )}
    </EntityGate>
  );
}
