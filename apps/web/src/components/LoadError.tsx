import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../lib/http.ts';
import { useOnline } from '../lib/pwa/online-status.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { StatusMessage } from './StatusMessage.tsx';

/**
 * Offline, a read that got no answer at all (not an HttpError) is a page this device has not kept:
 * the service worker answers only what was seen online before.
 */
function notKeptOffline(error: unknown, online: boolean): boolean {
  return !online && error !== null && error !== undefined && !(error instanceof HttpError);
}

/** Issue 26, item 6: in place of a whole page (an entity's, a sport's), under the intact menu. */
export function NotOpenedOffline() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      code={<IconCloudOff size={88} stroke={1.5} />}
      title={t('pwa.notOpened.title')}
      description={t('pwa.notOpened.description')}
      homeLabel={t('common.backToHome')}
    />
  );
}

interface LoadErrorProps {
  /** What could not be loaded, e.g. "Could not load the clubs". */
  title: string;
  error: unknown;
  /** `page`: the page has nothing else to show (an entity's); `inline`: under the page's own header. */
  variant?: 'page' | 'inline';
}

/**
 * A page's main read failed: the server's reason (spec 8), or offline, that this page has not been
 * opened on this device yet (issue 26, item 6) instead of the generic error.
 */
export function LoadError({ title, error, variant = 'inline' }: LoadErrorProps) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!notKeptOffline(error, online)) return <ErrorAlert title={title} error={error} />;
  if (variant === 'page') return <NotOpenedOffline />;
  return (
    <Alert color="gray" variant="light" title={t('pwa.notOpened.title')} icon={<IconCloudOff aria-hidden />}>
      {t('pwa.notOpened.description')}
    </Alert>
  );
}
