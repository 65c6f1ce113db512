import { RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_LENGTH, RICH_TEXT_MESSAGES } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { sanitizePostHtml } from './html.ts';

describe('sanitizePostHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizePostHtml(
      '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a><p onclick="alert(1)">ok</p>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(clean).toContain('<p>ok</p>');
    expect(clean).toContain('>x</a>');
  });

  it("keeps the editor's elements and safe links", () => {
    const html =
      '<h1>T</h1><h4>t</h4><p><strong>b</strong> <em>i</em> <b>b</b> <i>i</i><br /></p><ol><li>1</li></ol><ul><li>2</li></ul>';
    expect(sanitizePostHtml(html)).toBe(
      '<h1>T</h1><h4>t</h4><p><strong>b</strong> <em>i</em> <b>b</b> <i>i</i><br /></p><ol><li>1</li></ol><ul><li>2</li></ul>',
    );
    expect(sanitizePostHtml('<a href="https://example.test/x">l</a>')).toBe(
      '<a href="https://example.test/x" rel="noopener noreferrer" target="_blank">l</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:a@example.test">m</a>')).toContain(
      'href="mailto:a@example.test"',
    );
    expect(
      sanitizePostHtml('<div style="color:red"><h5>x</h5><table><tr><td>y</td></tr></table></div>'),
    ).toBe('xy');
  });
});

describe('sanitizePostHtml limits', () => {
  it('refuses text past the rich-text length cap before sanitising, naming the field', () => {
    const refusal = () => sanitizePostHtml('x'.repeat(RICH_TEXT_MAX_LENGTH + 1), 'content');
    expect(refusal).toThrow(DomainError);
    expect(refusal).toThrow(
      expect.objectContaining({
        kind: 'invalid',
        errors: [`content: ${RICH_TEXT_MESSAGES.tooLong(RICH_TEXT_MAX_LENGTH)}`],
      }),
    );
  });

  it('refuses formatting nested past the depth limit, which took seconds to sanitise', () => {
    // 200 KB of unclosed <i><b> took about 1.2 s in sanitize-html; the scan refuses it at once.
    const deep = '<i><b>'.repeat(RICH_TEXT_MAX_LENGTH / 6);
    expect(() => sanitizePostHtml(deep, 'description')).toThrow(
      expect.objectContaining({ errors: [`description: ${RICH_TEXT_MESSAGES.tooDeep}`] }),
    );
    const allowed = `${'<b>'.repeat(RICH_TEXT_MAX_DEPTH)}x${'</b>'.repeat(RICH_TEXT_MAX_DEPTH)}`;
    expect(sanitizePostHtml(allowed)).toBe(allowed);
  });
});
