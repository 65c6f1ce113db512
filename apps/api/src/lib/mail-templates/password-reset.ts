import { type Locale, PRODUCT_NAME } from '@transferdesk/shared';
import { escapeHtml, htmlLayout } from './html.ts';

export interface PasswordResetMailInput {
  locale: Locale;
  /** The greeting's name; may be empty. */
  name: string;
  link: string;
  validForMinutes: number;
}

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  validity: (minutes: number) => string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<Locale, Texts> = {
  'en-gb': {
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
    action: 'Choose a new password',
    validity: (minutes) => `The link can be used once and expires in ${minutes} minutes.`,
    ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
    signature: `The ${PRODUCT_NAME} team`,
  },
  da: {
    subject: `Nulstil din adgangskode til ${PRODUCT_NAME}`,
    greeting: (name) => (name ? `Hej ${name}` : 'Hej'),
    intro: `Vi har modtaget en anmodning om at nulstille adgangskoden til din ${PRODUCT_NAME}-konto.`,
    action: 'Vælg en ny adgangskode',
    validity: (minutes) => `Linket kan bruges én gang og udløber om ${minutes} minutter.`,
    ignore:
      'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail; din adgangskode forbliver uændret.',
    signature: `Venlig hilsen\n${PRODUCT_NAME}`,
  },
};

/** D13: the reset e-mail, in the user's language, as plain text and HTML. */
export function passwordResetMail(input: PasswordResetMailInput) {
  const texts = TEXTS[input.locale] ?? TEXTS['en-gb'];
  const greeting = texts.greeting(input.name.trim());
  const validity = texts.validity(input.validForMinutes);
  const text = [
    greeting,
    '',
    texts.intro,
    '',
    `${texts.action}:`,
    input.link,
    '',
    validity,
    texts.ignore,
    '',
    texts.signature,
    '',
  ].join('\n');
  const link = escapeHtml(input.link);
  const paragraph = (value: string) => `<p>${escapeHtml(value).replaceAll('\n', '<br>')}</p>`;
  const html = htmlLayout({
    lang: input.locale,
    title: texts.subject,
    body: [
      paragraph(greeting),
      paragraph(texts.intro),
      `<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(texts.action)}</a></p>`,
      `<p style="font-size: 13px; color: #52606d;">${link}</p>`,
      paragraph(validity),
      paragraph(texts.ignore),
      paragraph(texts.signature),
    ].join('\n'),
  });
  return { subject: texts.subject, text, html };
}
