import { useTranslation } from 'react-i18next';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { NEW_ID, useRouteId } from '../../../lib/route-id.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useTeam } from '../api.ts';
import { TeamForm } from '../components/TeamForm.tsx';

/** /teams/{tenant}/new adds a team, /teams/{tenant}/{id} edits one of that sport. */
export function TeamFormPage() {
  const { t } = useTranslation();
  const { id, isNew, validId } = useRouteId();
  const tenant = useRouteTenant();
  const team = useTeam(validId);

  if (isNew) return <TeamForm key={`${NEW_ID}-${tenant.id}`} tenant={tenant} />;
  return (
    <EntityGate
      query={team}
      validId={validId}
      loadErrorTitle={t('teams.form.loadError')}
      // Another sport's team under this sport's address would be saved into the wrong list.
      belongs={(record) => record.tenantId === tenant.id}
    >
      {(record) => <TeamForm key={id} team={record} tenant={tenant} />}
    </EntityGate>
  );
}
