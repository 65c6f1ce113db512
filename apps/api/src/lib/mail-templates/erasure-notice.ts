import type { Locale } from '@transferdesk/shared';
import { escapeHtml, htmlLayout } from './html.ts';
import { oneLine } from './match-candidates.ts';

export interface ErasureNoticeInput {
  locale: Locale;
  /** The club contact, by name (may be empty). */
  contactName: string;
  /** The agency (COMPANY_NAME). */
  companyName: string;
  /** The first day the CV was sent to this contact, yyyy-MM-dd. */
  sentOn: string;
}

interface Texts {
  /** For dates such as "3 March 2026" / "3. marts 2026". */
  dateLocale: string;
  subject: (agency: string) => string;
  greeting: (name: string) => string;
  body: (agency: string, date: string) => string;
  why: string;
}

const TEXTS: Record<Locale, Texts> = {
  'en-gb': {
    dateLocale: 'en-GB',
    subject: (agency) => `Please delete a player's CV from ${agency}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: (agency, date) =>
      `${agency} has erased the personal data of a player whose CV we sent you on ${date}. ` +
      'Please delete the CV and any copies you hold.',
    why: 'We are required to tell everyone we shared the data with (GDPR, Article 19).',
  },
  da: {
    dateLocale: 'da-DK',
    subject: (agency) => `Slet venligst en spillers CV fra ${agency}`,
    greeting: (name) => (name ? `Hej ${name}` : 'Hej'),
    body: (agency, date) =>
      `${agency} har slettet personoplysningerne om en spiller, hvis CV vi sendte dig den ${date}. ` +
      'Slet venligst CV’et og alle kopier, du har af det.',
    why: 'Vi skal give besked til alle, vi har delt oplysningerne med (GDPR, artikel 19).',
  },
};

/** A calendar day in words, read as UTC so that the server's zone cannot move it a day. */
function longDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * D48: a club contact who received a player's CV hears that the player was erased and is asked to
 * delete the CV, in the contact's language when known. The player is not named: his name is
 * among the data erased.
 */
export function erasureNoticeMail(input: ErasureNoticeInput) {
  const texts = TEXTS[input.locale] ?? TEXTS['en-gb'];
  const agency = oneLine(input.companyName).trim();
  const subject = texts.subject(agency);
  const greeting = texts.greeting(oneLine(input.contactName).trim());
  const body = texts.body(agency, longDate(input.sentOn, texts.dateLocale));
  const text = [greeting, '', body, '', texts.why, '', agency, ''].join('\n');
  const html = htmlLayout({
    lang: input.locale,
    title: subject,
    body: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p>${escapeHtml(texts.why)}</p>`,
      `<p>${escapeHtml(agency)}</p>`,
    ].join('\n'),
  });
  return { subject, text, html };
}
