import { Accordion, Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { NearMissPreview } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityAvatar } from '../../../components/EntityAvatar.tsx';
import { resourceUrl } from '../../../lib/http.ts';
import { playerName } from '../../../lib/person-name.ts';
import { AverageRing, MarkBars, MarkReasons } from './MarkBars.tsx';
import { PlayerNameLink } from './PlayerNameLink.tsx';
import { useReasonText } from './reason-text.ts';

/**
 * Near misses: the best players left out by one constraint that could change, each with that
 * constraint's reason, the smallest change that would let him in, and the marks he would then get.
 */
export function NearMisses({ nearMisses }: { nearMisses: readonly NearMissPreview[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (nearMisses.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={headingId} p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('matches.nearMisses.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('matches.nearMisses.description')}
      </Text>
      <Stack gap="md">
        {nearMisses.map((miss) => (
          <NearMissCard key={miss.player.id} miss={miss} />
        ))}
      </Stack>
    </Card>
  );
}

function NearMissCard({ miss }: { miss: NearMissPreview }) {
  const { t } = useTranslation();
  const say = useReasonText();
  const headingId = useId();
  const { player, broken, change, candidate } = miss;
  const name = playerName(player) || t('matches.card.unnamed');
  const club = player.club ? (player.club.deleted ? t('messages.deletedRecord') : player.club.name) : '';

  return (
    <Card component="article" aria-labelledby={headingId} withBorder>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <EntityAvatar name={name} src={resourceUrl(player.pictureUrl)} size={48} radius="xl" />
        <Stack gap={4} miw={0} flex={1}>
          <Title order={3} size="h5" id={headingId} lineClamp={2}>
            <PlayerNameLink player={player} name={name} />
          </Title>
          {(club || player.positions.length > 0) && (
            <Text size="sm" c="dimmed">
              {[club, player.positions.map((position) => position.name).join(', ')]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
      <Stack gap="sm" mt="md">
        <Group gap="xs" wrap="wrap" aria-label={t('matches.nearMisses.brokenLabel', { name })} role="group">
          <Badge color="red" variant="light" radius="sm" tt="none">
            {t(`matches.constraints.${broken.constraint}`)}
          </Badge>
          <Text size="sm">{say(broken.reason)}</Text>
        </Group>
        <Text size="sm">
          <Text span inherit fw={600}>
            {t('matches.nearMisses.wouldFit')}
          </Text>{' '}
          {say(change)}
        </Text>
        <Group
          align="flex-start"
          gap="lg"
          wrap="nowrap"
          role="group"
          aria-label={t('matches.nearMisses.marksLabel', { name })}
        >
          <AverageRing average={candidate.average} />
          <Stack flex={1} miw={0}>
            <MarkBars marks={candidate} />
          </Stack>
        </Group>
        <Accordion variant="contained" radius="md">
          <Accordion.Item value="reasons">
            <Accordion.Control>
              {t('matches.card.reasons')}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Accordion.Control>
            <Accordion.Panel>
              <MarkReasons marks={candidate} reasons={candidate.reasons} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Card>
  );
}
