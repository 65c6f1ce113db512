import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import { useCurrentUser } from '../../lib/session/current-user.ts';
import classes from './Sidebar.module.css';

/** Spec 2: who is signed in — name, e-mail, roles and picture; opens the profile. */
export function SidebarUserCard({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { claims, roles } = useSession();
  const { data: user } = useCurrentUser();
  // The token already names the user; the profile call adds nothing the card needs to wait for.
  const name = user?.displayName ?? claims?.name ?? '';
  const email = user?.email ?? claims?.email ?? '';
  const imagePath = user ? user.imagePath : claims?.image;
  return (
    <UnstyledButton component={Link} to={paths.profile} onClick={onNavigate} className={classes.userCard}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UserAvatar name={name} imagePath={imagePath} size="small" decorative />
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {email}
          </Text>
          <Group gap={4} mt={4}>
            {roles.map((role) => (
              <Badge key={role} size="xs" variant="light" radius="sm">
                {t(`roles.${role}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
