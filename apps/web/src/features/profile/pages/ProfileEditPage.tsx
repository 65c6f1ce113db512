import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useUser } from '../api.ts';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';

/** /profile/edit: basic information and password (spec 2); the user is the token's subject. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.edit.title'));
  const userId = useSession().claims?.sub || undefined;
  const user = useUser(userId);

  let content: React.ReactNode;
  if (!userId) {
    // Spec 8: saving without a user id.
    content = (
      <Alert
        color="red"
        variant="light"
        title={t('messages.profileSave')}
        icon={<IconAlertCircle aria-hidden />}
      >
        {t('messages.noUserId')}
      </Alert>
    );
  } else if (user.isPending) {
    content = <PageSpinner />;
  } else if (!user.data) {
    content = <ErrorAlert title={t('profile.loadError')} error={user.error} />;
  } else {
    content = (
      <>
        <ProfileForm key={user.data.id} user={user.data} />
        <ChangePasswordForm />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('profile.edit.title')} />
      {content}
    </>
  );
}
