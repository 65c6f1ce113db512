import { Select, type SelectProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type ServerSearchSelectProps<T extends { id: string }> = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'clearable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  /** What the server found for the search. */
  found: readonly T[];
  chosen: T | null;
  onChoose: (item: T | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  optionLabel: (item: T) => string;
};

/**
 * A choice among the records the server finds for what is typed. The server has searched already
 * (ignoring case and accents), so the options are not filtered again here; the chosen record stays
 * a choice while another search runs, so that the field keeps its label.
 */
export function ServerSearchSelect<T extends { id: string }>({
  found,
  chosen,
  onChoose,
  search,
  onSearchChange,
  optionLabel,
  ...props
}: ServerSearchSelectProps<T>) {
  const choices = chosen && !found.some((item) => item.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Select
      searchable
      clearable
      searchValue={search}
      onSearchChange={onSearchChange}
      filter={({ options }) => options}
      data={choices.map((item) => ({ value: item.id, label: optionLabel(item) }))}
      value={chosen?.id ?? null}
      onChange={(id) => onChoose(choices.find((item) => item.id === id) ?? null)}
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
    />
  );
}
