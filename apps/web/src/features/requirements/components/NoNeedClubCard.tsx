import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconMapPin, IconShirtSport } from '@tabler/icons-react';
import type { NoNeedClub } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityAvatar } from '../../../components/EntityAvatar.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { resourceUrl } from '../../../lib/http.ts';
import { htmlText } from './requirement-format.ts';

/** One club that registered no need (D26): logo, name, team and league, country, when, and why. */
export function NoNeedClubCard({ club }: { club: NoNeedClub }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const team = club.team
    ? club.league
      ? t('noNeed.card.teamInLeague', { team: club.team.name, league: club.league.name })
      : club.team.name
    : '';
  const description = htmlText(club.description);
  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <EntityAvatar name={club.name} src={resourceUrl(club.logoUrl)} size={48} />
        <Stack gap={6} miw={0} flex={1}>
          <Title order={2} size="h4" id={headingId} lineClamp={2}>
            {club.name}
          </Title>
          {team && (
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconShirtSport size={15} aria-hidden />
              <Text size="sm" lineClamp={1}>
                {team}
              </Text>
            </Group>
          )}
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconMapPin size={15} aria-hidden />
            <Text size="sm">{club.countryName || t('noNeed.card.noCountry')}</Text>
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconBan size={15} aria-hidden />
            <Text size="sm">
              {t('noNeed.card.registered', { date: formatLongDate(club.createdAt, i18n.language) })}
            </Text>
          </Group>
          {description && (
            <Text size="sm" lineClamp={2}>
              {description}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
