import { describe, expect, it } from 'vitest';
import { erasureNoticeMail } from './erasure-notice.ts';

describe('the erasure notice to a club (D48)', () => {
  it('asks the club to delete the CV, with the day it was sent, in English', () => {
    const mail = erasureNoticeMail({
      locale: 'en-gb',
      contactName: 'Karin Scout',
      companyName: 'Nordlys Sports Agency',
      sentOn: '2026-03-03',
    });
    expect(mail.subject).toBe("Please delete a player's CV from Nordlys Sports Agency");
    expect(mail.text).toBe(
      [
        'Hello Karin Scout,',
        '',
        'Nordlys Sports Agency has erased the personal data of a player whose CV we sent you on 3 March 2026. ' +
          'Please delete the CV and any copies you hold.',
        '',
        'We are required to tell everyone we shared the data with (GDPR, Article 19).',
        '',
        'Nordlys Sports Agency',
        '',
      ].join('\n'),
    );
  });

  it('says the same in Danish, with a Danish date', () => {
    const mail = erasureNoticeMail({
      locale: 'da',
      contactName: 'Karin Scout',
      companyName: 'Nordlys Sports Agency',
      sentOn: '2026-03-03',
    });
    expect(mail.subject).toBe('Slet venligst en spillers CV fra Nordlys Sports Agency');
    expect(mail.text).toContain(
      'Nordlys Sports Agency har slettet personoplysningerne om en spiller, hvis CV vi sendte dig den 3. marts 2026.',
    );
    expect(mail.html).toContain('<html lang="da">');
  });

  it('keeps what people typed on one line and out of the markup', () => {
    const mail = erasureNoticeMail({
      locale: 'en-gb',
      contactName: 'Karin\r\nP.S. wire the fee',
      companyName: '<b>Agency</b>',
      sentOn: '2026-03-03',
    });
    expect(mail.text.split('\n')[0]).toBe('Hello Karin P.S. wire the fee,');
    expect(mail.html).not.toContain('<b>Agency</b>');
    expect(mail.html).toContain('&lt;b&gt;Agency&lt;/b&gt;');
  });
});
