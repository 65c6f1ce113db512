import { Anchor, Badge, Box, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStadium } from '@tabler/icons-react';
import {
  ageOn,
  type Named,
  type Player,
  playerLinkHref,
  type VideoInfo,
  withoutSeparators,
} from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGrid, type DetailItem } from '../../../components/DetailGrid.tsx';
import { DetailsHeader, DetailsSection } from '../../../components/details-parts.tsx';
import { ErasedBadge } from '../../../components/ErasedBadge.tsx';
import { RichTextView } from '../../../components/RichTextView.tsx';
import { playerName } from '../../../lib/person-name.ts';
import { ContractTabs } from './ContractTabs.tsx';
import { PlayerLink } from './PlayerLink.tsx';
import { PlayerPitches } from './PlayerPitches.tsx';
import { isHandball, positionsByCategory } from './player-form-rules.ts';
import { formatAmount, formatShortDate, MISSING } from './player-format.ts';
import { WhoClickedOnPlayer } from './WhoClickedOnPlayer.tsx';

interface PlayerDetailsProps {
  player: Player;
  /** Buttons in the header: Edit, Back to list. */
  actions?: ReactNode;
  /** Other features' sections, after the contracts (the app slots them in: agreements, documents). */
  sections?: ReactNode;
}

/**
 * The player read-only (spec 2, Players, player info): contact, priorities, exclusions, finance,
 * player information, personal, videos and contracts, then the pitches (issue 29) and who clicked.
 * Missing values show a dash.
 */
export function PlayerDetails({ player, actions, sections }: PlayerDetailsProps) {
  const { t, i18n } = useTranslation();
  const name = playerName(player) || t('players.card.unnamed');
  const yesNo = (value: boolean) => (value ? t('players.values.yes') : t('players.values.no'));
  const link = (value: string) => value && <PlayerLink href={value} />;
  const names = (items: readonly Named[]) => items.map((item) => item.name).join(', ');
  // 0 is the schema's "unknown" (spec 2, section 5 defaults).
  const measure = (value: number, unit: string) => (value > 0 ? `${value} ${unit}` : '');
  const amount = (value: number) =>
    value > 0 ? formatAmount(value, player.valuta?.name, i18n.language) : '';
  const age = ageOn(player.dateOfBirth);
  const positions = positionsByCategory(player.positionContacts);
  const positionItems: DetailItem[] = isHandball(player.tenant.name)
    ? [
        { label: t('players.fields.offensivePositions'), value: names(positions.offensive) },
        { label: t('players.fields.defensivePositions'), value: names(positions.defensive) },
        ...(positions.other.length > 0
          ? [{ label: t('players.fields.otherPositions'), value: names(positions.other) }]
          : []),
      ]
    : [{ label: t('players.fields.positions'), value: names(player.positionContacts) }];

  return (
    <Stack gap="lg">
      <DetailsHeader
        name={name}
        pictureUrl={player.pictureUrl}
        subtitle={names(player.positionContacts)}
        tenantName={player.tenant.name}
        badges={
          <>
            {player.club && (
              <Badge
                variant="light"
                color={player.club.deleted ? 'gray' : 'blue'}
                radius="sm"
                tt="none"
                leftSection={<IconBuildingStadium size={12} aria-hidden />}
              >
                {player.club.deleted ? t('messages.deletedRecord') : player.club.name}
              </Badge>
            )}
            <ErasedBadge person={player} />
          </>
        }
        actions={actions && <Group gap="sm">{actions}</Group>}
      />

      <DetailsSection id="player-contact" title={t('players.sections.contact')}>
        <DetailGrid
          emptyText={MISSING}
          items={[
            {
              label: t('players.fields.email'),
              value: player.email && (
                <Anchor href={`mailto:${player.email}`} size="sm">
                  {player.email}
                </Anchor>
              ),
            },
            { label: t('players.fields.phoneNumber'), value: player.phoneNumber },
            { label: t('players.fields.whatsapp'), value: player.whatsapp },
            { label: t('players.fields.twitter'), value: link(player.twitter) },
            { label: t('players.fields.instagram'), value: link(player.instagram) },
            { label: t('players.fields.facebook'), value: link(player.facebook) },
            { label: t('players.fields.tikTok'), value: link(player.tikTok) },
            { label: t('players.fields.eliteProspects'), value: link(player.eliteProspects) },
            { label: t('players.fields.transferMarket'), value: link(player.transferMarket) },
            { label: t('players.fields.playerCVLink'), value: link(player.playerCVLink) },
            { label: t('players.fields.agent1'), value: withoutSeparators(player.agent1) },
            { label: t('players.fields.agent2'), value: withoutSeparators(player.agent2) },
            { label: t('players.fields.accountName'), value: player.accountName },
            { label: t('players.fields.jobTitle'), value: player.jobTitle },
            { label: t('players.fields.role'), value: player.role },
          ]}
        />
      </DetailsSection>

      <DetailsSection id="player-priorities" title={t('players.sections.priorities')}>
        <DetailGrid
          emptyText={MISSING}
          items={[
            { label: t('players.fields.countries'), value: names(player.countryPriorityContacts) },
            { label: t('players.fields.leagues'), value: names(player.leaguePriorityContacts) },
            { label: t('players.fields.teams'), value: names(player.teamPriorityContacts) },
          ]}
        />
      </DetailsSection>

      <DetailsSection id="player-exclusions" title={t('players.sections.exclusions')}>
        <DetailGrid
          emptyText={MISSING}
          items={[
            { label: t('players.fields.countries'), value: names(player.countryExclusionContacts) },
            { label: t('players.fields.leagues'), value: names(player.leagueExclusionContacts) },
            { label: t('players.fields.teams'), value: names(player.teamExclusionContacts) },
          ]}
        />
      </DetailsSection>

      <DetailsSection id="player-finance" title={t('players.sections.finance')}>
        <DetailGrid
          emptyText={MISSING}
          items={[
            { label: t('players.fields.minSalaryNetto'), value: amount(player.minSalaryNetto) },
            { label: t('players.fields.minSalaryBrutto'), value: amount(player.minSalaryBrutto) },
            { label: t('players.fields.estTransfer'), value: amount(player.estTransfer) },
            { label: t('players.fields.valuta'), value: player.valuta?.name },
          ]}
        />
      </DetailsSection>

      <DetailsSection id="player-information" title={t('players.sections.player')}>
        <DetailGrid
          emptyText={MISSING}
          items={[
            { label: t('players.fields.playerLevel'), value: player.playerLevel?.name },
            { label: t('players.fields.contractStatus'), value: player.contractStatus?.name },
            ...positionItems,
            {
              label: t('players.fields.club'),
              value: player.club && (player.club.deleted ? t('messages.deletedRecord') : player.club.name),
            },
            { label: t('players.fields.mandate'), value: yesNo(player.mandate) },
            {
              label: t('players.fields.contractType'),
              value: player.contractType ? t(`players.choices.contractType.${player.contractType}`) : '',
            },
            { label: t('players.fields.pinsPriority'), value: player.pinsPriority },
            { label: t('players.fields.includeInApp'), value: yesNo(player.includeInApp) },
          ]}
        />
      </DetailsSection>

      <DetailsSection id="player-personal" title={t('players.sections.personal')}>
        <Stack gap="xl">
          <DetailGrid
            emptyText={MISSING}
            items={[
              {
                label: t('players.fields.dateOfBirth'),
                value:
                  player.dateOfBirth &&
                  t('players.detail.birthday', {
                    date: formatShortDate(player.dateOfBirth),
                    count: age ?? 0,
                  }),
              },
              { label: t('players.fields.nationality'), value: withoutSeparators(player.nationality) },
              {
                label: t('players.fields.maritalStatus'),
                value: player.maritalStatus ? t(`players.choices.maritalStatus.${player.maritalStatus}`) : '',
              },
              { label: t('players.fields.numberOfKids'), value: player.numberOfKids || '' },
              {
                label: t('players.fields.rightyLefty'),
                value: player.rightyLefty ? t(`players.choices.rightyLefty.${player.rightyLefty}`) : '',
              },
              { label: t('players.fields.height'), value: measure(player.height, 'cm') },
              { label: t('players.fields.weight'), value: measure(player.weight, 'kg') },
              { label: t('players.fields.formerClub'), value: player.formerClub },
              { label: t('players.fields.internationalLevel'), value: player.internationalLevel },
            ]}
          />
          <RichText id="player-statistics" title={t('players.fields.statistics')} html={player.statistics} />
          <RichText
            id="player-references"
            title={t('players.fields.playerReferences')}
            html={player.playerReferences}
          />
          <RichText
            id="player-description"
            title={t('players.fields.description')}
            html={player.description}
          />
        </Stack>
      </DetailsSection>

      <DetailsSection id="player-videos" title={t('players.sections.videos')}>
        <Videos videos={player.videoInfos} />
      </DetailsSection>

      <DetailsSection id="player-contracts" title={t('players.sections.contracts')}>
        <ContractTabs contracts={player.contracts} currency={player.valuta?.name} />
      </DetailsSection>

      {sections}

      <DetailsSection id="player-pitches" title={t('pitchTable.title')}>
        <PlayerPitches tenantId={player.tenantId} playerId={player.id} />
      </DetailsSection>

      <DetailsSection id="player-clicks" title={t('whoClicked.title')}>
        <WhoClickedOnPlayer tenantId={player.tenantId} playerId={player.id} />
      </DetailsSection>
    </Stack>
  );
}

function Videos({ videos }: { videos: readonly VideoInfo[] }) {
  const { t } = useTranslation();
  if (videos.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('players.detail.noVideos')}
      </Text>
    );
  }
  return (
    <List spacing="xs" listStyleType="none" p={0}>
      {videos.map((video) => (
        <List.Item key={video.id}>
          <Group gap="xs">
            {playerLinkHref(video.videoUrl) ? (
              <PlayerLink href={video.videoUrl}>{video.title}</PlayerLink>
            ) : (
              <Text size="sm">{video.title || MISSING}</Text>
            )}
            {video.isPrimary && (
              <Badge size="sm" variant="light" color="teal" radius="sm" tt="none">
                {t('players.videos.primary')}
              </Badge>
            )}
            {video.isFullMatch && (
              <Badge size="sm" variant="light" color="grape" radius="sm" tt="none">
                {t('players.videos.fullMatch')}
              </Badge>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** Stored HTML, sanitised by the API to the editor's elements (like news posts). */
function RichText({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {html ? <RichTextView html={html} /> : <Text size="sm">{MISSING}</Text>}
    </Box>
  );
}
