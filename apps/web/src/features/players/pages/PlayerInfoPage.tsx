import { Alert, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconLink, IconPencil } from '@tabler/icons-react';
import type { Player } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SportInfoPage } from '../../../components/SportInfoPage.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { isErased, playerName } from '../../../lib/person-name.ts';
import type { RouteTenant } from '../../../lib/route-tenant.ts';
import { usePlayer } from '../api.ts';
import { CopyCvLinkDialog } from '../components/CopyCvLinkDialog.tsx';
import { PlayerDetails } from '../components/PlayerDetails.tsx';

interface PlayerInfoPageProps {
  /**
   * Other features' sections of the player, after his contracts: the app slots them in
   * (app/composition), so that neither feature imports the other.
   */
  sections?: (player: Player, tenant: RouteTenant) => ReactNode;
}

/** /players/{tenant}/{id}: the player read-only in the inner layout (spec 2, player info; D11). */
export function PlayerInfoPage({ sections }: PlayerInfoPageProps = {}) {
  const { t, i18n } = useTranslation();
  const [copyOpened, copyDialog] = useDisclosure(false);
  return (
    <SportInfoPage
      useRecord={usePlayer}
      loadErrorTitle={t('players.detail.loadError')}
      titleOf={playerName}
      fallbackTitle={t('players.list.pageTitle')}
    >
      {(record, tenant) => (
        <Stack gap="lg">
          {/* An erased player is deleted too; his badge says what happened instead. */}
          {record.deletedAt !== null && !isErased(record) && (
            <Alert color="gray" variant="light">
              {t('players.detail.deletedHint', { date: formatLongDate(record.deletedAt, i18n.language) })}
            </Alert>
          )}
          <PlayerDetails
            player={record}
            sections={sections?.(record, tenant)}
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
                {/* The API refuses changes to a deleted or erased player; a deleted one's pitches leave the lists. */}
                {record.deletedAt === null && !isErased(record) && (
                  <>
                    <Button
                      variant="default"
                      leftSection={<IconLink size={16} aria-hidden />}
                      onClick={copyDialog.open}
                    >
                      {t('players.copyCvLink.open')}
                    </Button>
                    <Button
                      component={Link}
                      to={paths.players.edit(tenant.id, record.id)}
                      leftSection={<IconPencil size={16} aria-hidden />}
                    >
                      {t('common.edit')}
                    </Button>
                  </>
                )}
              </>
            }
          />
          <CopyCvLinkDialog
            opened={copyOpened}
            onClose={copyDialog.close}
            tenantId={tenant.id}
            playerId={record.id}
          />
        </Stack>
      )}
    </SportInfoPage>
  );
}
