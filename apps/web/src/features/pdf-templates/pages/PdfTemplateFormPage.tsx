import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { NEW_ID, useRouteId } from '../../../lib/route-id.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { usePdfTemplateEdit } from '../api.ts';
import { PdfTemplateForm } from '../components/PdfTemplateForm.tsx';

/**
 * template/{id?} (spec 2): edits the template `id`; without an id (or `new`) adds the template of
 * the sport named by `?tenantId=`. Either way the sport must be one of the user's.
 */
export function PdfTemplateFormPage() {
  const { t } = useTranslation();
  const { id, validId } = useRouteId();
  const [search] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  const template = usePdfTemplateEdit(validId);
  const sportOf = (tenantId: string) => user?.tenants.find((tenant) => tenant.id === tenantId);

  if (isPending) return <PageSpinner />;
  if (id === '' || id === NEW_ID) {
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
