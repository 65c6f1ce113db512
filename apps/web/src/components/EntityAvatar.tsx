import { Avatar, type MantineRadius } from '@mantine/core';

/** "Handball - Men" → "HM", "Football" → "F": letters of the first two words, punctuation skipped. */
export function initialsOf(name: string): string {
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

interface EntityAvatarProps {
  name: string;
  /** The picture's address; without one the initials show on a colour taken from the name. */
  src: string | undefined;
  size: number;
  radius?: MantineRadius;
}

/**
 * The picture of a sport, club or team. Always shown beside the name, so it is hidden from
 * screen readers rather than read out twice.
 */
export function EntityAvatar({ name, src, size, radius = 'md' }: EntityAvatarProps) {
  return (
    <Avatar
      src={src}
      name={name}
      color={name ? 'initials' : 'gray'}
      size={size}
      radius={radius}
      alt=""
      aria-hidden
    >
      {initialsOf(name)}
    </Avatar>
  );
}
