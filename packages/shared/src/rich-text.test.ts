import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './catalogue/contacts.ts';
import {
  nestsDeeperThan,
  optionalRichText,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_LENGTH,
  RICH_TEXT_MESSAGES,
  richTextSchema,
} from './rich-text.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('nestsDeeperThan', () => {
  it('follows the open elements as an HTML parser does', () => {
    expect(nestsDeeperThan('<p><b>x</b></p>', 2)).toBe(false);
    expect(nestsDeeperThan('<p><b><i>x</i></b></p>', 2)).toBe(true);
    // Closed elements leave the stack; void and stray closing tags never count.
    expect(nestsDeeperThan('<b>1</b><b>2</b><br><br><hr>', 1)).toBe(false);
    expect(nestsDeeperThan(`${'<b>'.repeat(3)}${'</i>'.repeat(3)}<b>`, 3)).toBe(true);
    // A closing tag closes what is open inside its element too.
    expect(nestsDeeperThan('<ul><li><b><i>x</ul><p><b><i>y</i></b></p>', 4)).toBe(false);
    // Lazy paragraphs and list items close their predecessor, as in a browser.
    expect(nestsDeeperThan('<p>a<p>b<p>c<ul><li>1<li>2<li>3</ul>', 2)).toBe(false);
    expect(nestsDeeperThan('<!-- <b><b><b> -->text', 1)).toBe(false);
    expect(nestsDeeperThan('a < b and 1<2', 0)).toBe(false);
  });
});

describe('richTextSchema', () => {
  it('accepts what the editor writes, however long a normal document gets', () => {
    const paragraph =
      '<p><strong>Bold</strong> and <em>italic</em> with <a href="https://x.test">a link</a></p>';
    const document = paragraph.repeat(Math.floor(RICH_TEXT_MAX_LENGTH / paragraph.length));
    expect(richTextSchema().safeParse(document).success).toBe(true);
  });

  it('refuses text over the cap, with the length as its only reason', () => {
    const tooLong = '<b>'.repeat(RICH_TEXT_MAX_LENGTH / 3 + 1);
    expect(messages(richTextSchema().safeParse(tooLong))).toEqual([
      RICH_TEXT_MESSAGES.tooLong(RICH_TEXT_MAX_LENGTH),
    ]);
    expect(messages(optionalRichText(20_000).safeParse('x'.repeat(20_001)))).toEqual([
      'At most 20,000 characters',
    ]);
    // The enclosing form's own rules still run (a contact needs a first or last name).
    const deep = '<b>'.repeat(RICH_TEXT_MAX_DEPTH + 1);
    expect(messages(contactFormSchema.safeParse({ description: deep }))).toEqual([
      RICH_TEXT_MESSAGES.tooDeep,
      'Enter a first or last name',
    ]);
  });

  it('refuses formatting nested deeper than the sanitiser is given', () => {
    const deep = `${'<b>'.repeat(RICH_TEXT_MAX_DEPTH + 1)}x`;
    expect(messages(richTextSchema().safeParse(deep))).toEqual([RICH_TEXT_MESSAGES.tooDeep]);
    expect(richTextSchema().safeParse(`${'<b>'.repeat(RICH_TEXT_MAX_DEPTH)}x`).success).toBe(true);
  });

  it('keeps an absent optional text as an empty string', () => {
    expect(optionalRichText().parse(null)).toBe('');
    expect(optionalRichText().parse(undefined)).toBe('');
  });
});
