import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlarm, IconBuildingStadium, IconEye } from '@tabler/icons-react';
import { ageOn, contractEndsSoon, type PlayerListItem } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CardDeleteButton,
  CardEditButton,
  CardFooter,
  CardLine,
  CardLinkButton,
} from '../../../components/card-parts.tsx';
import { EntityAvatar } from '../../../components/EntityAvatar.tsx';
import { resourceUrl } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { isErased, playerName } from '../../../lib/person-name.ts';
import { formatShortDate } from './player-format.ts';

interface PlayerCardProps {
  player: PlayerListItem;
  tenantId: string;
  /** Absent for those who may not delete (a User): the button is not shown. */
  onDelete?: ((player: PlayerListItem) => void) | undefined;
}

/**
 * One player in the list (issue 11): picture, name, positions, level, club and age, a badge when
 * the player contract ends within six months; View, Edit and, for TenantAdmins, Delete.
 */
export function PlayerCard({ player, tenantId, onDelete }: PlayerCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = playerName(player) || t('players.card.unnamed');
  const age = ageOn(player.dateOfBirth);
  const facts = [
    player.playerLevel?.name,
    age === null ? undefined : t('players.card.age', { count: age }),
  ].filter(Boolean);
  const endsSoon = contractEndsSoon(player.playerContractEndDate);

  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <EntityAvatar name={name} src={resourceUrl(player.pictureUrl)} size={56} radius="xl" />
        <Stack gap={6} miw={0} flex={1}>
          <Title order={2} size="h4" id={headingId} lineClamp={2}>
            {name}
          </Title>
          {facts.length > 0 && (
            <Text size="sm" c="dimmed">
              {facts.join(' · ')}
            </Text>
          )}
          {player.club && (
            <CardLine icon={IconBuildingStadium} lineClamp={1}>
              <VisuallyHidden>{t('players.fields.club')}: </VisuallyHidden>
              {player.club.deleted ? t('messages.deletedRecord') : player.club.name}
            </CardLine>
          )}
          {player.positionContacts.length > 0 && (
            <Group gap={4} aria-label={t('players.fields.positions')} role="list">
              {player.positionContacts.map((position) => (
                <Badge key={position.id} role="listitem" size="sm" variant="light" radius="sm" tt="none">
                  {position.name}
                </Badge>
              ))}
            </Group>
          )}
          {endsSoon && player.playerContractEndDate && (
            <Group>
              <Badge
                color="orange"
                variant="light"
                radius="sm"
                tt="none"
                leftSection={<IconAlarm size={12} aria-hidden />}
              >
                {t('players.card.contractEndsSoon', { date: formatShortDate(player.playerContractEndDate) })}
              </Badge>
            </Group>
          )}
        </Stack>
      </Group>
      <CardFooter justify={onDelete ? 'space-between' : 'flex-end'}>
        {onDelete && <CardDeleteButton name={name} compact onClick={() => onDelete(player)} />}
        <Group gap={4} justify="flex-end">
          {/* The API refuses changes to an erased player (D48). */}
          {!isErased(player) && (
            <CardEditButton
              to={paths.players.edit(tenantId, player.id)}
              name={name}
              variant="subtle"
              compact
            />
          )}
          <CardLinkButton
            to={paths.players.info(tenantId, player.id)}
            label={t('common.view')}
            name={name}
            icon={IconEye}
          />
        </Group>
      </CardFooter>
    </Card>
  );
}
