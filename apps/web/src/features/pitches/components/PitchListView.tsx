import { Anchor, Button, EmptyState, Group, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconHistory, IconSend } from '@tabler/icons-react';
import { MISSING_VALUE, PITCH_STAGES, type PitchStage } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { Paginator } from '../../../components/Paginator.tsx';
import { PitchAnswerBadge, PitchStageBadge } from '../../../components/PitchStageBadge.tsx';
import { SortControl } from '../../../components/SortControl.tsx';
import { TableHead } from '../../../components/TableHead.tsx';
import { browser } from '../../../lib/browser.ts';
import { formatLongDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { contactName, playerName } from '../../../lib/person-name.ts';
import { useExportPitches, usePitchList } from '../api.ts';
import type { PitchParams } from '../pitch-params.ts';
import { type PitchActions, PitchMoveMenu, usePitchName } from './PitchMoveMenu.tsx';

interface PitchListViewProps {
  tenantId: string;
  params: PitchParams;
  update: (changes: Partial<PitchParams>) => void;
  actions: PitchActions;
}

/** The list (issue 29): every pitch under the filters, ten a page, in the chosen order, and as CSV. */
export function PitchListView({ tenantId, params, update, actions }: PitchListViewProps) {
  const { t, i18n } = useTranslation();
  const pitchName = usePitchName();
  const { filter, stage, page, sort, direction } = params;
  const { data, error, isPending } = usePitchList(tenantId, filter, { stage, page, sort, direction });
  const exportFile = useExportPitches(tenantId);

  const columns = [
    t('pitches.columns.player'),
    t('pitches.columns.contact'),
    t('pitches.columns.club'),
    t('pitches.columns.window'),
    t('pitches.columns.stage'),
    t('pitches.columns.daysInStage'),
    t('pitches.columns.answer'),
    t('pitches.columns.opens'),
    t('pitches.columns.agent'),
    t('pitches.columns.updated'),
    <VisuallyHidden key="actions">{t('pitches.columns.actions')}</VisuallyHidden>,
  ];

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <Group align="flex-end" gap="sm">
          <Select
            label={t('pitches.filters.stage')}
            placeholder={t('pitches.filters.anyStage')}
            data={PITCH_STAGES.map((value) => ({ value, label: t(`pitch.stages.${value}`) }))}
            value={stage ?? null}
            onChange={(value) => update({ stage: (value as PitchStage | null) ?? undefined })}
            clearable
            w={180}
          />
          <SortControl
            choices={[
              { label: t('pitches.sort.updatedAt'), property: 'updatedAt' },
              { label: t('pitches.sort.stageChangedAt'), property: 'stageChangedAt' },
              { label: t('pitches.sort.player'), property: 'player' },
              { label: t('pitches.sort.club'), property: 'club' },
            ]}
            sort={sort}
            direction={direction}
            onChange={(nextSort, nextDirection) =>
              update({ sort: nextSort, direction: nextDirection, page: 1 })
            }
          />
        </Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={exportFile.isPending}
          onClick={() =>
            exportFile.mutate(
              { ...filter, stage },
              { onSuccess: (file) => browser.saveFile(file.blob, file.filename ?? 'pitches.csv') },
            )
          }
        >
          {t('list.csv.export')}
        </Button>
      </Group>
      {exportFile.isError && <ErrorAlert title={t('list.csv.exportError')} error={exportFile.error} />}
      <Text size="sm" c="dimmed" aria-live="polite" mb="sm">
        {data ? t('list.count', { count: data.total }) : ''}
      </Text>
      {isPending ? (
        <PageSpinner />
      ) : !data ? (
        <LoadError title={t('pitches.list.loadError')} error={error} />
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={<IconSend aria-hidden />}
          title={t('pitches.list.emptyTitle')}
          description={t('pitches.list.emptyDescription')}
          py="xl"
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={1180}>
            <Table aria-label={t('pitches.list.label')} striped highlightOnHover verticalSpacing="xs">
              <TableHead columns={columns} />
              <Table.Tbody>
                {data.data.map((pitch) => (
                  <Table.Tr key={pitch.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.players.info(tenantId, pitch.player.id)} size="sm">
                        {playerName(pitch.player)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{contactName(pitch.contact)}</Table.Td>
                    <Table.Td>{pitch.club?.name ?? MISSING_VALUE}</Table.Td>
                    <Table.Td>{pitch.requirement?.transfer.name ?? MISSING_VALUE}</Table.Td>
                    <Table.Td>
                      <PitchStageBadge stage={pitch.stage} />
                    </Table.Td>
                    <Table.Td ta="right">{pitch.daysInStage}</Table.Td>
                    <Table.Td>
                      {pitch.answer ? <PitchAnswerBadge answer={pitch.answer} /> : MISSING_VALUE}
                    </Table.Td>
                    <Table.Td ta="right">{pitch.opens}</Table.Td>
                    <Table.Td>{pitch.agent?.name ?? MISSING_VALUE}</Table.Td>
                    <Table.Td>{formatLongDate(pitch.updatedAt, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconHistory size={14} aria-hidden />}
                          aria-label={t('pitches.history.open', { pitch: pitchName(pitch) })}
                          onClick={() => actions.open(pitch)}
                        >
                          {t('pitches.history.button')}
                        </Button>
                        <PitchMoveMenu pitch={pitch} onMove={actions.move} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Paginator
            page={data.currentPage}
            lastPage={data.lastPage}
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
    </>
  );
}
