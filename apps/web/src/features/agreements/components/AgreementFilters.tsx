import { Button, Group, Select, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgreementFilter, ENDING_WITHIN_DAYS } from '../agreement-params.ts';

interface AgreementFiltersProps {
  filter: AgreementFilter;
  onChange: (filter: AgreementFilter) => void;
}

const SWITCHES = ['missingUpload', 'exclusive', 'includeEnded'] as const;

/** The list's filters (issue 30): ending within, not uploaded, exclusive, ended too, and a player's name. */
export function AgreementFilters({ filter, onChange }: AgreementFiltersProps) {
  const { t } = useTranslation();
  // A filter set to undefined is left out, as the address leaves it out.
  const set = (changes: Partial<AgreementFilter>) =>
    onChange(
      Object.fromEntries(
        Object.entries({ ...filter, ...changes }).filter(([, value]) => value !== undefined),
      ) as AgreementFilter,
    );

  return (
    <Group align="flex-end" gap="md" mb="lg">
      <PlayerSearch
        // A search arriving through the address (back, forward) replaces what was typed.
        key={filter.search ?? ''}
        search={filter.search ?? ''}
        onSearch={(search) => set({ search: search || undefined })}
      />
      <Select
        label={t('agreements.filters.endingWithin')}
        placeholder={t('agreements.filters.anyEnd')}
        data={ENDING_WITHIN_DAYS.map((days) => ({
          value: String(days),
          label: t('agreements.filters.days', { count: days }),
        }))}
        value={filter.endingWithin === undefined ? null : String(filter.endingWithin)}
        onChange={(value) => set({ endingWithin: value ? Number(value) : undefined })}
        clearable
        w={190}
      />
      <Group gap="lg" pb={6}>
        {SWITCHES.map((key) => (
          <Switch
            key={key}
            label={t(`agreements.filters.${key}`)}
            checked={filter[key] === true}
            onChange={(event) => set({ [key]: event.currentTarget.checked ? true : undefined })}
          />
        ))}
      </Group>
    </Group>
  );
}

function PlayerSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('agreements.filters.player')}
            placeholder={t('agreements.filters.playerPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={240}
          />
          <Button type="submit" variant="light">
            {t('list.search.submit')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
