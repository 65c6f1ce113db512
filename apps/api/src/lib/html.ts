import {
  nestsDeeperThan,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_LENGTH,
  RICH_TEXT_MESSAGES,
} from '@transferdesk/shared';
import sanitizeHtml from 'sanitize-html';
import { DomainError, VALIDATION_FAILED } from './errors.ts';

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

/**
 * Post content as it may be stored and shown: the editor's elements only, whatever was sent.
 * The parser's time grows faster than the nesting depth (a second for 200 KB of `<b>`), so text
 * past the shared rich-text limits is refused here too, whatever schema let it through; `field`
 * names it in the 400.
 */
export function sanitizePostHtml(html: string, field = 'content'): string {
  // Most imported rows have no description; the parser would still build its state for each.
  if (html === '') return '';
  const problem =
    html.length > RICH_TEXT_MAX_LENGTH
      ? RICH_TEXT_MESSAGES.tooLong(RICH_TEXT_MAX_LENGTH)
      : nestsDeeperThan(html, RICH_TEXT_MAX_DEPTH)
        ? RICH_TEXT_MESSAGES.tooDeep
        : undefined;
  if (problem) throw new DomainError('invalid', VALIDATION_FAILED, [`${field}: ${problem}`]);
  return sanitizeHtml(html, OPTIONS);
}
