import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { MISSING_VALUE } from '@transferdesk/shared';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  /** Empty text shows as a dash, so that a missing value is visibly missing. */
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * Read-only fields as a description list: label above value, in columns on wide screens.
 * `emptyText`: what a missing value shows; spec 2's '-' unless a page says otherwise.
 */
export function DetailGrid({
  items,
  emptyText = MISSING_VALUE,
}: {
  items: readonly DetailItem[];
  emptyText?: string;
}) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="lg" verticalSpacing="md" m={0}>
      {items.map(({ label, value }) => (
        <Stack key={label} gap={2} miw={0}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {isEmpty(value) ? emptyText : value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** An address as a link when it is a web address, otherwise as typed (CRM values vary). */
export function WebLink({ href }: { href: string }) {
  if (!href) return null;
  if (!/^https?:\/\//i.test(href)) return <>{href}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {href}
    </Anchor>
  );
}
