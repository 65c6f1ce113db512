import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EntityAvatar } from '../../../components/EntityAvatar.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { resourceUrl } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { useHomeSummary } from '../api.ts';

/** /home: a first dashboard — a welcome and the sports the user works in. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  const { claims } = useSession();
  const { data: user, isPending } = useCurrentUser();
  const name = user?.displayName ?? claims?.name ?? '';
  const summary = useHomeSummary();
  const usersOf = (tenantId: string) => summary.data?.find((entry) => entry.tenantId === tenantId)?.users;

  return (
    <>
      <PageHeader title={t('home.welcome', { name })} description={t('home.subtitle')} />
      <Title order={2} size="h4" mb="sm">
        {t('home.yourSports')}
      </Title>
      {isPending ? (
        <PageSpinner />
      ) : !user?.tenants.length ? (
        <Text c="dimmed" size="sm">
          {t('home.noSports')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {user.tenants.map((tenant) => (
            <Card key={tenant.id} component="article" padding="md">
              <Group gap="md" wrap="nowrap">
                <EntityAvatar name={tenant.name} src={resourceUrl(tenant.imagePath)} size={44} />
                <div>
                  <Title order={3} size="h5">
                    {tenant.name}
                  </Title>
                  {usersOf(tenant.id) !== undefined && (
                    <Text size="sm" c="dimmed">
                      {t('home.users', { count: usersOf(tenant.id) })}
                    </Text>
                  )}
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
