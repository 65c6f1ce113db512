import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import type { UserDetails } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailGrid } from '../../../components/DetailGrid.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * D33: a user the admin may see but not change (they also belong to a sport the admin does not
 * run, or are a Superadmin): what the API answers of them, and why there is no form.
 */
export function UserReadOnly({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  usePageTitle(t('users.readOnly.title'));
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.displayName || user.email;
  return (
    <>
      <PageHeader
        title={t('users.readOnly.title')}
        actions={
          <Button
            component={Link}
            to={paths.users.list}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('users.readOnly.back')}
          </Button>
        }
      />
      <Stack gap="lg" maw={860}>
        <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {t('users.readOnly.notice')}
        </Alert>
        <Card p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Group gap="md" wrap="nowrap">
              <UserAvatar name={fullName} imagePath={user.imagePath} size="small" decorative />
              <Title order={2} size="h3">
                {fullName}
              </Title>
            </Group>
            <DetailGrid
              items={[
                { label: t('profile.fields.email'), value: user.email },
                {
                  label: t('users.readOnly.roles'),
                  value: user.roles.map((role) => t(`roles.${role}`)).join(', '),
                },
                {
                  label: t('users.readOnly.sports'),
                  value: user.tenants.map((tenant) => tenant.name).join(', '),
                },
              ]}
            />
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
