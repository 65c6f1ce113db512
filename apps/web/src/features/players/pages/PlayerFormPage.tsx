import { Card } from '@mantine/core';
import type { Player } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { playerName } from '../../../lib/person-name.ts';
import { NEW_ID, useRouteId } from '../../../lib/route-id.ts';
import { type RouteTenant, useRouteTenant } from '../../../lib/route-tenant.ts';
import { usePlayer } from '../api.ts';
import { PlayerForm } from '../components/PlayerForm.tsx';

/** /players/{tenant}/new adds a player, /players/{tenant}/{id}/edit edits one of that sport. */
export function PlayerFormPage() {
  const { t } = useTranslation();
  const { id, validId } = useRouteId();
  // The add route names no id: /players/{tenant}/new is matched as such (the info page has :id).
  const isNew = id === '';
  const tenant = useRouteTenant();
  const player = usePlayer(validId);

  if (isNew) return <PlayerFormLayout key={`${NEW_ID}-${tenant.id}`} tenant={tenant} />;
  return (
    <EntityGate
      query={player}
      validId={validId}
      loadErrorTitle={t('players.detail.loadError')}
      // Another sport's player under this address, or a deleted one, is not edited here.
      belongs={(record) => record.tenantId === tenant.id && record.deletedAt === null}
    >
      {/* Spec 2, section 4: the form is built only once the player is loaded. */}
      {(record) => <PlayerFormLayout key={id} player={record} tenant={tenant} />}
    </EntityGate>
  );
}

function PlayerFormLayout({ player, tenant }: { player?: Player; tenant: RouteTenant }) {
  const { t } = useTranslation();
  const title = player ? t('players.form.editTitle') : t('players.form.addTitle');
  usePageTitle(player ? playerName(player) || title : title, tenant.name);
  return (
    <>
      <PageHeader title={title} description={player ? playerName(player) || tenant.name : tenant.name} />
      <Card maw={1080} p={{ base: 'lg', sm: 'xl' }}>
        <PlayerForm player={player} tenant={tenant} />
      </Card>
    </>
  );
}
