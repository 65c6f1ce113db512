import { useTranslation } from 'react-i18next';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { NEW_ID, useRouteId } from '../../../lib/route-id.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useClub } from '../api.ts';
import { ClubForm } from '../components/ClubForm.tsx';

/** /clubs/{tenant}/new/edit adds a club, /clubs/{tenant}/{id}/edit edits one of that sport. */
export function ClubFormPage() {
  const { t } = useTranslation();
  const { id, isNew, validId } = useRouteId();
  const tenant = useRouteTenant();
  const club = useClub(validId);

  if (isNew) return <ClubForm key={`${NEW_ID}-${tenant.id}`} tenant={tenant} />;
  return (
    <EntityGate
      query={club}
      validId={validId}
      loadErrorTitle={t('clubs.detail.loadError')}
      // Another sport's club under this sport's address, or a deleted one, is not edited here.
      belongs={(record) => record.tenantId === tenant.id && record.deletedAt === null}
    >
      {(record) => <ClubForm key={id} club={record} tenant={tenant} />}
    </EntityGate>
  );
}
