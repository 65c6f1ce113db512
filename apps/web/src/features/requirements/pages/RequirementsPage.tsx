import { Badge, Button, Collapse, EmptyState, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBuildingStadium, IconFilter, IconListCheck, IconPlus } from '@tabler/icons-react';
import {
  REQUIREMENT_SORT_PROPERTIES,
  type Requirement,
  type RequirementSortProperty,
} from '@transferdesk/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { useListParams } from '../../../components/list-params.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { Paginator } from '../../../components/Paginator.tsx';
import { SortControl } from '../../../components/SortControl.tsx';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete.tsx';
import { useClubOptions } from '../../../lib/club-options.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { type RouteTenant, useRouteTenant } from '../../../lib/route-tenant.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import {
  useContractStatusOptions,
  useCountryOptions,
  useDeleteRequirement,
  usePlayerLevelOptions,
  usePositionOptions,
  useRequirementsPage,
  useTransferOptions,
} from '../api.ts';
import { RequirementCard, type RequirementRowActions } from '../components/RequirementCard.tsx';
import { type FilterOptions, RequirementFilters } from '../components/RequirementFilters.tsx';
import {
  type RequirementFilterValues,
  restoreRequirementFilter,
  storeRequirementFilter,
} from '../storage-keys.ts';

/**
 * /requirements/{tenant}: "Requirements [sport]" (spec 2, Requirements; TenantAdmin and User). The
 * page waits for the filter panel's six lists; the panel's choices are remembered per sport.
 * `rowActions` is what the app slots into each card from other features (the matches' actions).
 */
export function RequirementsPage({ rowActions }: { rowActions?: RequirementRowActions }) {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t('requirements.title'), tenant.name);
  const transfers = useTransferOptions(tenant.id);
  const clubs = useClubOptions(tenant.id);
  const positions = usePositionOptions(tenant.id);
  const countries = useCountryOptions(tenant.id);
  const playerLevels = usePlayerLevelOptions(tenant.id);
  const contractStatuses = useContractStatusOptions(tenant.id);
  const queries = [transfers, clubs, positions, countries, playerLevels, contractStatuses];
  const failed = queries.find((query) => query.isError);
  const title = t('requirements.list.title', { sport: tenant.name });

  if (
    !transfers.data ||
    !clubs.data ||
    !positions.data ||
    !countries.data ||
    !playerLevels.data ||
    !contractStatuses.data
  ) {
    return (
      <>
        <PageHeader title={title} />
        {failed ? (
          <ErrorAlert title={t('requirements.list.optionsError')} error={failed.error} />
        ) : (
          <PageSpinner />
        )}
      </>
    );
  }
  return (
    <RequirementList
      // Another sport starts from its own remembered filters.
      key={tenant.id}
      title={title}
      tenant={tenant}
      rowActions={rowActions}
      options={{
        transfers: transfers.data,
        clubs: clubs.data,
        positions: positions.data,
        countries: countries.data,
        playerLevels: playerLevels.data,
        contractStatuses: contractStatuses.data,
      }}
    />
  );
}

const ids = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id));

const activeFilters = (filter: RequirementFilterValues) =>
  (filter.transferId ? 1 : 0) +
  [
    filter.clubIds,
    filter.positionIds,
    filter.countryIds,
    filter.playerLevelIds,
    filter.contractStatusIds,
  ].filter((list) => list.length > 0).length;

function RequirementList({
  title,
  tenant,
  options,
  rowActions,
}: {
  title: string;
  tenant: RouteTenant;
  options: FilterOptions;
  rowActions: RequirementRowActions | undefined;
}) {
  const { t } = useTranslation();
  const { isUser } = useSession();
  const panelId = useId();
  const [filter, setFilter] = useState(() =>
    restoreRequirementFilter(tenant.id, {
      transferId: ids(options.transfers),
      clubIds: ids(options.clubs),
      positionIds: ids(options.positions),
      countryIds: ids(options.countries),
      playerLevelIds: ids(options.playerLevels),
      contractStatusIds: ids(options.contractStatuses),
    }),
  );
  const active = activeFilters(filter);
  // Remembered filters show open, so that what narrows the list is in view.
  const [opened, setOpened] = useState(active > 0);
  const [params, update] = useListParams<RequirementSortProperty>(REQUIREMENT_SORT_PROPERTIES, {
    sort: 'createdAt',
    direction: 'desc',
  });
  const { data, isPending, error } = useRequirementsPage(tenant.id, {
    ...filter,
    transferId: filter.transferId || null,
    sort: params.sort,
    direction: params.direction,
    page: params.page,
    isFilterSearch: active > 0,
  });
  const remove = useDeleteRequirement();
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<Requirement>({
    remove,
    doneMessage: (requirement) => t('requirements.delete.done', { club: requirement.club.name }),
    errorTitle: t('requirements.delete.error'),
  });

  const changeFilter = (next: RequirementFilterValues) => {
    setFilter(next);
    storeRequirementFilter(tenant.id, next);
    if (params.page > 1) update({ page: 1 });
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          // Spec 2, section 6: adding is the User role's.
          isUser ? (
            <Button
              component={Link}
              to={paths.requirements.add(tenant.id)}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('requirements.list.add')}
            </Button>
          ) : undefined
        }
      />
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Button
          variant={opened ? 'light' : 'default'}
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            active > 0 ? (
              <Badge size="sm" circle aria-hidden>
                {active}
              </Badge>
            ) : undefined
          }
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={() => setOpened((open) => !open)}
        >
          {t('requirements.filter.toggle')}
          {active > 0 && (
            <VisuallyHidden> ({t('requirements.filter.active', { count: active })})</VisuallyHidden>
          )}
        </Button>
        <SortControl
          choices={[
            { label: t('requirements.sort.createdAt'), property: 'createdAt' },
            { label: t('requirements.sort.club'), property: 'club' },
          ]}
          sort={params.sort}
          direction={params.direction}
          onChange={(sort, direction) => update({ sort, direction, page: 1 })}
        />
      </Group>
      <Collapse expanded={opened} keepMounted={false}>
        <RequirementFilters id={panelId} filter={filter} options={options} onChange={changeFilter} />
      </Collapse>
      <Text size="sm" c="dimmed" aria-live="polite" mb="sm">
        {data ? t('list.count', { count: data.total }) : ''}
      </Text>
      {isPending ? (
        <PageSpinner />
      ) : !data ? (
        <ErrorAlert title={t('requirements.list.loadError')} error={error} />
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={<IconListCheck aria-hidden />}
          title={active > 0 ? t('requirements.list.noMatchesTitle') : t('requirements.list.emptyTitle')}
          description={
            active > 0
              ? t('requirements.list.noMatchesDescription')
              : isUser
                ? t('requirements.list.emptyDescription')
                : t('requirements.list.emptyFromClubs')
          }
          py="xl"
        >
          {
            // A TenantAdmin has no Add button: New Requirement is on the club cards (spec 1, Clubs).
            active === 0 && !isUser && (
              <Button
                component={Link}
                to={paths.clubs.list(tenant.id)}
                variant="light"
                leftSection={<IconBuildingStadium size={18} aria-hidden />}
                mt="md"
              >
                {t('requirements.list.goToClubs')}
              </Button>
            )
          }
        </EmptyState>
      ) : (
        <>
          <Stack gap="md">
            {data.data.map((requirement) => (
              <RequirementCard
                key={requirement.id}
                requirement={requirement}
                tenantId={tenant.id}
                onDelete={askDelete}
                rowActions={rowActions}
              />
            ))}
          </Stack>
          <Paginator page={data.currentPage} lastPage={data.lastPage} onChange={(page) => update({ page })} />
        </>
      )}
      {deleteDialog}
    </>
  );
}
