import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useAgreementParams } from '../agreement-params.ts';
import { AgreementFilters } from '../components/AgreementFilters.tsx';
import { AgreementListView } from '../components/AgreementListView.tsx';
import { RepContracts } from '../components/RepContracts.tsx';
import { RulePackCard } from '../components/RulePackCard.tsx';

/**
 * /agreements/{tenant}: "Agreements [sport]" (issue 30; TenantAdmin and User). The sport's
 * representation agreements under filters kept in the address, the older RepContract rows beside
 * them, and for TenantAdmins the sport's rule pack (D45).
 */
export function AgreementsPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  const session = useSession();
  usePageTitle(t('agreements.title'), tenant.name);
  const [params, update] = useAgreementParams();

  return (
    <>
      <PageHeader
        title={t('agreements.heading', { sport: tenant.name })}
        description={t('agreements.description')}
      />
      <AgreementFilters filter={params.filter} onChange={(filter) => update({ filter })} />
      <AgreementListView tenantId={tenant.id} params={params} update={update} />
      <RepContracts tenantId={tenant.id} />
      {session.isTenantAdmin && <RulePackCard tenantId={tenant.id} />}
    </>
  );
}
