import { Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrophy } from '@tabler/icons-react';
import { TENANT_SORT_OPTIONS, type TenantSortProperty } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { SortControl } from '../../../components/SortControl.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useTenants } from '../api.ts';
import { TenantCard } from '../components/TenantCard.tsx';
import { readTenantSort } from '../sort.ts';

/** /tenants, "Sports" (Superadmin). */
export function TenantsPage() {
  const { t } = useTranslation();
  usePageTitle(t('tenants.list.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const { sort, direction } = readTenantSort(searchParams);
  const { data, isPending, error } = useTenants(sort, direction);
  const choices = TENANT_SORT_OPTIONS.map((option) => ({
    label: t(option.label as 'tenants.sort.name'),
    property: option.property as TenantSortProperty,
  }));

  return (
    <>
      <PageHeader
        title={t('tenants.list.title')}
        description={t('tenants.list.description')}
        actions={
          <Button component={Link} to={paths.tenants.add} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('tenants.list.add')}
          </Button>
        }
      />
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {data ? t('tenants.list.count', { count: data.total }) : ''}
        </Text>
        <SortControl
          choices={choices}
          sort={sort}
          direction={direction}
          // A new entry in the history, so Back returns to the previous order.
          onChange={(nextSort, nextDirection) =>
            setSearchParams({ sort: nextSort, direction: nextDirection })
          }
        />
      </Group>
      <CardGrid
        isPending={isPending}
        data={data}
        failed={<ErrorAlert title={t('tenants.list.loadError')} error={error} />}
        empty={{
          icon: <IconTrophy aria-hidden />,
          title: t('tenants.list.emptyTitle'),
          description: t('tenants.list.emptyDescription'),
        }}
        getKey={(tenant) => tenant.id}
        renderItem={(tenant) => <TenantCard tenant={tenant} />}
      />
    </>
  );
}
