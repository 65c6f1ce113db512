import { Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { isChunkLoadError, reloadForNewVersion } from '../lib/chunk-reload.ts';
import { usePageTitle } from '../lib/page-title.ts';

const reloadPage = () => window.location.reload();

/**
 * What a route shows when rendering it failed, in place of React Router's developer screen: the
 * generic error text of spec 1 section 8 and a Reload button. A code chunk that did not load (a
 * deploy while the tab was open) reloads the page once by itself.
 *
 * The root route uses it too, outside the signed-in providers: it needs only the theme (AppProviders
 * wraps the router) and i18next (started before the first render), nothing a layout brings.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkMissing = isChunkLoadError(error);
  usePageTitle(t('routeError.title'));

  // React Router has already logged the error to the console, in production too.
  useEffect(() => {
    if (chunkMissing) reloadForNewVersion(window.sessionStorage, reloadPage);
  }, [chunkMissing]);

  return (
    <StatusMessage
      code={<IconAlertTriangle size={88} stroke={1.5} />}
      title={t('routeError.title')}
      description={
        <Stack gap="xs">
          <span>{t('messages.genericError')}</span>
          {chunkMissing && <span>{t('routeError.newVersion')}</span>}
        </Stack>
      }
      homeLabel={t('common.backToHome')}
      actions={
        <Button onClick={reloadPage} leftSection={<IconRefresh size={16} aria-hidden />}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
