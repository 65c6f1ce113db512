import { z } from 'zod';

/**
 * Rich text (post content, contact descriptions) is HTML from the editor, sanitised on the server.
 * Sanitising costs more than linear time in the nesting depth, so both limits are checked before it:
 * no one writes 200,000 characters or formatting 100 levels deep, but a crafted request could.
 */
export const RICH_TEXT_MAX_LENGTH = 200_000;
export const RICH_TEXT_MAX_DEPTH = 100;

export const RICH_TEXT_MESSAGES = {
  tooLong: (max: number) => `At most ${max.toLocaleString('en-GB')} characters`,
  tooDeep: `The formatting is nested too deeply (at most ${RICH_TEXT_MAX_DEPTH} levels)`,
} as const;

/** Elements that never hold others. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Opening one of these ends an open paragraph, as HTML parsers do; lazy HTML from imports relies on it. */
const ENDS_PARAGRAPH = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
/** Where an HTML tokenizer ends a tag name: whitespace, `/` or `>`. */
const endsTagName = (code: number) =>
  code === 47 || code === 62 || code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

/**
 * Whether elements in `html` nest more than `limit` deep, following an HTML parser's stack: a closing
 * tag closes its open element and everything inside it, and one that matches nothing is ignored.
 * Text inside comments, scripts and styles is counted as tags, which only over-estimates. Linear in
 * the length (times the limit at worst), so it can run before the sanitiser.
 */
export function nestsDeeperThan(html: string, limit: number): boolean {
  const open: string[] = [];
  let index = html.indexOf('<');
  while (index !== -1) {
    if (html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      if (end === -1) return false;
      index = html.indexOf('<', end + 3);
      continue;
    }
    const closing = html.charCodeAt(index + 1) === 47;
    const start = index + (closing ? 2 : 1);
    let end = start;
    if (isLetter(html.charCodeAt(start))) {
      while (end < html.length && !endsTagName(html.charCodeAt(end))) end += 1;
      const name = html.slice(start, end).toLowerCase();
      if (closing) {
        const at = open.lastIndexOf(name);
        if (at !== -1) open.length = at;
      } else if (!VOID_ELEMENTS.has(name)) {
        const top = open[open.length - 1];
        if ((top === 'p' && ENDS_PARAGRAPH.has(name)) || (top === 'li' && name === 'li')) open.pop();
        open.push(name);
        if (open.length > limit) return true;
      }
    }
    index = html.indexOf('<', Math.max(end, index + 1));
  }
  return false;
}

/** Rich text of at most `max` characters (RICH_TEXT_MAX_LENGTH at most), trimmed. */
export const richTextSchema = (max = RICH_TEXT_MAX_LENGTH) => {
  const limit = Math.min(max, RICH_TEXT_MAX_LENGTH);
  return (
    z
      .string()
      .trim()
      .max(limit, { message: RICH_TEXT_MESSAGES.tooLong(limit) })
      // A text refused for its length needs no second reason. Not `abort`: that would also skip the
      // enclosing form's own rules (a contact's first-or-last-name check).
      .refine((value) => value.length > limit || !nestsDeeperThan(value, RICH_TEXT_MAX_DEPTH), {
        message: RICH_TEXT_MESSAGES.tooDeep,
      })
  );
};

/** Optional rich text as the tables keep it: '' rather than null. */
export const optionalRichText = (max = RICH_TEXT_MAX_LENGTH) =>
  richTextSchema(max)
    .nullish()
    .transform((value) => value ?? '');
