import { Anchor } from '@mantine/core';
import { playerLinkHref } from '@transferdesk/shared';

/** Spec 2, section 5: a link on the player screens opens with its scheme, or with https:// without one. */
export function PlayerLink({ href, children }: { href: string; children?: string }) {
  const target = playerLinkHref(href);
  if (!target) return null;
  return (
    <Anchor href={target} target="_blank" rel="noopener noreferrer" size="sm">
      {children || href}
    </Anchor>
  );
}
