import { Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { type CrmSyncReport, MISSING_VALUE } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';

/** The last sync's report (D32): its state and period, the counts per kind of record, errors and conflicts. */
export function SyncReport({ report, onClose }: { report: CrmSyncReport; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : MISSING_VALUE;
  const rows = [
    { label: t('crmSync.report.clubs'), counts: report.clubs },
    { label: t('crmSync.report.contacts'), counts: report.contacts },
  ];
  return (
    <Modal opened onClose={onClose} title={t('crmSync.report.title')} size="lg" centered>
      <Stack gap="md">
        <Group gap="xs">
          <Badge
            color={report.state === 'failed' ? 'red' : report.state === 'done' ? 'teal' : 'blue'}
            variant="light"
          >
            {t(`crmSync.states.${report.state}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('crmSync.report.period', {
              started: when(report.startedAt),
              finished: when(report.finishedAt),
            })}
          </Text>
        </Group>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('crmSync.report.created')}</Table.Th>
              <Table.Th>{t('crmSync.report.updated')}</Table.Th>
              <Table.Th>{t('crmSync.report.unchanged')}</Table.Th>
              <Table.Th>{t('crmSync.report.conflicts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ label, counts }) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{counts.created}</Table.Td>
                <Table.Td>{counts.updated}</Table.Td>
                <Table.Td>{counts.unchanged}</Table.Td>
                <Table.Td>{counts.conflicts}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {report.errors.map((error) => (
          <Text key={error} size="sm" c="red.8">
            {error}
          </Text>
        ))}
        {report.conflicts.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('crmSync.report.conflictsTitle')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('crmSync.report.conflictsHint')}
            </Text>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('crmSync.report.record')}</Table.Th>
                  <Table.Th>{t('crmSync.report.field')}</Table.Th>
                  <Table.Th>{t('crmSync.report.inApp')}</Table.Th>
                  <Table.Th>{t('crmSync.report.inCrm')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.conflicts.map((conflict) => (
                  <Table.Tr key={`${conflict.id}-${conflict.field}`}>
                    <Table.Td>
                      {t(`crmSync.report.${conflict.entity}`)}: {conflict.name}
                    </Table.Td>
                    <Table.Td>{conflict.field}</Table.Td>
                    <Table.Td>{conflict.appValue}</Table.Td>
                    <Table.Td>{conflict.crmValue}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
