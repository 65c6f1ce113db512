// Mantine's global styles and the shell's components; the rest come with the lazy layouts (issue 28).
import './styles/mantine-base.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { preloadRoute, routes } from './app/routes.tsx';
import { reloadForNewVersion } from './lib/chunk-reload.ts';
import { configQuery } from './lib/config.ts';
import { startI18n } from './lib/i18n.ts';
import { captureInstallPrompt } from './lib/pwa/install-event.ts';
import { createQueryClient } from './lib/query-client.ts';

const queryClient = createQueryClient();
// D23: the environment's features are needed by the shell; ask while the language loads.
void queryClient.prefetchQuery(configQuery);

// A deploy while the tab was open: Vite could not preload a chunk. Imports outside a route's render
// (a language file) have no error page to reload them, so reload here too; the guard shared with the
// error page keeps it to one. The event is not cancelled: a cancelled import resolves to nothing, and
// the route would then fail on a missing module instead of showing that a new version is out.
window.addEventListener('vite:preloadError', () => {
  reloadForNewVersion(window.sessionStorage, () => window.location.reload());
});

// Issue 15: the browser's install offer can come before the install prompt's code is there.
captureInstallPrompt();

const router = createBrowserRouter(routes);
// Issue 28: the first page's chunks download while the language starts, the layout's and page's together.
preloadRoute(window.location.pathname);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await startI18n();
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
