import { Alert, Anchor, Skeleton, Stack, Table, Text } from '@mantine/core';
import { MISSING_VALUE, type Paginated, type Pitch } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate } from '../lib/dates.ts';
import { paths } from '../lib/paths.ts';
import { contactName, playerName } from '../lib/person-name.ts';
import { PitchAnswerBadge, PitchStageBadge } from './PitchStageBadge.tsx';

/** What a row can show; each page picks the columns that are not already its own subject. */
export type PitchColumn =
  | 'player'
  | 'contact'
  | 'club'
  | 'stage'
  | 'daysInStage'
  | 'answer'
  | 'opens'
  | 'agent'
  | 'updatedAt';

interface PitchTableProps {
  pitches: readonly Pitch[];
  columns: readonly PitchColumn[];
  /** Names the table for screen readers. */
  label: string;
  /** Shown instead of the table when there is no pitch. */
  emptyText: string;
}

const NUMERIC: ReadonlySet<PitchColumn> = new Set(['daysInStage', 'opens']);

/** Issue 29: pitches as a table (the player, contact and requirement pages), newest first as given. */
export function PitchTable({ pitches, columns, label, emptyText }: PitchTableProps) {
  const { t } = useTranslation();
  if (pitches.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={columns.length * 110}>
      <Table aria-label={label} striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} ta={NUMERIC.has(column) ? 'right' : undefined}>
                {t(`pitchTable.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pitches.map((pitch) => (
            <Table.Tr key={pitch.id}>
              {columns.map((column) => (
                <Table.Td
                  key={column}
                  ta={NUMERIC.has(column) ? 'right' : undefined}
                  style={NUMERIC.has(column) ? { fontVariantNumeric: 'tabular-nums' } : undefined}
                >
                  <PitchCell pitch={pitch} column={column} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PitchCell({ pitch, column }: { pitch: Pitch; column: PitchColumn }): ReactNode {
  const { t, i18n } = useTranslation();
  switch (column) {
    case 'player':
      return (
        <Anchor component={Link} to={paths.players.info(pitch.tenantId, pitch.player.id)} size="sm">
          {playerName(pitch.player) || MISSING_VALUE}
        </Anchor>
      );
    case 'contact':
      return (
        <Anchor component={Link} to={paths.contacts.info(pitch.tenantId, pitch.contact.id)} size="sm">
          {contactName(pitch.contact) || pitch.contact.email || MISSING_VALUE}
        </Anchor>
      );
    case 'club':
      return pitch.club?.name || MISSING_VALUE;
    case 'stage':
      return <PitchStageBadge stage={pitch.stage} />;
    case 'daysInStage':
      return t('pitchTable.days', { count: pitch.daysInStage });
    case 'answer':
      if (!pitch.answer) return MISSING_VALUE;
      return (
        <Stack gap={4} align="flex-start">
          <PitchAnswerBadge answer={pitch.answer} />
          {pitch.answerMessage && (
            <Text size="xs" c="dimmed" lineClamp={3} title={pitch.answerMessage} maw={320}>
              {pitch.answerMessage}
            </Text>
          )}
        </Stack>
      );
    case 'opens':
      return pitch.opens;
    case 'agent':
      return pitch.agent?.name || MISSING_VALUE;
    case 'updatedAt':
      return formatLongDate(pitch.updatedAt, i18n.language);
  }
}

interface PitchQueryTableProps extends Omit<PitchTableProps, 'pitches'> {
  /** A page of `GET /api/pitches`, as the page's query answers it. */
  query: { data?: Paginated<Pitch>; isPending: boolean; isError: boolean };
}

/** The table of a query: a placeholder while it loads, a note when it failed or holds only the latest. */
export function PitchQueryTable({ query, ...table }: PitchQueryTableProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton h={72} radius="sm" aria-label={t('common.loading')} />;
  if (query.isError || !query.data) {
    return (
      <Alert color="gray" variant="light">
        {t('pitchTable.loadError')}
      </Alert>
    );
  }
  const { data, total } = query.data;
  return (
    <Stack gap="xs">
      <PitchTable pitches={data} {...table} />
      {total > data.length && (
        <Text size="xs" c="dimmed">
          {t('pitchTable.partial', { shown: data.length, total })}
        </Text>
      )}
    </Stack>
  );
}
