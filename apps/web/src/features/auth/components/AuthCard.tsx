import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The card every sign-in and account page sits in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Paper withBorder shadow="md" p={{ base: 'lg', sm: 'xl' }} w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
