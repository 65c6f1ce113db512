import { Box, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx';
import { Logo } from '../shell/Logo.tsx';
import classes from './AuthLayout.module.css';

/** D11: sign-in and account pages — plain and centred. */
export function AuthLayout() {
  return (
    <Box component="main" className={classes.root}>
      <Stack align="center" gap="xl" w="100%" maw={440}>
        <Logo size={40} />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
        <LanguageSwitch />
      </Stack>
    </Box>
  );
}
