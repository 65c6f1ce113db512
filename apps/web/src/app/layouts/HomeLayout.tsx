import { AppShell, Box, Container } from '@mantine/core';
import { useHotkeys, useWindowScroll } from '@mantine/hooks';
import { HEADER_ACTIVE_SCROLL_PX } from '@transferdesk/shared';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { AppFooter } from '../shell/AppFooter.tsx';
import { AppHeader } from '../shell/AppHeader.tsx';
import { Sidebar } from '../shell/Sidebar.tsx';
import classes from './HomeLayout.module.css';
import { SignedInProviders } from './SignedInProviders.tsx';

/** D11: every signed-in page but the read-only details — header, menu, page, footer. */
export function HomeLayout() {
  const { t } = useTranslation();
  const navbarId = useId();
  const [scroll] = useWindowScroll();
  const isMenuOpened = useInterfaceStore((state) => state.isMenuOpened);
  const isMenuExpanded = useInterfaceStore((state) => state.isMenuExpanded);
  const closeMenu = useInterfaceStore((state) => state.closeMenu);
  const headerActive = scroll.y > HEADER_ACTIVE_SCROLL_PX;
  useHotkeys([['Escape', () => isMenuOpened && closeMenu()]], []);

  return (
    <SignedInProviders>
      <AppShell
        header={{ height: 64 }}
        navbar={{
          width: 280,
          // 'sm' is Mantine's 48em = 768 px, the spec's menu breakpoint.
          breakpoint: 'sm',
          collapsed: { mobile: !isMenuOpened, desktop: !isMenuExpanded },
        }}
        padding={{ base: 'md', sm: 'xl' }}
        transitionDuration={200}
      >
        <AppShell.Header
          className={`${classes.header}${headerActive ? ' header--active' : ''}`}
          data-active={headerActive || undefined}
        >
          <AppHeader navbarId={navbarId} />
        </AppShell.Header>
        <AppShell.Navbar id={navbarId} aria-label={t('shell.mainNavigation')} className={classes.navbar}>
          <Sidebar />
        </AppShell.Navbar>
        {isMenuOpened && <Box hiddenFrom="sm" className={classes.scrim} onClick={closeMenu} aria-hidden />}
        <AppShell.Main className={classes.main}>
          <Container size="lg" px={0}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </Container>
        </AppShell.Main>
        <AppFooter className={classes.footer} />
      </AppShell>
    </SignedInProviders>
  );
}
