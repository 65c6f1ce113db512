import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { configQuery } from './lib/config.ts';
import { startI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

const queryClient = createQueryClient();
// D23: the environment's features are needed by the shell; ask while the language loads.
void queryClient.prefetchQuery(configQuery);

const router = createBrowserRouter(routes);
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
