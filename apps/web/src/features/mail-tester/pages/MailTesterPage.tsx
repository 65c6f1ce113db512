import { Alert, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { useSendTestMail } from '../api.ts';
import classes from './MailTesterPage.module.css';

/** mailtester (spec 2, D30): a card that sends the signed-in user a test e-mail, and what came of it. */
export function MailTesterPage() {
  const { t } = useTranslation();
  usePageTitle(t('mailTester.title'));
  const { data: user, isPending } = useCurrentUser();
  const send = useSendTestMail();
  // The card and the confirmation name the address; the shell has usually loaded it already.
  if (isPending) return <PageSpinner />;
  const email = user?.email ?? '';

  return (
    <>
      <PageHeader title={t('mailTester.title')} description={t('mailTester.description')} />
      <Stack gap="lg" maw={560}>
        <Card
          component="button"
          type="button"
          className={classes.card}
          onClick={() => send.mutate()}
          disabled={send.isPending}
          aria-busy={send.isPending}
          p="lg"
        >
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="md" variant="light">
              {send.isPending ? (
                <Loader size={22} aria-label={t('mailTester.sending')} />
              ) : (
                <IconMailForward size={26} stroke={1.6} aria-hidden />
              )}
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              <Title order={2} size="h4" component="span">
                {t('mailTester.send')}
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {send.isPending ? t('mailTester.sending') : t('mailTester.sendHint', { email })}
              </Text>
            </Stack>
          </Group>
        </Card>
        <div aria-live="polite">
          {send.isSuccess && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck aria-hidden />}
              title={t('mailTester.sentTitle')}
            >
              {t('mailTester.sent', { email })}
            </Alert>
          )}
          {send.isError && <ErrorAlert title={t('mailTester.failed')} error={send.error} />}
        </div>
      </Stack>
    </>
  );
}
