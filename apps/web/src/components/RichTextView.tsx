// The one way the web shows stored rich text: HTML the API sanitised to the editor's elements.
import { Typography, type TypographyProps } from '@mantine/core';

/** Stored HTML (descriptions, news posts, player texts), sanitised by the API to the editor's elements. */
export function RichTextView({ html, ...props }: { html: string } & Omit<TypographyProps, 'children'>) {
  return (
    <Typography {...props}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
