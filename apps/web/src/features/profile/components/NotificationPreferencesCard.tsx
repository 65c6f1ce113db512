import { Card, Loader, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LOCALES, type NotificationPreferences } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { isLocale, LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api.ts';

/**
 * Issue 30 (D46): the morning digest of reminders, on or off, and the language of the e-mails sent
 * to the user. Each change is saved at once; while it is on its way the control shows it, and
 * should the server refuse, the control goes back and says why.
 */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const digestHintId = useId();
  // A change on its way shows at once; a second one builds on it.
  const shown = save.isPending ? save.variables : preferences.data;
  const change = (next: Partial<NotificationPreferences>) => {
    if (!shown) return;
    save.mutate(
      { ...shown, ...next },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('notificationPreferences.saved') }),
      },
    );
  };

  let content: React.ReactNode;
  if (shown) {
    content = (
      <>
        <Stack gap={4}>
          {/* The hint outside the switch's label, which would otherwise take it into the switch's name. */}
          <Switch
            label={t('notificationPreferences.digest')}
            aria-describedby={digestHintId}
            checked={shown.reminderDigest}
            onChange={(event) => change({ reminderDigest: event.currentTarget.checked })}
          />
          <Text
            id={digestHintId}
            size="xs"
            c="dimmed"
            pl={{ base: 0, xs: 'calc(2.75rem + var(--mantine-spacing-sm))' }}
          >
            {t('notificationPreferences.digestHint')}
          </Text>
        </Stack>
        <NativeSelect
          label={t('notificationPreferences.locale')}
          description={t('notificationPreferences.localeHint')}
          value={shown.locale}
          onChange={(event) => {
            const locale = event.currentTarget.value;
            if (isLocale(locale)) change({ locale });
          }}
          data={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
          maw={280}
        />
      </>
    );
  } else if (preferences.isPending) {
    content = <Loader size="sm" aria-label={t('common.loading')} />;
  } else {
    content = <ErrorAlert title={t('notificationPreferences.loadError')} error={preferences.error} />;
  }

  return (
    <Card p={{ base: 'lg', sm: 'xl' }} mt="xl" maw={720}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('notificationPreferences.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('notificationPreferences.description')}
          </Text>
        </Stack>
        {content}
        {save.isError && <ErrorAlert title={t('notificationPreferences.saveFailed')} error={save.error} />}
      </Stack>
    </Card>
  );
}
