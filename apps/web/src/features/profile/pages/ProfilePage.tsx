import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconEdit, IconMailForward, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityAvatar } from '../../../components/EntityAvatar.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { resourceUrl } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { useUser } from '../api.ts';
import { ImpersonateDialog } from '../components/ImpersonateDialog.tsx';
import { NotificationPreferencesCard } from '../components/NotificationPreferencesCard.tsx';
import { ProfileDetails } from '../components/ProfileDetails.tsx';
import { ProfileHeader } from '../components/ProfileHeader.tsx';

/** /profile: who is signed in, their details, roles and sports (spec 2, Profile), and their e-mails (issue 30). */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const session = useSession();
  const { data: user, isPending, error } = useCurrentUser();
  // The details beyond name and e-mail; the page does not wait for them.
  const { data: details } = useUser(session.claims?.sub);
  const [impersonating, setImpersonating] = useState(false);

  if (isPending) return <PageSpinner />;
  if (!user) return <ErrorAlert title={t('profile.loadError')} error={error} />;

  return (
    <>
      <PageHeader title={t('profile.title')} />
      <ProfileHeader
        name={details?.displayName ?? user.displayName}
        email={details?.email ?? user.email}
        imagePath={details ? details.imagePath : user.imagePath}
        roles={user.roles}
        actions={
          <>
            {session.isSuperadmin && (
              <Button
                variant="default"
                leftSection={<IconUserSearch size={18} aria-hidden />}
                onClick={() => setImpersonating(true)}
              >
                {t('profile.impersonate.open')}
              </Button>
            )}
            {/* D30: the mail tester is for anyone signed in; the sidebar has no place for tools. */}
            <Button
              component={Link}
              to={paths.mailTester}
              variant="default"
              leftSection={<IconMailForward size={18} aria-hidden />}
            >
              {t('mailTester.open')}
            </Button>
            <Button component={Link} to={paths.profileEdit} leftSection={<IconEdit size={18} aria-hidden />}>
              {t('profile.edit.open')}
            </Button>
          </>
        }
      />
      <ProfileDetails
        email={details?.email ?? user.email}
        phoneNumber={details?.phoneNumber}
        title={details?.title}
        location={details?.location}
        birthday={details?.birthday}
        roles={user.roles}
      />
      <Title order={2} size="h4" mt="xl" mb="sm">
        {t('profile.sports')}
      </Title>
      {user.tenants.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('profile.noSports')}
        </Text>
      ) : (
        <Group gap="sm">
          {user.tenants.map((tenant) => (
            <Badge
              key={tenant.id}
              size="lg"
              variant="default"
              radius="md"
              tt="none"
              fw={500}
              leftSection={
                <EntityAvatar name={tenant.name} src={resourceUrl(tenant.imagePath)} size={18} radius="xl" />
              }
            >
              {tenant.name}
            </Badge>
          ))}
        </Group>
      )}
      <NotificationPreferencesCard />
      {session.isSuperadmin && (
        <ImpersonateDialog opened={impersonating} onClose={() => setImpersonating(false)} />
      )}
    </>
  );
}
