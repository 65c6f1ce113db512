import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { NEW_ID, useRouteId } from '../../../lib/route-id.ts';
import type { RouteTenant } from '../../../lib/route-tenant.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { usePdfTemplate, usePdfTemplateEdit } from '../api.ts';
import { PdfTemplateForm } from '../components/PdfTemplateForm.tsx';

/**
 * template/{id?} (spec 2): edits the template `id`; `new` adds the template of the sport named by
 * `?tenantId=`. Without an id it is the form of a sport's template (the `?tenantId=` one, else the
 * first of the user's sports, D2): its one template (D20) when it has one, otherwise a new one
 * (issue 26, item 18). Either way the sport must be one of the user's.
 */
export function PdfTemplateFormPage() {
  const { t } = useTranslation();
  const { id, validId } = useRouteId();
  const [search] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  const template = usePdfTemplateEdit(validId);
  const sportOf = (tenantId: string) => user?.tenants.find((tenant) => tenant.id === tenantId);

  if (isPending) return <PageSpinner />;
  if (id === '') {
    const tenantId = search.get('tenantId');
    const sport = tenantId === null ? user?.tenants[0] : sportOf(tenantId);
    if (sport) return <SportTemplateForm key={sport.id} tenant={sport} />;
    // Like every sport page: no sport of one's own leads to the profile, another's is not found.
    return tenantId === null ? <Navigate to={paths.profile} replace /> : <NotFound />;
  }
  if (id === NEW_ID) {
    const sport = sportOf(search.get('tenantId') ?? '');
    if (!sport) return <NotFound />;
    return <PdfTemplateForm key={`${NEW_ID}-${sport.id}`} tenant={sport} />;
  }
  return (
    <EntityGate
      query={template}
      validId={validId}
      loadErrorTitle={t('pdfTemplates.form.loadError')}
      belongs={(record) => Boolean(sportOf(record.tenantId))}
    >
      {(record) => {
        const sport = sportOf(record.tenantId);
        return sport && <PdfTemplateForm key={id} template={record} tenant={sport} />;
      }}
    </EntityGate>
  );
}

/** template (no id): the sport's one template to edit, or a new one when it has none (D20). */
function SportTemplateForm({ tenant }: { tenant: RouteTenant }) {
  const { t } = useTranslation();
  const current = usePdfTemplate(tenant.id);
  if (current.isPending) return <PageSpinner />;
  if (current.data === undefined) {
    return <ErrorAlert title={t('pdfTemplates.form.loadError')} error={current.error} />;
  }
  const { data } = current;
  return (
    <PdfTemplateForm
      key={data?.id ?? NEW_ID}
      tenant={tenant}
      template={data ? { id: data.id, name: data.name, tenantId: data.tenantId } : undefined}
    />
  );
}
