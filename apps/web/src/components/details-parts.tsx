import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { resourceUrl } from '../lib/http.ts';
import { EntityAvatar } from './EntityAvatar.tsx';

/*
 * The parts of a person's read-only page (a contact, a player): the header card and the titled
 * section cards under it.
 */

interface DetailsHeaderProps {
  name: string;
  pictureUrl: string | null | undefined;
  /** The dimmed line under the name (a role, the positions); nothing when empty. */
  subtitle?: string;
  /** The sport, as the first badge. */
  tenantName: string;
  /** More badges after the sport's (the club). */
  badges?: ReactNode;
  /** Beside the name and picture: Edit, Back to list. */
  actions?: ReactNode;
}

/** The header card: picture, name as the page's heading, subtitle, badges and actions. */
export function DetailsHeader({
  name,
  pictureUrl,
  subtitle,
  tenantName,
  badges,
  actions,
}: DetailsHeaderProps) {
  return (
    <Card p={{ base: 'lg', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group gap="lg" wrap="nowrap" miw={0} flex="1 1 280px">
          <Box flex="none">
            <EntityAvatar name={name} src={resourceUrl(pictureUrl)} size={96} radius="50%" />
          </Box>
          <Stack gap={6} miw={0}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {name}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
            <Group gap="xs">
              <Badge variant="outline" radius="sm" tt="none">
                {tenantName}
              </Badge>
              {badges}
            </Group>
          </Stack>
        </Group>
        {actions}
      </Group>
    </Card>
  );
}

/** One titled card of the page; `id` names its heading for the section's label. */
export function DetailsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
