import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Role } from '@transferdesk/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { makeToken } from './tokens.ts';

/**
 * The whole app — route table, guards, layouts, providers — at `path`, in memory. Tests use it to
 * check what a person sees, with `fakeApi` answering in place of the server.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    router,
    /** Path and query the app is at now. */
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

export function signInAs(roles: Role[], tenantIds: string[] = []): void {
  useAuthStore.setState({ token: makeToken({ roles, tenantIds }), signedOut: false });
}
