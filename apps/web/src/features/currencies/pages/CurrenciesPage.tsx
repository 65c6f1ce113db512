import { IconCurrencyEuro } from '@tabler/icons-react';
import type { Currency, CurrencySortProperty } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/ListPage.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { currenciesResource } from '../api.ts';
import { CurrencyCard } from '../components/CurrencyCard.tsx';

/** /currencies/{tenant}: "Currencies [sport]" (TenantAdmin; spec 2, Currencies): no Add. */
export function CurrenciesPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t('currencies.list.pageTitle'), tenant.name);
  return (
    <ListPage<Currency, CurrencySortProperty>
      title={t('currencies.list.title', { sport: tenant.name })}
      description={t('currencies.list.description')}
      resource={currenciesResource(tenant.id)}
      sorts={[
        { label: t('currencies.sort.name'), property: 'name' },
        { label: t('currencies.sort.value'), property: 'value' },
      ]}
      defaults={{ sort: 'name', direction: 'asc' }}
      loadErrorTitle={t('currencies.list.loadError')}
      empty={{ title: t('currencies.list.emptyTitle'), icon: <IconCurrencyEuro aria-hidden /> }}
      getKey={(valuta) => valuta.id}
      renderItem={(valuta) => <CurrencyCard valuta={valuta} tenantId={tenant.id} />}
    />
  );
}
