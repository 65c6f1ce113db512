import { describe, expect, it } from 'vitest';
import { EMAIL_LABEL_MAX_LENGTH, EMAIL_LOCAL_MAX_LENGTH, emailSchema, isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each(['agent@demo.test', 'first.last+tag@club.co.uk', "o'neil@example.com", 'a@b.dk'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'plainaddress',
    '@missing-local.com',
    'missing-domain@',
    'no-tld@localhost',
    'two@@at.com',
    'dot.@end.com',
    '.dot@start.com',
    'space in@local.com',
    'label@-starts-with-hyphen.com',
    'label@ends-with-hyphen-.com',
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('allows a local part of exactly 64 characters and refuses 65', () => {
    const domain = '@club.dk';
    expect(isValidEmail(`${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH + 1)}${domain}`)).toBe(false);
  });

  it('allows domain labels of 63 characters and refuses 64', () => {
    expect(isValidEmail(`agent@${'d'.repeat(EMAIL_LABEL_MAX_LENGTH)}.com`)).toBe(true);
    expect(isValidEmail(`agent@${'d'.repeat(EMAIL_LABEL_MAX_LENGTH + 1)}.com`)).toBe(false);
  });

  it('refuses an address longer than 254 characters even when every part is within its limit', () => {
    const label = 'd'.repeat(60);
    const longest = `${'a'.repeat(64)}@${[label, label, label].join('.')}.co`;
    expect(longest.length).toBeLessThanOrEqual(254);
    expect(isValidEmail(longest)).toBe(true);
    const tooLong = `${'a'.repeat(64)}@${[label, label, label, 'dddd'].join('.')}.com`;
    expect(tooLong.length).toBeGreaterThan(254);
    expect(isValidEmail(tooLong)).toBe(false);
  });
});

describe('emailSchema', () => {
  it('trims surrounding spaces and reports a missing address as required', () => {
    expect(emailSchema.parse('  agent@demo.test ')).toBe('agent@demo.test');
    const empty = emailSchema.safeParse('');
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('E-mail is required');
  });
});
