import { Button, Drawer, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { CONTRACT_NAMES, type Contract, type ContractName } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGrid } from '../../../components/DetailGrid.tsx';
import { PlayerLink } from './PlayerLink.tsx';
import { contractPeriod, formatAmount, formatShortDate, MISSING } from './player-format.ts';

/**
 * Spec 2, player info: the contracts in three tabs (Player contracts, Rep Contracts, Other
 * Contracts), each row opening a side panel with every field of the contract. `currency` is the
 * player's, which a buy-out without its own is in (D38).
 */
export function ContractTabs({
  contracts,
  currency,
}: {
  contracts: readonly Contract[];
  currency?: string | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Contract | null>(null);
  const of = (name: ContractName) => contracts.filter((contract) => contract.contractName === name);
  const titleOf = (contract: Contract) => {
    const kind = t(`players.contracts.names.${contract.contractName}`);
    return contract.clubName ? `${kind} · ${contract.clubName}` : kind;
  };

  return (
    <>
      <Tabs defaultValue={CONTRACT_NAMES[0]} keepMounted={false}>
        <Tabs.List>
          {CONTRACT_NAMES.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`players.contracts.tabs.${name}`)} ({of(name).length})
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CONTRACT_NAMES.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            {of(name).length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('players.contracts.none')}
              </Text>
            ) : (
              <Stack gap="sm">
                {of(name).map((contract) => (
                  <ContractRow key={contract.id} contract={contract} onOpen={() => setOpen(contract)} />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="lg"
        title={open ? titleOf(open) : ''}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {open && <ContractFacts contract={open} currency={currency} />}
      </Drawer>
    </>
  );
}

function ContractRow({ contract, onOpen }: { contract: Contract; onOpen: () => void }) {
  const { t } = useTranslation();
  const title = contract.clubName || t('players.contracts.noClub');
  const details = [contract.contractType, contract.type, contractPeriod(contract)].filter(Boolean);
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" truncate="end">
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {details.length > 0 ? details.join(' · ') : MISSING}
          </Text>
        </Stack>
        <Button
          variant="light"
          size="xs"
          flex="none"
          leftSection={<IconFileDescription size={14} aria-hidden />}
          onClick={onOpen}
          aria-label={t('players.contracts.detailsOf', { name: title })}
        >
          {t('players.contracts.details')}
        </Button>
      </Group>
    </Paper>
  );
}

/** Every field of one contract, a dash for each missing value. */
function ContractFacts({ contract, currency }: { contract: Contract; currency: string | undefined }) {
  const { t, i18n } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('players.values.yes') : t('players.values.no'));
  const field = (name: Exclude<keyof Contract, 'id' | 'buyOutValuta'>) =>
    t(`players.contracts.fields.${name}`);
  const buyOutCurrency = contract.buyOutValuta?.name ?? currency;
  return (
    <DetailGrid
      emptyText={MISSING}
      items={[
        { label: field('contractName'), value: t(`players.contracts.names.${contract.contractName}`) },
        { label: field('clubName'), value: contract.clubName },
        { label: field('contractType'), value: contract.contractType },
        { label: field('type'), value: contract.type },
        { label: field('startDate'), value: formatShortDate(contract.startDate) },
        { label: field('endDate'), value: formatShortDate(contract.endDate) },
        { label: field('link'), value: contract.link && <PlayerLink href={contract.link} /> },
        {
          label: field('termination'),
          value:
            contract.termination === null
              ? ''
              : t('players.contracts.months', { count: contract.termination }),
        },
        { label: field('contractPartner'), value: contract.contractPartner },
        { label: field('comment'), value: contract.comment },
        { label: field('buyOut'), value: yesNo(contract.buyOut) },
        { label: field('buyOutDate'), value: formatShortDate(contract.buyOutDate) },
        {
          label: field('buyOutAmount'),
          value:
            contract.buyOutAmount > 0
              ? formatAmount(contract.buyOutAmount, buyOutCurrency, i18n.language)
              : '',
        },
        {
          label: field('buyOutValutaId'),
          value: contract.buyOut || contract.buyOutAmount > 0 ? buyOutCurrency : '',
        },
        { label: field('buyOutComment'), value: contract.buyOutComment },
        { label: field('option'), value: yesNo(contract.option) },
        { label: field('optionDate'), value: formatShortDate(contract.optionDate) },
        { label: field('optionComment'), value: contract.optionComment },
        { label: field('relegationOrPromotion'), value: yesNo(contract.relegationOrPromotion) },
        { label: field('relegationComment'), value: contract.relegationComment },
      ]}
    />
  );
}
