import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHashTarget } from '../../../lib/hash-target.ts';

interface PlayerSectionProps {
  /** The section's anchor: `players/{tenantId}/{id}#{id}` scrolls to it. */
  id: string;
  title: string;
  /** Beside the title: "Add agreement". */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled card of the player's page, like its own sections, that a link can scroll to. */
export function PlayerSection({ id, title, actions, children }: PlayerSectionProps) {
  const ref = useHashTarget<HTMLElement>(id);
  const titleId = `${id}-title`;
  return (
    <Card
      ref={ref}
      component="section"
      id={id}
      aria-labelledby={titleId}
      p={{ base: 'lg', sm: 'xl' }}
      // Below the inner layout's sticky header (64 px).
      style={{ scrollMarginTop: 80 }}
    >
      <Group justify="space-between" align="center" gap="sm" mb="md">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
