import type { Locale, PlayerDocumentKind, ReminderEvent } from '@transferdesk/shared';
import { escapeHtml, htmlLayout } from './html.ts';
import { oneLine } from './match-candidates.ts';

export interface ReminderDigestInput {
  locale: Locale;
  userName: string;
  forDate: string;
  /** The reader's own players first (the caller orders them). */
  reminders: readonly { event: ReminderEvent; link: string }[];
  /** The notification centre and the profile (where the digest is switched off). */
  appUrl: string;
  companyName: string;
}

type Sentence = (event: ReminderEvent, player: string, club: string, contact: string) => string;

interface Texts {
  subject: (count: number, day: string) => string;
  greeting: (name: string) => string;
  intro: (count: number, day: string) => string;
  yours: string;
  documents: Record<PlayerDocumentKind, string>;
  sentences: Record<ReminderEvent['reminder'], Sentence>;
  open: string;
  more: (count: number) => string;
  optOut: string;
}

/** A morning mail stays readable: past this many, the rest wait in the bell. */
export const DIGEST_MAX_LINES = 40;

const days = (count: number, one: string, many: string) =>
  `${Math.abs(count)} ${Math.abs(count) === 1 ? one : many}`;

const TEXTS: Record<Locale, Texts> = {
  'en-gb': {
    subject: (count, day) => `${count} ${count === 1 ? 'reminder' : 'reminders'} for ${day}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (count, day) =>
      `${count === 1 ? 'This date needs' : 'These dates need'} your attention on ${day}:`,
    yours: 'your player',
    documents: { passport: 'passport', workPermit: 'work permit', medical: 'medical', other: 'document' },
    sentences: {
      agreementEnding: (event, player) =>
        `The agreement with ${player} ends in ${days(event.days, 'day', 'days')} (${event.date}).`,
      exclusiveEnding: (event, player) =>
        `The exclusive agreement with ${player} is in its last 2 months: rival agents may approach him (ends ${event.date}).`,
      uploadDue: (event, player) =>
        `Upload the agreement with ${player} to the federation platform by ${event.date} (${days(event.days, 'day', 'days')} left).`,
      uploadOverdue: (event, player) =>
        `The agreement with ${player} was due on the federation platform on ${event.date}: the upload is overdue.`,
      playerContractEnding: (event, player, club) =>
        `${player}'s player contract${club ? ` with ${club}` : ''} ends on ${event.date} (${days(event.days, 'day', 'days')}).`,
      documentExpiring: (event, player) =>
        `${player}'s ${TEXTS['en-gb'].documents[event.documentKind ?? 'other']} expires on ${event.date} (${days(event.days, 'day', 'days')}).`,
      pitchNotOpened: (event, player, club, contact) =>
        `The pitch of ${player} to ${contact}${club ? ` (${club})` : ''} has not been opened ${days(event.days, 'day', 'days')} after it was sent.`,
      pitchNoFeedback: (event, player, club, contact) =>
        `No feedback from ${contact}${club ? ` (${club})` : ''} on ${player} ${days(event.days, 'day', 'days')} after the pitch.`,
    },
    open: 'Open',
    more: (count) => `... and ${count} more in the notifications of the app:`,
    optOut: 'You receive this because the morning digest is on in your profile; switch it off there:',
  },
  da: {
    subject: (count, day) => `${count} ${count === 1 ? 'påmindelse' : 'påmindelser'} for ${day}`,
    greeting: (name) => (name ? `Hej ${name}` : 'Hej'),
    intro: (count, day) =>
      `${count === 1 ? 'Denne dato kræver' : 'Disse datoer kræver'} din opmærksomhed ${day}:`,
    yours: 'din spiller',
    documents: {
      passport: 'pas',
      workPermit: 'arbejdstilladelse',
      medical: 'lægeerklæring',
      other: 'dokument',
    },
    sentences: {
      agreementEnding: (event, player) =>
        `Aftalen med ${player} udløber om ${days(event.days, 'dag', 'dage')} (${event.date}).`,
      exclusiveEnding: (event, player) =>
        `Eneaftalen med ${player} er i sine sidste 2 måneder: andre agenter må kontakte ham (udløber ${event.date}).`,
      uploadDue: (event, player) =>
        `Upload aftalen med ${player} til forbundets platform senest ${event.date} (${days(event.days, 'dag', 'dage')} tilbage).`,
      uploadOverdue: (event, player) =>
        `Aftalen med ${player} skulle være på forbundets platform ${event.date}: uploaden er forsinket.`,
      playerContractEnding: (event, player, club) =>
        `${player}s spillerkontrakt${club ? ` med ${club}` : ''} udløber ${event.date} (${days(event.days, 'dag', 'dage')}).`,
      documentExpiring: (event, player) =>
        `${player}s ${TEXTS.da.documents[event.documentKind ?? 'other']} udløber ${event.date} (${days(event.days, 'dag', 'dage')}).`,
      pitchNotOpened: (event, player, club, contact) =>
        `Pitchen af ${player} til ${contact}${club ? ` (${club})` : ''} er ikke åbnet ${days(event.days, 'dag', 'dage')} efter afsendelsen.`,
      pitchNoFeedback: (event, player, club, contact) =>
        `Ingen tilbagemelding fra ${contact}${club ? ` (${club})` : ''} om ${player} ${days(event.days, 'dag', 'dage')} efter pitchen.`,
    },
    open: 'Åbn',
    more: (count) => `... og ${count} mere i appens notifikationer:`,
    optOut: 'Du får denne mail, fordi morgenoversigten er slået til i din profil; slå den fra her:',
  },
};

/** D46: the morning digest of a day's new reminders, in the reader's language. */
export function reminderDigestMail(input: ReminderDigestInput) {
  const texts = TEXTS[input.locale] ?? TEXTS['en-gb'];
  const count = input.reminders.length;
  const subject = texts.subject(count, input.forDate);
  const greeting = texts.greeting(oneLine(input.userName).trim());
  const lines = input.reminders.slice(0, DIGEST_MAX_LINES).map(({ event, link }) => {
    const sentence = texts.sentences[event.reminder](
      event,
      oneLine(event.player.name),
      oneLine(event.clubName ?? ''),
      oneLine(event.contactName ?? ''),
    );
    return {
      sentence: event.forYou ? `${sentence} (${texts.yours})` : sentence,
      link: `${input.appUrl}/${link}`,
    };
  });
  const profile = `${input.appUrl}/profile`;
  const rest = count - lines.length;
  const more = rest > 0 ? `${texts.more(rest)} ${input.appUrl}/home` : '';
  const text = [
    greeting,
    '',
    texts.intro(count, input.forDate),
    '',
    ...lines.flatMap((line) => [`- ${line.sentence}`, `  ${line.link}`]),
    ...(more ? ['', more] : []),
    '',
    `${texts.optOut} ${profile}`,
    '',
    input.companyName,
    '',
  ].join('\n');
  const html = htmlLayout({
    lang: input.locale,
    title: subject,
    body: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(texts.intro(count, input.forDate))}</p>`,
      `<ul>${lines
        .map(
          (line) =>
            `<li>${escapeHtml(line.sentence)} <a href="${escapeHtml(line.link)}">${escapeHtml(texts.open)}</a></li>`,
        )
        .join('')}</ul>`,
      rest > 0
        ? `<p>${escapeHtml(texts.more(rest))} <a href="${escapeHtml(`${input.appUrl}/home`)}">${escapeHtml(`${input.appUrl}/home`)}</a></p>`
        : '',
      `<p>${escapeHtml(texts.optOut)} <a href="${escapeHtml(profile)}">${escapeHtml(profile)}</a></p>`,
      `<p>${escapeHtml(input.companyName)}</p>`,
    ].join('\n'),
  });
  return { subject, text, html };
}
