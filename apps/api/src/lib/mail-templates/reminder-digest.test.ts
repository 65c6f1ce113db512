import type { ReminderEvent } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { DIGEST_MAX_LINES, reminderDigestMail } from './reminder-digest.ts';

const event = (overrides: Partial<ReminderEvent> = {}): ReminderEvent => ({
  kind: 'reminder',
  reminder: 'agreementEnding',
  forDate: '2026-12-01',
  player: { id: '5b0ae0a5-8c1e-4c35-9d5c-5a7d3f0b2a11', name: 'Lars Hansen' },
  date: '2027-01-30',
  days: 60,
  step: 60,
  documentKind: null,
  clubName: null,
  contactName: null,
  pitchId: null,
  forYou: false,
  ...overrides,
});
const base = {
  userName: 'Ada',
  forDate: '2026-12-01',
  appUrl: 'https://desk.example',
  companyName: 'Agency',
};

describe('the morning digest (D46)', () => {
  it('says each reminder in the reader’s language with its link, the reader’s own players marked', () => {
    const mail = reminderDigestMail({
      ...base,
      locale: 'da',
      reminders: [
        { event: event({ forYou: true }), link: 'players/t/p#agreements' },
        {
          event: event({
            reminder: 'documentExpiring',
            documentKind: 'workPermit',
            date: '2026-12-31',
            days: 30,
          }),
          link: 'players/t/p#documents',
        },
      ],
    });
    expect(mail.subject).toBe('2 påmindelser for 2026-12-01');
    expect(mail.text).toContain('- Aftalen med Lars Hansen udløber om 60 dage (2027-01-30). (din spiller)');
    expect(mail.text).toContain('  https://desk.example/players/t/p#agreements');
    expect(mail.text).toContain('- Lars Hansens arbejdstilladelse udløber 2026-12-31 (30 dage).');
    expect(mail.text).toContain('https://desk.example/profile');
  });

  it(`lists at most ${DIGEST_MAX_LINES} reminders and points to the bell for the rest`, () => {
    const reminders = Array.from({ length: DIGEST_MAX_LINES + 5 }, (_, index) => ({
      event: event({ days: index }),
      link: `players/t/p${index}#agreements`,
    }));
    const mail = reminderDigestMail({ ...base, locale: 'en-gb', reminders });
    expect(mail.subject).toBe(`${DIGEST_MAX_LINES + 5} reminders for 2026-12-01`);
    expect(mail.text.match(/^- /gm)).toHaveLength(DIGEST_MAX_LINES);
    expect(mail.text).toContain('... and 5 more in the notifications of the app: https://desk.example/home');
    expect(mail.html).toContain('... and 5 more in the notifications of the app:');
  });

  it('quotes names as text, never as markup', () => {
    const mail = reminderDigestMail({
      ...base,
      locale: 'en-gb',
      reminders: [{ event: event({ player: { id: 'x', name: '<b>Lars</b>' } }), link: 'players/t/p' }],
    });
    expect(mail.html).toContain('&lt;b&gt;Lars&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Lars</b>');
  });
});
