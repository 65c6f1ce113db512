import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table's header row: one column heading each. */
export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns, never reordered
          <Table.Th key={index}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
