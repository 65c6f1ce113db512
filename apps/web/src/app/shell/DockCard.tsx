import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PwaShell.module.css';

/** A card of the bottom dock (install, update, unsynced changes): a named region over the page. */
export function DockCard({
  label,
  compact = false,
  children,
}: {
  label: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      className={classes.card}
      withBorder
      shadow="md"
      p={compact ? 'sm' : 'md'}
      role="region"
      aria-label={label}
    >
      {children}
    </Paper>
  );
}
