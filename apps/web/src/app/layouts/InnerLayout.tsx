import { ActionIcon, Box, Container, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { paths } from '../../lib/paths.ts';
import { AppFooter } from '../shell/AppFooter.tsx';
import { Logo } from '../shell/Logo.tsx';
import classes from './InnerLayout.module.css';

/** D11: read-only pages (and the status pages) — a back button, the logo and a way home. */
export function InnerLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has nowhere to go back to inside the app; go home instead.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));

  return (
    <Box className={classes.root}>
      <Group
        component="header"
        className={classes.header}
        h={64}
        px="md"
        justify="space-between"
        wrap="nowrap"
      >
        <Group gap="sm" wrap="nowrap">
          <Tooltip label={t('shell.back')} openDelay={400}>
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={goBack} aria-label={t('shell.back')}>
              <IconArrowLeft size={22} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <UnstyledButton component={Link} to={paths.home} aria-label={t('shell.homeLink')}>
            <Logo />
          </UnstyledButton>
        </Group>
        <Tooltip label={t('shell.home')} openDelay={400}>
          <ActionIcon
            component={Link}
            to={paths.home}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('shell.home')}
          >
            <IconHome size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Container component="main" size="lg" py="xl" className={classes.main}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
      <AppFooter className={classes.footer} />
    </Box>
  );
}
