import { Alert, Anchor, Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import type { Club } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { DetailGrid, WebLink } from '../../../components/DetailGrid.tsx';
import { EntityAvatar } from '../../../components/EntityAvatar.tsx';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { resourceUrl } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useRouteId } from '../../../lib/route-id.ts';
import { type RouteTenant, useRouteTenant } from '../../../lib/route-tenant.ts';
import { useClub } from '../api.ts';
import { ClubContacts } from '../components/ClubContacts.tsx';
import { useTeamLabel } from '../components/team-label.ts';

interface ClubPageProps {
  /**
   * Other features' sections of the club, after its contacts: the app slots them in
   * (app/composition), so that neither feature imports the other.
   */
  sections?: (club: Club, tenant: RouteTenant) => ReactNode;
}

/** /clubs/{tenant}/{id}: every field of the club (spec 1, section 3) and its contacts. */
export function ClubPage({ sections }: ClubPageProps = {}) {
  const { t } = useTranslation();
  const { isNew, validId } = useRouteId();
  const tenant = useRouteTenant();
  const club = useClub(validId);
  usePageTitle(club.data?.name ?? t('clubs.list.pageTitle'), tenant.name);

  // "Add club" may be typed as /clubs/{tenant}/new: the form lives at …/new/edit.
  if (isNew) return <Navigate to={paths.clubs.add(tenant.id)} replace />;
  return (
    <EntityGate
      query={club}
      validId={validId}
      loadErrorTitle={t('clubs.detail.loadError')}
      // Another sport's club under this sport's address would mix the two sports' lists.
      belongs={(record) => record.tenantId === tenant.id}
    >
      {(record) => <ClubDetails club={record} tenant={tenant} sections={sections?.(record, tenant)} />}
    </EntityGate>
  );
}

function ClubDetails({ club, tenant, sections }: { club: Club; tenant: RouteTenant; sections: ReactNode }) {
  const { t, i18n } = useTranslation();
  const teamLabel = useTeamLabel();
  const deleted = club.deletedAt !== null;
  const place = [club.city, club.state].filter(Boolean).join(', ');
  const email = club.email ? (
    <Anchor href={`mailto:${club.email}`} size="sm">
      {club.email}
    </Anchor>
  ) : (
    ''
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.clubs.list(tenant.id)} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('clubs.detail.backToList', { sport: tenant.name })}
        </Group>
      </Anchor>
      <Card p={{ base: 'lg', sm: 'xl' }}>
        <Group justify="space-between" align="flex-start" gap="lg">
          <Group gap="lg" wrap="nowrap" miw={0} flex="1 1 280px">
            <Box flex="none">
              <EntityAvatar name={club.name} src={resourceUrl(club.clubLogoUrl)} size={96} />
            </Box>
            <Stack gap={6} miw={0}>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {club.name}
              </Title>
              <Group gap="xs">
                <Badge variant="light" radius="sm" tt="none">
                  {club.tenantName}
                </Badge>
                {deleted && (
                  <Badge color="gray" radius="sm" tt="none">
                    {t('messages.deletedRecord')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {[club.team ? teamLabel(club.team) : '', place].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Group>
          {!deleted && (
            <Button
              component={Link}
              to={paths.clubs.edit(tenant.id, club.id)}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('clubs.detail.edit')}
            </Button>
          )}
        </Group>
      </Card>
      {deleted && (
        <Alert color="gray" variant="light">
          {t('clubs.detail.deletedHint', { date: formatLongDate(club.deletedAt ?? '', i18n.language) })}
        </Alert>
      )}

      <Card component="section" aria-labelledby="club-details" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={2} size="h4" id="club-details" mb="md">
          {t('clubs.detail.details')}
        </Title>
        <DetailGrid
          items={[
            { label: t('clubs.fields.team'), value: club.team?.name },
            { label: t('clubs.fields.league'), value: club.team?.league.name },
            { label: t('clubs.fields.country'), value: club.team?.league.countryName },
            { label: t('clubs.fields.owner'), value: club.owner },
            { label: t('clubs.fields.industry'), value: club.industry },
            { label: t('clubs.fields.annualRevenue'), value: club.annualRevenue },
            { label: t('clubs.fields.address1'), value: club.address1 },
            { label: t('clubs.fields.address2'), value: club.address2 },
            { label: t('clubs.fields.city'), value: club.city },
            { label: t('clubs.fields.state'), value: club.state },
            { label: t('clubs.fields.email'), value: email },
            { label: t('clubs.fields.fax'), value: club.fax },
            { label: t('clubs.fields.url'), value: club.url && <WebLink href={club.url} /> },
            { label: t('clubs.fields.twitter'), value: club.twitter && <WebLink href={club.twitter} /> },
            {
              label: t('clubs.fields.instagram'),
              value: club.instagram && <WebLink href={club.instagram} />,
            },
            { label: t('clubs.fields.activeCampaignId'), value: club.activeCampaignId ?? '' },
            { label: t('clubs.fields.createdAt'), value: formatLongDate(club.createdAt, i18n.language) },
            { label: t('clubs.fields.updatedAt'), value: formatLongDate(club.updatedAt, i18n.language) },
          ]}
        />
      </Card>

      <Card component="section" aria-labelledby="club-description" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={2} size="h4" id="club-description" mb="sm">
          {t('clubs.fields.description')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={club.description ? undefined : 'dimmed'}>
          {club.description || t('clubs.detail.noDescription')}
        </Text>
      </Card>

      <ClubContacts club={club} tenant={tenant} />
      {sections}
    </Stack>
  );
}
