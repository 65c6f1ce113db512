import { Avatar } from '@mantine/core';
import { AVATAR_SIZES } from '@transferdesk/shared';
import placeholder from '../assets/avatar-placeholder.svg';
import { resourceUrl } from '../lib/http.ts';

interface UserAvatarProps {
  name: string;
  imagePath: string | null | undefined;
  size: keyof typeof AVATAR_SIZES;
  /** Set when the name is shown beside the avatar, so screen readers do not hear it twice. */
  decorative?: boolean;
}

/** A person's picture, or the bundled placeholder (spec 2: sizes 160, 120, 36). */
export function UserAvatar({ name, imagePath, size, decorative = false }: UserAvatarProps) {
  return (
    <Avatar
      src={resourceUrl(imagePath) ?? placeholder}
      alt={decorative ? '' : name}
      size={AVATAR_SIZES[size]}
      radius="50%"
      aria-hidden={decorative || undefined}
    />
  );
}
