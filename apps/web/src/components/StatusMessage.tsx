import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import classes from './StatusMessage.module.css';

interface StatusMessageProps {
  /** The large mark above the title: a status code, or an icon. */
  code: ReactNode;
  title: string;
  description: ReactNode;
  homeLabel: string;
  /** Shown before the way back home (e.g. Reload). */
  actions?: ReactNode;
}

/** A full-page message with a way back home: not found, unauthorized, an unexpected error. */
export function StatusMessage({ code, title, description, homeLabel, actions }: StatusMessageProps) {
  return (
    <Stack align="center" gap="md" py={48} px="md" ta="center">
      {/* A Box, not a Text: Text's own font size and weight would override the class. */}
      <Box className={classes.code} aria-hidden>
        {code}
      </Box>
      <Title order={1}>{title}</Title>
      <Text component="div" c="dimmed" maw={460}>
        {description}
      </Text>
      <Group justify="center" gap="sm">
        {actions}
        <Button
          component={Link}
          to={paths.home}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {homeLabel}
        </Button>
      </Group>
    </Stack>
  );
}
