import { EmptyState } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { EMPTY_TENANT_ID } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';

/**
 * /requirements/{tenant}: for now the landing page after sign-in. The all-zero id means "my first
 * sport" (D2); someone who is neither TenantAdmin nor User has no requirements and goes to the
 * profile (second document, the requirements guard; D10).
 */
export function RequirementsPage() {
  const { t } = useTranslation();
  const { tenantId = EMPTY_TENANT_ID } = useParams();
  const { isTenantAdmin, isUser } = useSession();
  const { data: user, isPending } = useCurrentUser();
  const tenant = user?.tenants.find((candidate) => candidate.id === tenantId);
  usePageTitle(t('requirements.title'), tenant?.name);

  if (!isTenantAdmin && !isUser) return <Navigate to={paths.profile} replace />;
  if (isPending) return <PageSpinner />;
  if (tenantId === EMPTY_TENANT_ID) {
    const first = user?.tenants[0];
    return <Navigate to={first ? `/requirements/${first.id}` : '/profile'} replace />;
  }
  if (!tenant) return <NotFound />;

  return (
    <>
      <PageHeader title={t('requirements.title')} description={tenant.name} />
      <EmptyState
        icon={<IconListCheck aria-hidden />}
        title={t('requirements.comingTitle')}
        description={t('requirements.comingDescription')}
        py="xl"
      />
    </>
  );
}
