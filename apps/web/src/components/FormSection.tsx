import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of a long form's fields (a fieldset with its legend), two columns on wider screens. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" gap="sm" m={0} p={0} miw={0} style={{ border: 0 }}>
      <Text component="legend" fw={700} size="md" mb="xs" p={0}>
        {title}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
