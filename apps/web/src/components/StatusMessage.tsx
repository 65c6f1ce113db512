import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './StatusMessage.module.css';

interface StatusMessageProps {
  code: string;
  title: string;
  description: string;
  homeLabel: string;
}

/** A full-page message with a way back home: not found, unauthorized. */
export function StatusMessage({ code, title, description, homeLabel }: StatusMessageProps) {
  return (
    <Stack align="center" gap="md" py={48} px="md" ta="center">
      <Text className={classes.code} aria-hidden>
        {code}
      </Text>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" maw={420}>
        {description}
      </Text>
      <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {homeLabel}
      </Button>
    </Stack>
  );
}
