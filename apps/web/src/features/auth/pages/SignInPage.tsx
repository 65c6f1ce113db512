import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { EMPTY_TENANT_ID } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { translateKnownText } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { safeReturnUrl } from '../../../lib/return-url.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { clearCaches } from '../../../lib/session/local-data.ts';
import { useSignIn } from '../api.ts';
import { SignInForm } from '../components/SignInForm.tsx';
import { SingleSignOnLink } from '../components/SingleSignOnLink.tsx';

/** /signin and /signin/{error} (spec 2, Sign-in page). */
export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signIn.title'));
  const { error: routeError } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setToken = useAuthStore((state) => state.setToken);
  const signIn = useSignIn();

  return (
    <Paper withBorder shadow="md" p={{ base: 'lg', sm: 'xl' }} w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {t('signIn.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('signIn.subtitle')}
          </Text>
        </Stack>
        {signIn.error ? (
          <ErrorAlert title={t('signIn.failed')} error={signIn.error} />
        ) : (
          routeError && (
            <Alert color="red" variant="light" icon={<IconInfoCircle aria-hidden />}>
              <Text size="sm">{translateKnownText(routeError)}</Text>
              {searchParams.get('singleSignOn') === 'failed' && (
                <Text size="sm" mt={4}>
                  {t('messages.singleSignOnFailed')}
                </Text>
              )}
            </Alert>
          )
        )}
        <SignInForm
          submitting={signIn.isPending}
          onSubmit={(payload) =>
            signIn.mutate(payload, {
              onSuccess: ({ token }) => {
                // Issue 15: whoever signed in last on this device, their API answers cached for
                // offline use go before this session's arrive (a session can end without a logout).
                void clearCaches();
                setToken(token);
                // Spec 2: without a returnUrl, signing in opens the requirements of "my first sport" (D2).
                const target =
                  safeReturnUrl(searchParams.get('returnUrl')) ?? `/requirements/${EMPTY_TENANT_ID}`;
                navigate(target, { replace: true });
              },
            })
          }
        />
        <SingleSignOnLink />
      </Stack>
    </Paper>
  );
}
