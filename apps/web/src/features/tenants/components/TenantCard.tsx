import { Badge, Card, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconUsers } from '@tabler/icons-react';
import type { Tenant } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardEditButton, CardFooter } from '../../../components/card-parts.tsx';
import { EntityAvatar } from '../../../components/EntityAvatar.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { resourceUrl } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { useFeatureLabel } from './use-feature-label.ts';

/** One sport in the list: picture, name, users, date added, features and Edit (spec 2). */
export function TenantCard({ tenant }: { tenant: Tenant }) {
  const { t, i18n } = useTranslation();
  const featureLabel = useFeatureLabel();
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <EntityAvatar name={tenant.name} src={resourceUrl(tenant.imagePath)} size={56} />
        <Stack gap={6} miw={0} flex={1}>
          <Title order={2} size="h4" id={headingId} lineClamp={2}>
            {tenant.name}
          </Title>
          <Flex columnGap="md" rowGap={4} wrap="wrap" c="dimmed">
            <Group gap={6} wrap="nowrap">
              <IconUsers size={15} aria-hidden />
              <Text size="sm">{t('tenants.card.users', { count: tenant.countOfUsers })}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={15} aria-hidden />
              <Text size="sm">
                {t('tenants.card.added', { date: formatLongDate(tenant.createdAt, i18n.language) })}
              </Text>
            </Group>
          </Flex>
        </Stack>
      </Group>
      {/* Pinned to the bottom so the Edit buttons line up across a row of cards. */}
      <CardFooter justify="space-between" align="center" wrap="nowrap">
        <Group gap={4}>
          {tenant.features.map((feature) => (
            <Badge key={feature.id} size="sm" variant="light" color="gray" radius="sm" tt="none">
              {featureLabel(feature.name)}
            </Badge>
          ))}
        </Group>
        <CardEditButton to={paths.tenants.tenant(tenant.id)} name={tenant.name} />
      </CardFooter>
    </Card>
  );
}
