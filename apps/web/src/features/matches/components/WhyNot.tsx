import { Badge, Card, Group, List, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { Match, MatchExplanation, PlayerListItem } from '@transferdesk/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { playerName } from '../../../lib/person-name.ts';
import { useMatchExplanation, usePlayerSearch } from '../api.ts';
import { AverageRing, MarkBars, MarkReasons } from './MarkBars.tsx';
import { useReasonText } from './reason-text.ts';

const SEARCH_DEBOUNCE_MS = 300;

function optionLabel(player: PlayerListItem, unnamed: string): string {
  const name = playerName(player) || unnamed;
  return player.club && !player.club.deleted ? `${name} (${player.club.name})` : name;
}

/**
 * Issue 13: "Why not …?": pick any player of the sport and see the hard constraints (D27) that keep
 * him out of this requirement now, each with the smallest change that would let him in, and the
 * marks he gets (or would get with the changes made).
 */
export function WhyNot({ match }: { match: Match }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<PlayerListItem | null>(null);
  const found = usePlayerSearch(match.tenantId, term);
  const explanation = useMatchExplanation(match.id, chosen?.id ?? null);
  const unnamed = t('matches.card.unnamed');

  const players = found.data ?? [];
  // The chosen player stays a choice while another search runs, so the field keeps its label.
  const choices =
    chosen && !players.some((player) => player.id === chosen.id) ? [chosen, ...players] : players;

  return (
    <Card component="section" aria-labelledby={headingId} p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('matches.whyNot.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('matches.whyNot.description')}
      </Text>
      <Select
        label={t('matches.whyNot.player')}
        placeholder={t('matches.whyNot.placeholder')}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        // The server has searched already (ignoring case and accents); no second filter here.
        filter={({ options }) => options}
        data={choices.map((player) => ({ value: player.id, label: optionLabel(player, unnamed) }))}
        value={chosen?.id ?? null}
        onChange={(id) => setChosen(choices.find((player) => player.id === id) ?? null)}
        nothingFoundMessage={term.trim() && !found.isFetching ? t('matches.whyNot.nothingFound') : undefined}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={420}
      />
      {found.error && <ErrorAlert title={t('matches.whyNot.searchError')} error={found.error} />}
      {chosen && (
        <Stack mt="md" gap="sm" aria-live="polite">
          {explanation.isPending ? (
            <Loader size="sm" type="dots" aria-label={t('common.loading')} />
          ) : explanation.data ? (
            <Explanation match={match} explanation={explanation.data} />
          ) : (
            <ErrorAlert title={t('matches.whyNot.explainError')} error={explanation.error} />
          )}
        </Stack>
      )}
    </Card>
  );
}

function Explanation({ match, explanation }: { match: Match; explanation: MatchExplanation }) {
  const { t } = useTranslation();
  const say = useReasonText();
  const name = playerName(explanation.player) || t('matches.card.unnamed');
  const row = match.contactMatches.find((candidate) => candidate.contactId === explanation.player.id);
  const { broken, candidate } = explanation;
  const marksIntro =
    broken.length === 0
      ? t('matches.whyNot.fits', { name })
      : broken.every(({ change }) => change !== null)
        ? t('matches.whyNot.wouldGet', { name })
        : t('matches.whyNot.wouldGetIfFit', { name });
  return (
    <>
      <Title order={3} size="h5">
        {t('matches.whyNot.question', { name })}
      </Title>
      {row && <Text size="sm">{t('matches.whyNot.inVersion', { name, rank: row.rank })}</Text>}
      {broken.length > 0 && (
        <>
          <Text size="sm">{t('matches.whyNot.broken', { name })}</Text>
          <List size="sm" spacing={6} aria-label={t('matches.whyNot.brokenLabel', { name })}>
            {broken.map(({ constraint, reason, change }) => (
              <List.Item key={constraint}>
                <Group gap="xs" wrap="wrap" component="span">
                  <Badge color="red" variant="light" radius="sm" tt="none" component="span">
                    {t(`matches.constraints.${constraint}`)}
                  </Badge>
                  <span>{say(reason)}</span>
                </Group>
                <Text size="sm" c="dimmed" mt={2}>
                  {change ? (
                    <>
                      <Text span inherit fw={600}>
                        {t('matches.nearMisses.wouldFit')}
                      </Text>{' '}
                      {say(change)}
                    </>
                  ) : (
                    t('matches.whyNot.noChange')
                  )}
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Text size="sm">{marksIntro}</Text>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <AverageRing average={candidate.average} />
        <Stack flex={1} miw={0}>
          <MarkBars marks={candidate} />
        </Stack>
      </Group>
      <MarkReasons marks={candidate} reasons={candidate.reasons} />
    </>
  );
}
