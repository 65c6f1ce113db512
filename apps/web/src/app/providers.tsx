import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions so tests see the final state at once. */
  env?: 'default' | 'test';
}

/**
 * What every page relies on: the theme and server state. Dialogs and notifications belong to the
 * signed-in pages and come with their layout (SignedInProviders), outside the first download.
 */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
