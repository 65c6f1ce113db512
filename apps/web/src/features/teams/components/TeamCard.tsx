import { Badge, Button, Card, Group, Stack, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconTrash, IconTrophy } from '@tabler/icons-react';
import type { Team } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CardAddedLine,
  CardDeleteButton,
  CardEditButton,
  CardFooter,
  CardLine,
  type SportCardProps,
} from '../../../components/card-parts.tsx';
import { paths } from '../../../lib/paths.ts';

/** One team in the list (spec 2, Teams): name, league with its country, date, Edit and Delete. */
export function TeamCard({ team, tenantId, onDelete }: SportCardProps<Team> & { team: Team }) {
  const { t } = useTranslation();
  const headingId = useId();
  const inUseId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={headingId} lineClamp={2}>
            {team.name}
          </Title>
          {team.isBeenUsed && (
            <Badge size="xs" variant="light" color="gray" radius="sm" tt="none" flex="none">
              {t('teams.card.inUseBadge')}
            </Badge>
          )}
        </Group>
        <CardLine icon={IconTrophy} truncate>
          <VisuallyHidden>{t('teams.card.league')}: </VisuallyHidden>
          {t('teams.card.leagueWithCountry', { league: team.league.name, country: team.league.countryName })}
        </CardLine>
        <CardAddedLine createdAt={team.createdAt} text={(date) => t('teams.card.added', { date })} />
      </Stack>
      <CardFooter>
        {team.isBeenUsed && <VisuallyHidden id={inUseId}>{t('teams.card.inUse')}</VisuallyHidden>}
        {team.isBeenUsed ? (
          // Not `disabled`: a disabled button takes no focus, so keyboard users would never learn why.
          <Tooltip
            label={t('teams.card.inUse')}
            withArrow
            multiline
            w={240}
            events={{ hover: true, focus: true, touch: true }}
          >
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              data-disabled
              aria-disabled="true"
              aria-describedby={inUseId}
              onClick={(event) => event.preventDefault()}
            >
              {t('common.delete')}
              <VisuallyHidden> {team.name}</VisuallyHidden>
            </Button>
          </Tooltip>
        ) : (
          <CardDeleteButton name={team.name} onClick={() => onDelete(team)} />
        )}
        <CardEditButton to={paths.teams.team(tenantId, team.id)} name={team.name} />
      </CardFooter>
    </Card>
  );
}
