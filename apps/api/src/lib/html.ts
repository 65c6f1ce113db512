import sanitizeHtml from 'sanitize-html';

/**
 * The elements the news editor (Mantine Tiptap: headings, bold, italic, lists) produces, and links.
 * Everything else is dropped: scripts and styles with their content, other tags keeping their text.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h1', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'ol', 'ul', 'li', 'br', 'a'],
  // No event handlers, no style: only a link's target (and the rel and target set below) survive.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  // javascript:, data: and the like are removed from href; relative links stay.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link in a post leaves the app; it must not give the new page access to this one.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** Post content as it may be stored and shown: the editor's elements only, whatever was sent. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
