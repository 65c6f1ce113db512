import type { Locale, PitchAnswer } from '@transferdesk/shared';
import { escapeHtml, htmlLayout } from './html.ts';
import { oneLine } from './match-candidates.ts';

export interface PitchAnswerMailInput {
  locale: Locale;
  agentName: string;
  contactName: string;
  /** The contact's club, or empty. */
  clubName: string;
  playerName: string;
  answer: PitchAnswer;
  /** The club's message, as typed (may be empty). */
  message: string;
  /** Whether this answer replaces an earlier one. */
  changed: boolean;
  /** The pitch on the board. */
  link: string;
  companyName: string;
}

interface Texts {
  answers: Record<PitchAnswer, string>;
  subject: (who: string, player: string, answer: string, changed: boolean) => string;
  greeting: (name: string) => string;
  body: (who: string, player: string, answer: string, changed: boolean) => string;
  messageIntro: string;
  noMessage: string;
  action: string;
}

const TEXTS: Record<Locale, Texts> = {
  'en-gb': {
    answers: { interested: 'Interested', notNow: 'Not now', notInterested: 'Not interested' },
    subject: (who, player, answer, changed) =>
      `${who} ${changed ? 'changed the answer on' : 'answered on'} ${player}: ${answer}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: (who, player, answer, changed) =>
      `${who} ${changed ? 'changed the answer to' : 'answered'} "${answer}" on ${player}'s CV page.`,
    messageIntro: 'Their message:',
    noMessage: 'They left no message.',
    action: 'Open the pitch',
  },
  da: {
    answers: { interested: 'Interesseret', notNow: 'Ikke nu', notInterested: 'Ikke interesseret' },
    subject: (who, player, answer, changed) =>
      `${who} ${changed ? 'ændrede svaret på' : 'svarede på'} ${player}: ${answer}`,
    greeting: (name) => (name ? `Hej ${name}` : 'Hej'),
    body: (who, player, answer, changed) =>
      `${who} ${changed ? 'ændrede svaret til' : 'svarede'} "${answer}" på ${player}s CV-side.`,
    messageIntro: 'Beskeden:',
    noMessage: 'Der var ingen besked.',
    action: 'Åbn pitchen',
  },
};

/**
 * Issue 29: the agent hears that a club answered on a player's CV page, in the agent's language,
 * with the club's message as typed (quoted, never as markup).
 */
export function pitchAnswerMail(input: PitchAnswerMailInput) {
  const texts = TEXTS[input.locale] ?? TEXTS['en-gb'];
  const contact = oneLine(input.contactName);
  const club = oneLine(input.clubName);
  const who = club ? `${contact} (${club})` : contact;
  const player = oneLine(input.playerName);
  const answer = texts.answers[input.answer];
  const subject = texts.subject(who, player, answer, input.changed);
  const greeting = texts.greeting(oneLine(input.agentName).trim());
  const body = texts.body(who, player, answer, input.changed);
  const message = input.message.trim();
  const quoted = message
    ? [texts.messageIntro, ...message.split(/\r?\n/).map((line) => `> ${line}`)]
    : [texts.noMessage];
  const text = [
    greeting,
    '',
    body,
    '',
    ...quoted,
    '',
    `${texts.action}: ${input.link}`,
    '',
    input.companyName,
    '',
  ].join('\n');
  const html = htmlLayout({
    lang: input.locale,
    title: subject,
    body: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      message
        ? `<p>${escapeHtml(texts.messageIntro)}</p><blockquote>${escapeHtml(message).replaceAll('\n', '<br>')}</blockquote>`
        : `<p>${escapeHtml(texts.noMessage)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(texts.action)}</a></p>`,
      `<p>${escapeHtml(input.companyName)}</p>`,
    ].join('\n'),
  });
  return { subject, text, html };
}
