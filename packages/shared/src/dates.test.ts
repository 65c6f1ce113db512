import { describe, expect, it } from 'vitest';
import { birthdaySchema } from './account.ts';
import { isoDateSchema } from './catalogue/common.ts';
import { TRANSFER_MESSAGES, transferFormSchema } from './catalogue/transfers.ts';
import { DATE_MESSAGES, publicDate } from './dates.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('calendar dates', () => {
  it.each([
    ['a birthday', birthdaySchema],
    ['a contact or transfer date', isoDateSchema],
  ])('refuses %s outside 1900-2100 with one clear message', (_, schema) => {
    for (const value of ['0000-01-01', '0099-12-31', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(messages(schema.safeParse(value))).toEqual([DATE_MESSAGES.range]);
    }
    for (const value of ['1900-01-01', '1990-05-17', '2100-12-31']) {
      expect(schema.safeParse(value).success).toBe(true);
    }
  });

  it('gives a malformed date one message and still runs the form’s own rules', () => {
    expect(messages(isoDateSchema.safeParse('17-05-1990'))).toEqual([DATE_MESSAGES.format]);
    expect(messages(birthdaySchema.safeParse('2023-02-30'))).toEqual([DATE_MESSAGES.invalid]);
    const form = transferFormSchema.safeParse({
      name: 'W',
      years: '2021-2020',
      fromDate: '',
      toDate: '0000-01-01',
    });
    expect(messages(form)).toEqual([
      'Field is mandatory',
      DATE_MESSAGES.format,
      DATE_MESSAGES.range,
      TRANSFER_MESSAGES.yearsOrder,
    ]);
  });
});

describe('publicDate (spec 2, section 9; issue 26, item 15)', () => {
  it('writes a day month.day.year, whatever the time zone, and nothing without one', () => {
    expect(publicDate('2027-06-30')).toBe('06.30.2027');
    expect(publicDate('2002-04-17')).toBe('04.17.2002');
    expect(publicDate('2002-04-17T23:30:00Z')).toBe('04.17.2002');
    expect(publicDate(null)).toBe('');
    expect(publicDate('')).toBe('');
    expect(publicDate('soon')).toBe('');
  });
});
