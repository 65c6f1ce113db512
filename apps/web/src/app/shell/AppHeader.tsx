import { ActionIcon, Badge, Burger, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconEye, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import { useCurrentUser } from '../../lib/session/current-user.ts';
import { Logo } from './Logo.tsx';
import { useRouteTenantId } from './use-route-tenant.ts';

/** Spec 2, home layout header: the menu toggle, the logo, the notifications (issue 29) and the user card. */
export function AppHeader({ navbarId }: { navbarId: string }) {
  const { t } = useTranslation();
  const { claims, tenantIds, isImpersonating } = useSession();
  const { data: user } = useCurrentUser();
  const { isMenuOpened, isMenuExpanded, toggleMenu, toggleMenuExpanded } = useInterfaceStore();
  const routeTenantId = useRouteTenantId(tenantIds);
  const name = user?.displayName ?? claims?.name ?? '';
  const imagePath = user ? user.imagePath : claims?.image;
  const expandLabel = isMenuExpanded ? t('shell.collapseMenu') : t('shell.expandMenu');

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {/* Below 768 px the menu slides over the page; above it, it can be folded away. */}
        <Burger
          hiddenFrom="sm"
          size="sm"
          opened={isMenuOpened}
          onClick={() => toggleMenu(routeTenantId)}
          aria-label={isMenuOpened ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={isMenuOpened}
          aria-controls={navbarId}
        />
        <Tooltip label={expandLabel} openDelay={400}>
          <ActionIcon
            visibleFrom="sm"
            variant="subtle"
            color="gray"
            size="lg"
            onClick={toggleMenuExpanded}
            aria-label={expandLabel}
            aria-expanded={isMenuExpanded}
            aria-controls={navbarId}
          >
            {isMenuExpanded ? (
              <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftExpand size={22} stroke={1.6} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
        <UnstyledButton component={Link} to={paths.home} aria-label={t('shell.homeLink')}>
          <Logo />
        </UnstyledButton>
      </Group>
      <Group gap="sm" wrap="nowrap" miw={0}>
        {isImpersonating && (
          <Badge
            color="orange"
            variant="light"
            size="lg"
            radius="sm"
            tt="none"
            fw={600}
            leftSection={<IconEye size={16} aria-hidden />}
            maw={{ base: 150, xs: 260 }}
          >
            {t('shell.viewingAs', { name })}
          </Badge>
        )}
        <NotificationBell />
        <UnstyledButton component={Link} to={paths.profile} aria-label={t('shell.yourProfile', { name })}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} visibleFrom="xs" truncate="end" maw={220}>
              {name}
            </Text>
            <UserAvatar name={name} imagePath={imagePath} size="small" decorative />
          </Group>
        </UnstyledButton>
      </Group>
    </Group>
  );
}
