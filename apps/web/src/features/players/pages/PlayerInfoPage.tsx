import { Alert, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconLink, IconPencil } from '@tabler/icons-react';
import { fullName } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SportInfoPage } from '../../../components/SportInfoPage.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { usePlayer } from '../api.ts';
import { CopyCvLinkDialog } from '../components/CopyCvLinkDialog.tsx';
import { PlayerDetails } from '../components/PlayerDetails.tsx';

/** /players/{tenant}/{id}: the player read-only in the inner layout (spec 2, player info; D11). */
export function PlayerInfoPage() {
  const { t, i18n } = useTranslation();
  const [copyOpened, copyDialog] = useDisclosure(false);
  return (
    <SportInfoPage
      useRecord={usePlayer}
      loadErrorTitle={t('players.detail.loadError')}
      titleOf={fullName}
      fallbackTitle={t('players.list.pageTitle')}
    >
      {(record, tenant) => (
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
                {/* The API refuses changes to a deleted player, and his pitches leave the lists. */}
                {record.deletedAt === null && (
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
