import { AppShell, Divider, NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconClockPlay,
  IconDatabaseExport,
  IconHistory,
  IconHome,
  IconLogout,
  IconNews,
  IconTrophy,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CrmSyncItem } from '../../features/crm-sync/components/CrmSyncItem.tsx';
import { useEnvironmentFeatures } from '../../lib/config.ts';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import { useCurrentUser } from '../../lib/session/current-user.ts';
import { useLogout } from '../../lib/session/logout.ts';
import { useStopImpersonating } from '../../lib/session/stop-impersonating.ts';
import classes from './Sidebar.module.css';
import { SidebarTenants } from './SidebarTenants.tsx';
import { SidebarUserCard } from './SidebarUserCard.tsx';
import { showsTenantAccordions } from './sidebar-links.ts';

/** Room kept above and below the active link when the menu scrolls to it. */
const REVEAL_MARGIN_PX = 8;

/**
 * Scrolls the menu (and only the menu) just enough to show its active link, which on a short screen
 * can sit below the fold of an admin's sports (issue 26, item 20).
 */
function revealActiveLink(viewport: HTMLElement | null): void {
  // The link, not the open accordion item around it (which Mantine also marks data-active).
  const active = viewport?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!viewport || !active) return;
  const view = viewport.getBoundingClientRect();
  const item = active.getBoundingClientRect();
  if (item.top < view.top) viewport.scrollTop -= view.top - item.top + REVEAL_MARGIN_PX;
  else if (item.bottom > view.bottom) viewport.scrollTop += item.bottom - view.bottom + REVEAL_MARGIN_PX;
}

/** The main menu (spec 2 Sidebar, spec 6 visibility). */
export function Sidebar() {
  const { t } = useTranslation();
  const session = useSession();
  const environmentHas = useEnvironmentFeatures();
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  const stopImpersonating = useStopImpersonating();
  const closeMenu = useInterfaceStore((state) => state.closeMenu);
  const { pathname } = useLocation();
  const isActive = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const viewportRef = useRef<HTMLDivElement>(null);
  const revealActive = useCallback(() => revealActiveLink(viewportRef.current), []);

  // A new page, or the sports arriving: once laid out, show its link (an opening sport's links
  // are shown when they have finished opening, through onOpened).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page moves the active link, so the address is the trigger.
  useEffect(() => {
    if (isPending) return;
    const frame = requestAnimationFrame(revealActive);
    return () => cancelAnimationFrame(frame);
  }, [pathname, isPending, revealActive]);

  const links = [
    { to: '/home', label: t('nav.home'), Icon: IconHome, shown: true },
    { to: '/tenants', label: t('nav.sports'), Icon: IconTrophy, shown: session.isSuperadmin },
    { to: paths.users.list, label: t('nav.users'), Icon: IconUsers, shown: session.isAnyAdmin },
    { to: paths.news.list, label: t('nav.news'), Icon: IconNews, shown: environmentHas('news') },
    { to: paths.jobs, label: t('nav.jobs'), Icon: IconClockPlay, shown: session.isSuperadmin },
    { to: paths.backups, label: t('nav.backups'), Icon: IconDatabaseExport, shown: session.isSuperadmin },
    // D47: every sport's audit trail; a TenantAdmin finds his sport's in its accordion.
    { to: paths.audit(), label: t('nav.audit'), Icon: IconHistory, shown: session.isSuperadmin },
  ];

  return (
    <>
      <AppShell.Section p="md" pb="sm">
        <SidebarUserCard onNavigate={closeMenu} />
      </AppShell.Section>
      <Divider mx="md" />
      <AppShell.Section grow component={ScrollArea} viewportRef={viewportRef} px="sm" py="md">
        <Stack gap={2}>
          {links
            .filter((link) => link.shown)
            .map(({ to, label, Icon }) => (
              <NavLink
                key={to}
                component={Link}
                to={to}
                onClick={closeMenu}
                label={label}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                active={isActive(to)}
                aria-current={isActive(to) ? 'page' : undefined}
                className={classes.link}
              />
            ))}
          {/* Spec 6: the CRM sync is the Superadmin's, with the environment's sport feature (D32). */}
          {session.isSuperadmin && environmentHas('sport') && <CrmSyncItem className={classes.link} />}
        </Stack>
        {showsTenantAccordions(session) && (
          <>
            <Text className={classes.groupLabel}>{t('nav.mySports')}</Text>
            {isPending ? (
              <Stack gap="xs" px="xs">
                <Skeleton h={36} />
                <Skeleton h={36} />
              </Stack>
            ) : (
              <SidebarTenants tenants={user?.tenants ?? []} onNavigate={closeMenu} onOpened={revealActive} />
            )}
          </>
        )}
      </AppShell.Section>
      <AppShell.Section p="sm" className={classes.footer}>
        {/* Spec 2: while impersonating, Logout gives way to Stop impersonating. */}
        {session.isImpersonating ? (
          <NavLink
            component="button"
            type="button"
            onClick={() => stopImpersonating.mutate()}
            disabled={stopImpersonating.isPending}
            label={t('nav.stopImpersonating')}
            leftSection={<IconUserOff size={20} stroke={1.6} aria-hidden />}
            className={classes.link}
          />
        ) : (
          <NavLink
            component="button"
            type="button"
            onClick={() => void logout()}
            label={t('nav.logout')}
            leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
            className={classes.link}
          />
        )}
      </AppShell.Section>
    </>
  );
}
