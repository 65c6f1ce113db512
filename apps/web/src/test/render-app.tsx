import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { Role } from '@transferdesk/shared';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { makeToken } from './tokens.ts';

interface RenderAppOptions {
  /** As main.tsx renders it: effects run twice on mount. */
  strictMode?: boolean;
  /** A client the test has filled beforehand (no retries, like the default). */
  queryClient?: QueryClient;
}

/**
 * The whole app — route table, guards, layouts, providers — at `path`, in memory. Tests use it to
 * check what a person sees, with `fakeApi` answering in place of the server.
 */
export function renderApp(path: string, { strictMode = false, queryClient }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client =
    queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const app = (
    <AppProviders queryClient={client} env="test">
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return {
    ...view,
    router,
    /** Path and query the app is at now. */
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

/** `renderApp(path)`, then the page's level-1 heading `name` once it has shown. */
export async function findPage(path: string, name: string) {
  renderApp(path);
  return screen.findByRole('heading', { name, level: 1 });
}

export function signInAs(roles: Role[], tenantIds: string[] = []): void {
  useAuthStore.setState({ token: makeToken({ roles, tenantIds }), signedOut: false });
}
