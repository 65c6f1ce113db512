import { Box, Group, SegmentedControl, Select, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SortDirection } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SortControl.module.css';

export interface SortChoice<P extends string> {
  /** Already translated. */
  label: string;
  property: P;
}

interface SortControlProps<P extends string> {
  choices: readonly SortChoice<P>[];
  sort: P;
  direction: SortDirection;
  onChange: (sort: P, direction: SortDirection) => void;
}

/** "Sort by" and the direction, the same on every list. */
export function SortControl<P extends string>({ choices, sort, direction, onChange }: SortControlProps<P>) {
  const { t } = useTranslation();
  // The order usually lives in the address, which the router updates in a transition; showing the
  // choice at once keeps the controls from flicking back until it lands. A choice counts only while
  // the order it was made from is still the one passed in.
  const current = `${sort} ${direction}`;
  const [chosen, setChosen] = useState<{ from: string; sort: P; direction: SortDirection } | null>(null);
  const shown = chosen?.from === current ? chosen : { sort, direction };
  const choose = (next: { sort: P; direction: SortDirection }) => {
    setChosen({ from: current, ...next });
    onChange(next.sort, next.direction);
  };
  const directions = [
    { value: 'asc' as const, label: t('common.sort.ascending'), Icon: IconSortAscending },
    { value: 'desc' as const, label: t('common.sort.descending'), Icon: IconSortDescending },
  ];
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={t('common.sort.sortBy')}
        data={choices.map((choice) => ({ value: choice.property, label: choice.label }))}
        value={shown.sort}
        onChange={(value) => {
          const choice = choices.find((candidate) => candidate.property === value);
          if (choice) choose({ sort: choice.property, direction: shown.direction });
        }}
        allowDeselect={false}
        w={170}
      />
      <SegmentedControl<SortDirection>
        aria-label={t('common.sort.direction')}
        classNames={{ input: classes.directionInput, label: classes.directionLabel }}
        value={shown.direction}
        onChange={(value) => choose({ sort: shown.sort, direction: value })}
        data={directions.map(({ value, label, Icon }) => ({
          value,
          label: (
            <Tooltip label={label} withArrow openDelay={300}>
              <Box component="span" display="flex">
                <Icon size={18} aria-hidden />
                <VisuallyHidden>{label}</VisuallyHidden>
              </Box>
            </Tooltip>
          ),
        }))}
      />
    </Group>
  );
}
