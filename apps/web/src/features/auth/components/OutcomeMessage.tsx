import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

interface OutcomeMessageProps {
  kind: 'success' | 'error';
  message: string;
}

/** Spec 2: the success or error state of an account request, with its icon. */
export function OutcomeMessage({ kind, message }: OutcomeMessageProps) {
  const Icon = kind === 'success' ? IconCircleCheck : IconAlertTriangle;
  return (
    <Group
      gap="md"
      align="flex-start"
      wrap="nowrap"
      role={kind === 'success' ? 'status' : 'alert'}
      data-outcome={kind}
    >
      <ThemeIcon variant="light" color={kind === 'success' ? 'teal' : 'red'} size={44} radius="xl">
        <Icon size={26} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Text size="sm" flex={1} pt={2}>
        {message}
      </Text>
    </Group>
  );
}
