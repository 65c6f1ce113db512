import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@transferdesk/shared';

function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path d="M9 11h14M16 11v12" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <circle cx="23" cy="22" r="3" fill="var(--mantine-color-brand-2)" />
    </svg>
  );
}

/** The product mark and name; the name is real text, so it also names any link around it. */
export function Logo({ size = 30 }: { size?: number }) {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={size} />
      <Text component="span" fw={700} fz={size * 0.62} lts={-0.3} c="var(--mantine-color-text)">
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
