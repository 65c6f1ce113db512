import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import cover from '../../../assets/profile-cover.svg';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import classes from './ProfileHeader.module.css';

const COVER_GRADIENT = 'linear-gradient(120deg, #1c3d8f 0%, #2f6fd6 55%, #36b3a8 100%)';

interface ProfileHeaderProps {
  name: string;
  email: string;
  imagePath: string | null | undefined;
  roles: readonly string[];
  actions: ReactNode;
}

/** Spec 2, Profile: the cover (a bundled background), the picture, the name and the page's actions. */
export function ProfileHeader({ name, email, imagePath, roles, actions }: ProfileHeaderProps) {
  const { t } = useTranslation();
  return (
    <Card p={0} className={classes.card}>
      <Box
        className={classes.cover}
        style={{ backgroundImage: `url("${cover}"), ${COVER_GRADIENT}` }}
        aria-hidden
      />
      <Group className={classes.body} gap="lg" align="flex-end" wrap="wrap">
        <Box className={classes.avatar}>
          <Box visibleFrom="sm">
            <UserAvatar name={name} imagePath={imagePath} size="large" />
          </Box>
          <Box hiddenFrom="sm">
            <UserAvatar name={name} imagePath={imagePath} size="medium" />
          </Box>
        </Box>
        <Stack gap={4} miw={0} flex={1} pb={4}>
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {name}
          </Title>
          <Text size="sm" c="dimmed" truncate="end">
            {email}
          </Text>
          <Group gap={6} mt={4}>
            {roles.map((role) => (
              <Badge key={role} variant="light">
                {t(`roles.${role}` as 'roles.User')}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Group gap="sm" pb={4}>
          {actions}
        </Group>
      </Group>
    </Card>
  );
}
