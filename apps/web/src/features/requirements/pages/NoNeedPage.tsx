import { Box, Button, Card, EmptyState, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBan, IconSearch } from '@tabler/icons-react';
import { DEFAULT_PAGE_SIZE, type Named, NO_NEED_SORT_PROPERTIES, type Transfer } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntitySelect } from '../../../components/EntitySelect.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { useListParams } from '../../../components/list-params.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { Paginator } from '../../../components/Paginator.tsx';
import { SortControl } from '../../../components/SortControl.tsx';
import { allTouched } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { type RouteTenant, useRouteTenant } from '../../../lib/route-tenant.ts';
import { useCountryOptions, useNoNeedClubs, useTransferOptions } from '../api.ts';
import { NoNeedClubCard } from '../components/NoNeedClubCard.tsx';
import { transferLabel } from '../components/requirement-format.ts';
import { type NoNeedChoices, restoreNoNeedChoices, storeNoNeedChoices } from '../storage-keys.ts';

type NoNeedSort = (typeof NO_NEED_SORT_PROPERTIES)[number];

/**
 * /noneedregistered/{tenant}: "Clubs [sport]", the clubs that registered no need for a transfer
 * window (spec 2; D26). A spinner shows until the transfer and country lists have loaded; only then
 * the filter form is built.
 */
export function NoNeedPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t('noNeed.pageTitle'), tenant.name);
  const transfers = useTransferOptions(tenant.id);
  const countries = useCountryOptions(tenant.id);
  const failed = [transfers, countries].find((query) => query.isError);
  const title = t('noNeed.title', { sport: tenant.name });

  if (!transfers.data || !countries.data) {
    return (
      <>
        <PageHeader title={title} />
        {failed ? <ErrorAlert title={t('noNeed.optionsError')} error={failed.error} /> : <PageSpinner />}
      </>
    );
  }
  return (
    <NoNeedClubs
      key={tenant.id}
      title={title}
      tenant={tenant}
      transfers={transfers.data}
      countries={countries.data}
    />
  );
}

interface NoNeedClubsProps {
  title: string;
  tenant: RouteTenant;
  transfers: Transfer[];
  countries: Named[];
}

/** The sport's last Search, where its transfer and country still exist; the transfer defaults to the first. */
function startingChoices(tenantId: string, transfers: Transfer[], countries: Named[]): NoNeedChoices {
  const stored = restoreNoNeedChoices(tenantId);
  return {
    transferId: transfers.some((transfer) => transfer.id === stored.transferId)
      ? stored.transferId
      : (transfers[0]?.id ?? ''),
    countryId: countries.some((country) => country.id === stored.countryId) ? stored.countryId : '',
    filter: stored.filter,
  };
}

function NoNeedClubs({ title, tenant, transfers, countries }: NoNeedClubsProps) {
  const { t } = useTranslation();
  const [applied, setApplied] = useState(() => startingChoices(tenant.id, transfers, countries));
  const [params, update] = useListParams<NoNeedSort>(NO_NEED_SORT_PROPERTIES, {
    sort: 'name',
    direction: 'asc',
  });
  const form = useForm<NoNeedChoices>({
    mode: 'uncontrolled',
    initialValues: applied,
    // Spec 2, section 5: the transfer is required; the field turns invalid without a message.
    validate: { transferId: (value) => (value ? null : true) },
  });
  const clubs = useNoNeedClubs(
    applied.transferId
      ? {
          tenantId: tenant.id,
          transferId: applied.transferId,
          countryId: applied.countryId || null,
          filter: applied.filter,
          sort: params.sort,
          direction: params.direction,
          page: params.page,
          take: DEFAULT_PAGE_SIZE,
        }
      : null,
  );

  /** A select showing the form's value (setFieldValue renders the form again). */
  const bound = (field: 'transferId' | 'countryId') => {
    const { defaultValue: _, onChange: __, ...props } = form.getInputProps(field);
    return {
      ...props,
      value: form.getValues()[field],
      onChange: (value: string) => form.setFieldValue(field, value),
    };
  };

  const search = (values: NoNeedChoices) => {
    const choices = { ...values, filter: values.filter.trim() };
    storeNoNeedChoices(tenant.id, choices);
    setApplied(choices);
    if (params.page > 1) update({ page: 1 });
  };

  const { data } = clubs;
  return (
    <>
      <PageHeader title={title} />
      <Card role="search" aria-label={t('noNeed.filterLabel')} mb="lg">
        <form
          noValidate
          onSubmit={form.onSubmit(search, () => form.setTouched(allTouched(form.getValues())))}
        >
          <Group align="flex-start" gap="md" wrap="wrap">
            <Box flex="1 1 220px">
              <EntitySelect
                label={t('noNeed.transfer')}
                placeholder={t('requirements.form.choose')}
                withAsterisk
                searchable
                clearable
                clearButtonProps={{ 'aria-label': t('noNeed.clearTransfer') }}
                nothingFoundMessage={t('requirements.form.nothingFound')}
                options={transfers.map((transfer) => ({
                  value: transfer.id,
                  label: transferLabel(transfer),
                }))}
                {...bound('transferId')}
              />
            </Box>
            <Box flex="1 1 220px">
              <EntitySelect
                label={t('noNeed.country')}
                placeholder={t('noNeed.anyCountry')}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': t('noNeed.clearCountry') }}
                nothingFoundMessage={t('requirements.form.nothingFound')}
                options={countries.map((country) => ({ value: country.id, label: country.name }))}
                {...bound('countryId')}
              />
            </Box>
            <TextInput
              key={form.key('filter')}
              flex="1 1 220px"
              label={t('noNeed.search')}
              placeholder={t('noNeed.searchPlaceholder')}
              maxLength={200}
              leftSection={<IconSearch size={16} aria-hidden />}
              {...form.getInputProps('filter')}
            />
            <Button type="submit" mt={{ base: 0, sm: 25 }}>
              {t('noNeed.submit')}
            </Button>
          </Group>
        </form>
      </Card>
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {data ? t('list.count', { count: data.total }) : ''}
        </Text>
        <SortControl
          choices={[
            { label: t('noNeed.sort.name'), property: 'name' },
            { label: t('noNeed.sort.createdAt'), property: 'createdAt' },
          ]}
          sort={params.sort}
          direction={params.direction}
          onChange={(sort, direction) => update({ sort, direction, page: 1 })}
        />
      </Group>
      {!applied.transferId ? (
        <EmptyState icon={<IconBan aria-hidden />} title={t('noNeed.chooseTransfer')} py="xl" />
      ) : clubs.isPending ? (
        <PageSpinner />
      ) : !data ? (
        <ErrorAlert title={t('noNeed.loadError')} error={clubs.error} />
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={<IconBan aria-hidden />}
          title={t('noNeed.emptyTitle')}
          description={t('noNeed.emptyDescription')}
          py="xl"
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
            {data.data.map((club) => (
              <NoNeedClubCard key={club.requirementId} club={club} />
            ))}
          </SimpleGrid>
          <Paginator page={data.currentPage} lastPage={data.lastPage} onChange={(page) => update({ page })} />
        </>
      )}
    </>
  );
}
