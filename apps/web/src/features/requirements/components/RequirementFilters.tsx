import { Button, Card, Group, SimpleGrid } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Named, Transfer } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { EntityMultiSelect, type EntityOption, EntitySelect } from '../../../components/EntitySelect.tsx';
import { EMPTY_FILTER, type RequirementFilterValues } from '../storage-keys.ts';
import { transferLabel } from './requirement-format.ts';

/** The lists the filter panel chooses from (the list page's six loads). */
export interface FilterOptions {
  transfers: Transfer[];
  clubs: Named[];
  positions: Named[];
  countries: Named[];
  playerLevels: Named[];
  contractStatuses: Named[];
}

type ListFilter = Exclude<keyof RequirementFilterValues, 'transferId'>;

interface RequirementFiltersProps {
  id: string;
  filter: RequirementFilterValues;
  options: FilterOptions;
  /** Every change applies at once (and is remembered for the sport). */
  onChange: (filter: RequirementFilterValues) => void;
}

/** Spec 2, Requirements list: the collapsible panel's transfer, clubs, positions, countries, levels, statuses. */
export function RequirementFilters({ id, filter, options, onChange }: RequirementFiltersProps) {
  const { t } = useTranslation();
  const named = (items: readonly Named[]): EntityOption[] =>
    items.map((item) => ({ value: item.id, label: item.name }));
  const lists: { field: ListFilter; items: EntityOption[] }[] = [
    { field: 'clubIds', items: named(options.clubs) },
    { field: 'positionIds', items: named(options.positions) },
    { field: 'countryIds', items: named(options.countries) },
    { field: 'playerLevelIds', items: named(options.playerLevels) },
    { field: 'contractStatusIds', items: named(options.contractStatuses) },
  ];
  const isEmpty = !filter.transferId && lists.every(({ field }) => filter[field].length === 0);

  return (
    <Card id={id} role="search" aria-label={t('requirements.filter.label')} mb="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <EntitySelect
          label={t('requirements.filter.transferId')}
          placeholder={t('requirements.filter.any')}
          searchable
          clearable
          nothingFoundMessage={t('requirements.form.nothingFound')}
          options={options.transfers.map((transfer) => ({
            value: transfer.id,
            label: transferLabel(transfer),
          }))}
          value={filter.transferId}
          onChange={(transferId) => onChange({ ...filter, transferId })}
        />
        {lists.map(({ field, items }) => (
          <EntityMultiSelect
            key={field}
            label={t(`requirements.filter.${field}`)}
            placeholder={filter[field].length === 0 ? t('requirements.filter.any') : undefined}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage={t('requirements.form.nothingFound')}
            options={items}
            value={filter[field]}
            onChange={(ids) => onChange({ ...filter, [field]: ids })}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconX size={14} aria-hidden />}
          disabled={isEmpty}
          onClick={() => onChange(EMPTY_FILTER)}
        >
          {t('requirements.filter.clear')}
        </Button>
      </Group>
    </Card>
  );
}
