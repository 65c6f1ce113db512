import { Button, CloseButton, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import type { PlayerListItem } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuerySelect } from '../../../components/QuerySelect.tsx';
import { ServerSearchSelect } from '../../../components/ServerSearchSelect.tsx';
import { useClubOptions } from '../../../lib/club-options.ts';
import { playerName } from '../../../lib/person-name.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useAgentOptions, useChosenPlayer, usePlayerSearch, useTransferOptions } from '../api.ts';
import type { PitchFilterKey, PitchFilterValues } from '../pitch-params.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface PitchFiltersProps {
  tenantId: string;
  filter: PitchFilterValues;
  onChange: (filter: PitchFilterValues) => void;
}

/**
 * The filters of the three views (issue 29): agent, club, player and transfer window, and the
 * requirement when the address names one (a requirement's "Pitches" link).
 */
export function PitchFilters({ tenantId, filter, onChange }: PitchFiltersProps) {
  const { t } = useTranslation();
  const clubs = useClubOptions(tenantId);
  const transfers = useTransferOptions(tenantId);
  const set = (key: PitchFilterKey, value: string | null) =>
    onChange({ ...filter, [key]: value || undefined });
  const active = Object.values(filter).some(Boolean);

  return (
    <Paper component="section" aria-label={t('pitches.filters.label')} withBorder radius="md" p="md" mb="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <AgentFilter tenantId={tenantId} value={filter.agentId} onChange={(value) => set('agentId', value)} />
        <QuerySelect
          label={t('pitches.filters.club')}
          placeholder={t('pitches.filters.anyClub')}
          query={clubs}
          toOption={(club) => ({ value: club.id, label: club.name })}
          value={filter.clubId ?? ''}
          onChange={(value) => set('clubId', value)}
          searchable
          clearable
        />
        <PlayerFilter
          tenantId={tenantId}
          value={filter.playerId}
          onChange={(value) => set('playerId', value)}
        />
        <QuerySelect
          label={t('pitches.filters.transfer')}
          placeholder={t('pitches.filters.anyTransfer')}
          query={transfers}
          toOption={(transfer) => ({ value: transfer.id, label: transfer.name })}
          value={filter.transferId ?? ''}
          onChange={(value) => set('transferId', value)}
          searchable
          clearable
        />
      </SimpleGrid>
      {(filter.requirementId || active) && (
        <Group justify="space-between" mt="sm" gap="sm">
          {filter.requirementId ? (
            <Group gap={4}>
              <Text size="sm">{t('pitches.filters.requirement')}</Text>
              <CloseButton
                size="sm"
                aria-label={t('pitches.filters.clearRequirement')}
                onClick={() => set('requirementId', null)}
              />
            </Group>
          ) : (
            <span />
          )}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => onChange({})}
          >
            {t('pitches.filters.clear')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/**
 * The sport's agents, for every member (`GET /pitches/agents`): the caller first, as "Me", then the
 * others by name. An agent named in the address who is no longer among them (deactivated, or out
 * of the sport) still shows as chosen, as "Another agent", so that the filter never looks empty
 * while it narrows the pitches.
 */
function AgentFilter({
  tenantId,
  value,
  onChange,
}: {
  tenantId: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const myId = useSession().claims?.sub;
  const agents = useAgentOptions(tenantId);
  const list = agents.data ?? [];
  const me = list.find((agent) => agent.id === myId);
  const options = [
    ...(me ? [{ value: me.id, label: t('pitches.filters.me', { name: me.name }) }] : []),
    ...list.filter((agent) => agent !== me).map((agent) => ({ value: agent.id, label: agent.name })),
  ];
  const unknown = value && !agents.isPending && !options.some((option) => option.value === value);
  return (
    <Select
      label={t('pitches.filters.agent')}
      placeholder={t('pitches.filters.anyAgent')}
      data={unknown ? [...options, { value, label: t('pitches.filters.otherAgent') }] : options}
      value={value ?? null}
      onChange={onChange}
      disabled={agents.isPending}
      searchable
      clearable
    />
  );
}

/** A player found by the server as one types; one named in the address is read by his id. */
function PlayerFilter({
  tenantId,
  value,
  onChange,
}: {
  tenantId: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<PlayerListItem | null>(null);
  const found = usePlayerSearch(tenantId, term);
  const lookup = useChosenPlayer(value && picked?.id !== value ? value : undefined);
  const chosen = !value ? null : picked?.id === value ? picked : (lookup.data ?? null);
  return (
    <ServerSearchSelect
      label={t('pitches.filters.player')}
      placeholder={t('pitches.filters.searchPlayer')}
      found={found.data ?? []}
      chosen={chosen}
      onChoose={(player) => {
        setPicked(player);
        onChange(player?.id ?? null);
      }}
      search={search}
      onSearchChange={setSearch}
      optionLabel={(player) => playerName(player)}
      nothingFoundMessage={term.trim() && !found.isFetching ? t('pitches.filters.noPlayerFound') : undefined}
    />
  );
}
