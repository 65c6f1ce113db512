import { Anchor, Badge, Button, EmptyState, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFileCertificate } from '@tabler/icons-react';
import { MISSING_VALUE } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { Paginator } from '../../../components/Paginator.tsx';
import { SortControl } from '../../../components/SortControl.tsx';
import { TableHead } from '../../../components/TableHead.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { playerName } from '../../../lib/person-name.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import type { AgreementParams } from '../agreement-params.ts';
import { useAgreementList, useExportAgreements } from '../api.ts';
import { AgreementStatusBadge, AgreementWarnings, DaysLeft, FederationUpload } from './agreement-badges.tsx';

interface AgreementListViewProps {
  tenantId: string;
  params: AgreementParams;
  update: (changes: Partial<AgreementParams>) => void;
}

/**
 * The sport's agreements (issue 30), ten a page in the chosen order, each player linked to the
 * agreements on his page; TenantAdmins export the same rows as CSV.
 */
export function AgreementListView({ tenantId, params, update }: AgreementListViewProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { filter, page, sort, direction } = params;
  const { data, error, isPending } = useAgreementList(tenantId, filter, { page, sort, direction });
  const exportFile = useExportAgreements(tenantId);
  const date = (day: string) => formatLongDate(day, i18n.language);

  const columns = [
    t('agreements.columns.player'),
    t('agreements.columns.start'),
    t('agreements.columns.end'),
    t('agreements.columns.daysLeft'),
    t('agreements.columns.exclusive'),
    t('agreements.columns.agent'),
    t('agreements.columns.federationUpload'),
    <VisuallyHidden key="warnings">{t('agreements.columns.warnings')}</VisuallyHidden>,
  ];

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <SortControl
          choices={[
            { label: t('agreements.sort.endDate'), property: 'endDate' },
            { label: t('agreements.sort.startDate'), property: 'startDate' },
            { label: t('agreements.sort.player'), property: 'player' },
          ]}
          sort={sort}
          direction={direction}
          onChange={(nextSort, nextDirection) => update({ sort: nextSort, direction: nextDirection })}
        />
        {session.isTenantAdmin && (
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={exportFile.isPending}
            onClick={() => exportFile.mutate({ ...filter, sort, direction })}
          >
            {t('list.csv.export')}
          </Button>
        )}
      </Group>
      {exportFile.isError && <ErrorAlert title={t('list.csv.exportError')} error={exportFile.error} />}
      <Text size="sm" c="dimmed" aria-live="polite" mb="sm">
        {data ? t('list.count', { count: data.total }) : ''}
      </Text>
      {isPending ? (
        <PageSpinner />
      ) : !data ? (
        <LoadError title={t('agreements.list.loadError')} error={error} />
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={<IconFileCertificate aria-hidden />}
          title={t('agreements.list.emptyTitle')}
          description={t('agreements.list.emptyDescription')}
          py="xl"
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={1000}>
            <Table aria-label={t('agreements.list.label')} striped highlightOnHover verticalSpacing="xs">
              <TableHead columns={columns} />
              <Table.Tbody>
                {data.data.map((agreement) => (
                  <Table.Tr key={agreement.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.players.agreements(tenantId, agreement.player.id)}
                        size="sm"
                      >
                        {playerName(agreement.player) || MISSING_VALUE}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{date(agreement.startDate)}</Table.Td>
                    <Table.Td>{date(agreement.endDate)}</Table.Td>
                    <Table.Td>
                      {agreement.status === 'active' ? (
                        <DaysLeft agreement={agreement} />
                      ) : (
                        <AgreementStatusBadge status={agreement.status} />
                      )}
                    </Table.Td>
                    <Table.Td>
                      {agreement.exclusive ? (
                        <Badge variant="light" color="grape" radius="sm" tt="none">
                          {t('agreements.exclusive')}
                        </Badge>
                      ) : (
                        t('agreements.no')
                      )}
                    </Table.Td>
                    <Table.Td>{agreement.agent?.name ?? MISSING_VALUE}</Table.Td>
                    <Table.Td>
                      <FederationUpload agreement={agreement} />
                    </Table.Td>
                    <Table.Td>
                      <AgreementWarnings warnings={agreement.warnings} />
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
