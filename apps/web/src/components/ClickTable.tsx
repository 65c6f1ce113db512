import { Alert, Skeleton, Table, Text } from '@mantine/core';
import { MISSING_VALUE, type WhoClickedEntry } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ClickTableProps {
  /** The click list's query (spec 2, Click record; D16: signed-in). */
  query: { data?: WhoClickedEntry[]; isPending: boolean; isError: boolean };
  /** Names the table for screen readers. */
  label: string;
  /** Shown instead of the table when nobody clicked. */
  emptyText: string;
  /** The name cell: a link to the record, or the name as text. */
  renderName?: (entry: WhoClickedEntry) => ReactNode;
}

/** Name, Club, Clicks: who opened whose public page, most clicks first as the API orders them. */
export function ClickTable({ query, label, emptyText, renderName }: ClickTableProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton h={72} radius="sm" aria-label={t('common.loading')} />;
  if (query.isError) {
    return (
      <Alert color="gray" variant="light">
        {t('whoClicked.loadError')}
      </Alert>
    );
  }
  const entries = query.data ?? [];
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label={label} striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('whoClicked.columns.name')}</Table.Th>
            <Table.Th>{t('whoClicked.columns.club')}</Table.Th>
            <Table.Th ta="right">{t('whoClicked.columns.clicks')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{renderName ? renderName(entry) : entry.name || MISSING_VALUE}</Table.Td>
              <Table.Td>{entry.club || MISSING_VALUE}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {entry.clicks}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
