import {
  Accordion,
  Badge,
  Card,
  Group,
  Stack,
  Switch,
  Title,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import { ageOn, type ContactMatch, withoutSeparators } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGrid } from '../../../components/DetailGrid.tsx';
import { EntityAvatar } from '../../../components/EntityAvatar.tsx';
import { PitchStageBadge } from '../../../components/PitchStageBadge.tsx';
import { resourceUrl } from '../../../lib/http.ts';
import { playerName } from '../../../lib/person-name.ts';
import { AverageRing, MarkBars, MarkReasons } from './MarkBars.tsx';
import { formatAmount, MISSING } from './match-format.ts';
import { PlayerNameLink } from './PlayerNameLink.tsx';

interface CandidateCardProps {
  row: ContactMatch;
  /** Chosen to be sent (always for a row already sent). */
  checked: boolean;
  /** A row already sent, or a version that can no longer be sent. */
  disabled: boolean;
  onToggle: (contactId: string) => void;
}

/**
 * One ranked candidate (spec 2, Matches; issue 13): the player's preview, the four marks and the
 * average, the reasons on demand, and the switch that chooses him for sending.
 */
export function CandidateCard({ row, checked, disabled, onToggle }: CandidateCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const player = row.contact;
  const name = playerName(player) || t('matches.card.unnamed');
  const age = ageOn(player.dateOfBirth);
  const currency = player.valuta?.name;
  const amount = (value: number) => formatAmount(value, currency, i18n.language);
  const club = player.club ? (player.club.deleted ? t('messages.deletedRecord') : player.club.name) : '';
  // On a phone the column between photo and average is too narrow for "Sent by e-mail" or a long
  // position: they get the card's full width below (issue 26, item 19). Read at once, no jump.
  const tagsBelow = useMatches({ base: true, sm: false }, { getInitialValueInEffect: false });
  // Issue 29: where his pitch to the requirement's contact stands (sent from here, or a link copied).
  const pitchStage = row.pitchStage ?? null;
  const hasStatus = player.mandate || row.hasBeenSent || pitchStage !== null;
  const status = (
    <>
      {player.mandate && (
        <Badge color="grape" variant="light" radius="sm" tt="none">
          {t('matches.card.mandate')}
        </Badge>
      )}
      {row.hasBeenSent && (
        <Badge color="teal" variant="light" radius="sm" tt="none">
          {row.isForEmail ? t('matches.card.sentByEmail') : t('matches.card.sentAsLink')}
        </Badge>
      )}
      {pitchStage && <PitchStageBadge stage={pitchStage} />}
    </>
  );
  const positions = player.positions.length > 0 && (
    <Group gap={4} aria-label={t('matches.fields.positions')} role="list">
      {player.positions.map((position) => (
        <Badge key={position.id} role="listitem" size="sm" variant="light" radius="sm" tt="none">
          {position.name}
        </Badge>
      ))}
    </Group>
  );

  return (
    <Card component="article" aria-labelledby={headingId} withBorder>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <EntityAvatar name={name} src={resourceUrl(player.pictureUrl)} size={64} radius="xl" />
        <Stack gap={6} miw={0} flex={1}>
          <Group gap="xs" wrap="wrap">
            <Badge
              variant="filled"
              radius="sm"
              tt="none"
              aria-label={t('matches.card.rankLabel', { rank: row.rank })}
            >
              #{row.rank}
            </Badge>
            <Title order={3} size="h4" id={headingId} lineClamp={2}>
              <PlayerNameLink player={player} name={name} />
            </Title>
            {!tagsBelow && status}
          </Group>
          {!tagsBelow && positions}
        </Stack>
        <AverageRing average={row.average} />
      </Group>
      {tagsBelow && (hasStatus || positions) && (
        <Stack gap={6} mt="sm">
          {hasStatus && <Group gap="xs">{status}</Group>}
          {positions}
        </Stack>
      )}

      <Stack gap="md" mt="md">
        <DetailGrid
          emptyText={MISSING}
          items={[
            { label: t('matches.fields.playerLevel'), value: player.playerLevel?.name ?? '' },
            { label: t('matches.fields.club'), value: club },
            {
              label: t('matches.fields.age'),
              value: age === null ? '' : t('matches.card.age', { count: age }),
            },
            { label: t('matches.fields.nationality'), value: withoutSeparators(player.nationality) },
            {
              label: t('matches.fields.footing'),
              value: player.rightyLefty ? t(`matches.footing.${player.rightyLefty}`) : '',
            },
            { label: t('matches.fields.height'), value: player.height ? `${player.height} cm` : '' },
            { label: t('matches.fields.weight'), value: player.weight ? `${player.weight} kg` : '' },
            { label: t('matches.fields.minSalaryNetto'), value: amount(player.minSalaryNetto) },
            { label: t('matches.fields.minSalaryBrutto'), value: amount(player.minSalaryBrutto) },
            { label: t('matches.fields.estTransfer'), value: amount(player.estTransfer) },
          ]}
        />
        <MarkBars marks={row} />
        <Accordion variant="contained" radius="md">
          <Accordion.Item value="reasons">
            <Accordion.Control>
              {t('matches.card.reasons')}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Accordion.Control>
            <Accordion.Panel>
              <MarkReasons marks={row} reasons={row.reasons} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Group justify="flex-end">
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={() => onToggle(row.contactId)}
            label={
              <>
                {t('matches.card.choose')}
                <VisuallyHidden> {name}</VisuallyHidden>
              </>
            }
          />
        </Group>
      </Stack>
    </Card>
  );
}
