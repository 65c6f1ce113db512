import { Accordion, Anchor, Card, Skeleton, Table, Text } from '@mantine/core';
import { MISSING_VALUE } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError.tsx';
import { TableHead } from '../../../components/TableHead.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { playerName } from '../../../lib/person-name.ts';
import { useRepContracts } from '../api.ts';

const SECTION = 'repContracts';

/**
 * D25's RepContract rows (the player form's contracts with the agency), read-only beside the
 * agreements that replace them; read only once the section is opened.
 */
export function RepContracts({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <Card p={0} mt="xl">
      <Accordion value={opened} onChange={setOpened} chevronPosition="right">
        <Accordion.Item value={SECTION}>
          <Accordion.Control>
            <Text fw={600}>{t('agreements.repContracts.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('agreements.repContracts.description')}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>{opened === SECTION && <RepContractTable tenantId={tenantId} />}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Card>
  );
}

function RepContractTable({ tenantId }: { tenantId: string }) {
  const { t, i18n } = useTranslation();
  const contracts = useRepContracts(tenantId);
  const date = (day: string | null) => (day ? formatLongDate(day, i18n.language) : MISSING_VALUE);
  if (contracts.isPending) return <Skeleton h={72} radius="sm" aria-label={t('common.loading')} />;
  if (!contracts.data)
    return <LoadError title={t('agreements.repContracts.loadError')} error={contracts.error} />;
  if (contracts.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('agreements.repContracts.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={t('agreements.repContracts.title')} striped verticalSpacing="xs">
        <TableHead
          columns={[
            t('agreements.columns.player'),
            t('agreements.repContracts.partner'),
            t('agreements.columns.start'),
            t('agreements.columns.end'),
            t('agreements.repContracts.comment'),
          ]}
        />
        <Table.Tbody>
          {contracts.data.map((contract) => (
            <Table.Tr key={contract.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.players.info(tenantId, contract.player.id)} size="sm">
                  {playerName(contract.player) || MISSING_VALUE}
                </Anchor>
              </Table.Td>
              <Table.Td>{contract.contractPartner || MISSING_VALUE}</Table.Td>
              <Table.Td>{date(contract.startDate)}</Table.Td>
              <Table.Td>{date(contract.endDate)}</Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" lineClamp={2} title={contract.comment}>
                  {contract.comment || MISSING_VALUE}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
