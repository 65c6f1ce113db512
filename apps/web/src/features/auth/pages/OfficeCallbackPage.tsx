import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EMPTY_TENANT_ID, MESSAGES, parseTenantsClaim } from '@transferdesk/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { configQuery } from '../../../lib/config.ts';
import { HttpError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { clearCaches, clearLocalStores } from '../../../lib/session/local-data.ts';
import { decodeToken } from '../../../lib/session/token.ts';
import { useFinishSingleSignOn } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { BackToSignIn } from '../components/BackToSignIn.tsx';
import { OutcomeMessage } from '../components/OutcomeMessage.tsx';

/**
 * The server's headline (English, for the sign-in page to translate), not its `errors`: those carry
 * the provider library's technical detail, meant for the administrator's log.
 */
function reasonOf(error: unknown): string {
  const body = error instanceof HttpError ? (error.body as { error?: unknown } | undefined) : undefined;
  return typeof body?.error === 'string' ? body.error : MESSAGES.singleSignOnRefused;
}

/**
 * Spec 1, Single sign-on callback (`/office365auth?code`): the provider sends the browser here;
 * the code goes to the API for a session token. Then the first sport's requirements, or the
 * profile for a user without sports. On failure the browser's stores are cleared and the sign-in
 * page says why, and what to do: go back, log out of the provider's services, try again. Where no
 * provider is set up, nothing is sent and the page says so, without blaming a provider (issue 26,
 * item 12).
 */
export function OfficeCallbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('signIn.singleSignOnTitle'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setToken = useAuthStore((state) => state.setToken);
  const finish = useFinishSingleSignOn();
  const started = useRef(false);
  const config = useQuery(configQuery);
  // Known once the configuration has arrived; a failed configuration leaves it to the API to say.
  const configured = config.isPending ? undefined : config.data?.singleSignOn !== false;
  const [notSetUp, setNotSetUp] = useState(false);

  useEffect(() => {
    // Once: StrictMode runs effects twice, and a code can be redeemed only once.
    if (started.current || configured === undefined) return;
    started.current = true;
    if (!configured) {
      setNotSetUp(true);
      return;
    }
    const fail = (reason: string) => {
      clearLocalStores();
      sessionStorage.clear();
      navigate(`${paths.signIn}/${encodeURIComponent(reason)}?singleSignOn=failed`, { replace: true });
    };
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    if (!code || !state) {
      // The provider's own refusal (`error`, `error_description`) or a page opened by hand.
      fail(
        searchParams.get('error_description') ?? searchParams.get('error') ?? MESSAGES.singleSignOnRefused,
      );
      return;
    }
    const iss = searchParams.get('iss');
    finish.mutate(
      { code, state, ...(iss ? { iss } : {}) },
      {
        onSuccess: ({ token }) => {
          void clearCaches();
          setToken(token);
          // Like signing in with a password: the requirements of "my sport" (D2), which the guard
          // turns into the sport last worked in, else the first by name (issue 26, item 3).
          const hasSports = parseTenantsClaim(decodeToken(token).tenants).length > 0;
          navigate(hasSports ? paths.requirements.list(EMPTY_TENANT_ID) : paths.profile, { replace: true });
        },
        onError: (error) =>
          error instanceof HttpError && error.status === 404 ? setNotSetUp(true) : fail(reasonOf(error)),
      },
    );
  }, [configured, finish, navigate, searchParams, setToken]);

  if (notSetUp) {
    return (
      <AuthCard title={t('signIn.singleSignOnTitle')}>
        <OutcomeMessage kind="error" message={t('signIn.singleSignOnNotSetUp')} />
        <BackToSignIn />
      </AuthCard>
    );
  }

  return (
    <Paper withBorder shadow="md" p={{ base: 'lg', sm: 'xl' }} w="100%">
      <Stack gap="md" align="center">
        <Title order={1} fz={24}>
          {t('signIn.singleSignOnTitle')}
        </Title>
        <Loader aria-hidden />
        <Text c="dimmed" size="sm" role="status">
          {t('signIn.singleSignOnWorking')}
        </Text>
      </Stack>
    </Paper>
  );
}
