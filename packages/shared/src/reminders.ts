import { z } from 'zod';
import { addDays, addMonths, daysBetween } from './calendar-days.ts';
import { AGREEMENT_UPLOAD_DAYS } from './catalogue/agreements.ts';
import {
  PLAYER_DOCUMENT_KINDS,
  type PlayerDocumentKind,
  REMINDED_DOCUMENT_KINDS,
} from './catalogue/player-documents.ts';
import { CONTRACT_ENDING_MONTHS } from './catalogue/players.ts';

/**
 * D46: the dates an agency must not miss, computed for one day by the daily `reminders` job. Each
 * reminder has a key that names the record, its date and the step, so a day run twice (or after a
 * restart) announces nothing twice, and a changed end date is announced again.
 */
export const AGREEMENT_ENDING_STEPS = [90, 60, 30] as const;
/** The last months of an exclusive agreement, when rival agents may approach the player. */
export const EXCLUSIVE_LAST_MONTHS = 2;
export const DOCUMENT_EXPIRY_DAYS = 60;
export const PITCH_NOT_OPENED_DAYS = 7;
export const PITCH_NO_FEEDBACK_DAYS = 14;

export const REMINDER_KINDS = [
  'agreementEnding',
  'exclusiveEnding',
  'uploadDue',
  'uploadOverdue',
  'playerContractEnding',
  'documentExpiring',
  'pitchNotOpened',
  'pitchNoFeedback',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The notification event of a reminder: the web words it in the reader's language. */
export const reminderEventSchema = z.object({
  kind: z.literal('reminder'),
  reminder: z.enum(REMINDER_KINDS),
  /** The day the job computed it for. */
  forDate: z.string(),
  player: z.object({ id: z.uuid(), name: z.string() }),
  /** The date it is about: the agreement's or contract's end, the upload deadline, the expiry, the send. */
  date: z.string(),
  /** Days from `forDate` to `date` (negative when `date` is past: days since a send, an overdue upload). */
  days: z.number().int(),
  /** agreementEnding: the step reached (90, 60 or 30). */
  step: z.number().int().nullable(),
  documentKind: z.enum(PLAYER_DOCUMENT_KINDS).nullable(),
  /** playerContractEnding: the club of the contract; pitches: the contact's club. */
  clubName: z.string().nullable(),
  contactName: z.string().nullable(),
  pitchId: z.uuid().nullable(),
  /** The reader is the agent in charge (listed first). */
  forYou: z.boolean(),
});
export type ReminderEvent = z.infer<typeof reminderEventSchema>;

interface PlayerRef {
  tenantId: string;
  playerId: string;
  playerName: string;
  /** The agent in charge: the agreement's agent, the player's agent, the pitch's sender. */
  agentUserId: string | null;
}

export interface ReminderFacts {
  agreements: readonly (PlayerRef & {
    id: string;
    startDate: string;
    endDate: string;
    exclusive: boolean;
    federationUploadedOn: string | null;
  })[];
  playerContracts: readonly (PlayerRef & { id: string; clubName: string; endDate: string })[];
  documents: readonly (PlayerRef & { id: string; kind: PlayerDocumentKind; expiresOn: string })[];
  /** Open pitches (not signed, not declined) with the day of their last send. */
  pitches: readonly (PlayerRef & {
    id: string;
    stage: string;
    sentOn: string;
    contactName: string;
    clubName: string | null;
  })[];
}

/** One reminder before it is addressed: every member of the sport gets it. */
export interface Reminder {
  key: string;
  tenantId: string;
  agentUserId: string | null;
  link: string;
  event: Omit<ReminderEvent, 'forYou'>;
}

const playerLink = (ref: PlayerRef, section: string) => `players/${ref.tenantId}/${ref.playerId}#${section}`;

/** Every reminder due on `day` (yyyy-MM-dd) for the facts given. Pure: the job reads, this decides. */
export function computeReminders(day: string, facts: ReminderFacts): Reminder[] {
  const reminders: Reminder[] = [];
  const add = (
    ref: PlayerRef,
    key: string,
    link: string,
    event: Omit<
      ReminderEvent,
      | 'kind'
      | 'forDate'
      | 'player'
      | 'forYou'
      | 'step'
      | 'documentKind'
      | 'clubName'
      | 'contactName'
      | 'pitchId'
    > &
      Partial<Pick<ReminderEvent, 'step' | 'documentKind' | 'clubName' | 'contactName' | 'pitchId'>>,
  ) => {
    reminders.push({
      key,
      tenantId: ref.tenantId,
      agentUserId: ref.agentUserId,
      link,
      event: {
        kind: 'reminder',
        forDate: day,
        player: { id: ref.playerId, name: ref.playerName },
        step: null,
        documentKind: null,
        clubName: null,
        contactName: null,
        pitchId: null,
        ...event,
      },
    });
  };

  for (const agreement of facts.agreements) {
    const link = playerLink(agreement, 'agreements');
    const daysLeft = daysBetween(day, agreement.endDate);
    if (daysLeft >= 0 && daysLeft <= AGREEMENT_ENDING_STEPS[0]) {
      // The nearest step reached: a day the job missed still announces it, an older step is not repeated.
      const step =
        [...AGREEMENT_ENDING_STEPS].reverse().find((candidate) => daysLeft <= candidate) ??
        AGREEMENT_ENDING_STEPS[0];
      add(agreement, `agreementEnding:${agreement.id}:${agreement.endDate}:${step}`, link, {
        reminder: 'agreementEnding',
        date: agreement.endDate,
        days: daysLeft,
        step,
      });
    }
    // The last 2 months begin the day after the end date minus 2 months, and not before the start:
    // an agreement shorter than that is not "ending" while the player is still under the one before.
    const lastMonthsFrom = addDays(addMonths(agreement.endDate, -EXCLUSIVE_LAST_MONTHS), 1);
    if (
      agreement.exclusive &&
      day >= lastMonthsFrom &&
      day >= agreement.startDate &&
      day <= agreement.endDate
    ) {
      add(agreement, `exclusiveEnding:${agreement.id}:${agreement.endDate}`, link, {
        reminder: 'exclusiveEnding',
        date: agreement.endDate,
        days: daysLeft,
      });
    }
    if (agreement.federationUploadedOn === null && day >= agreement.startDate && day <= agreement.endDate) {
      const dueOn = addDays(agreement.startDate, AGREEMENT_UPLOAD_DAYS);
      const overdue = day > dueOn;
      add(
        agreement,
        `${overdue ? 'uploadOverdue' : 'uploadDue'}:${agreement.id}:${agreement.startDate}`,
        link,
        {
          reminder: overdue ? 'uploadOverdue' : 'uploadDue',
          date: dueOn,
          days: daysBetween(day, dueOn),
        },
      );
    }
  }

  for (const contract of facts.playerContracts) {
    if (day >= addMonths(contract.endDate, -CONTRACT_ENDING_MONTHS) && day <= contract.endDate) {
      add(
        contract,
        `playerContractEnding:${contract.id}:${contract.endDate}`,
        playerLink(contract, 'contracts'),
        {
          reminder: 'playerContractEnding',
          date: contract.endDate,
          days: daysBetween(day, contract.endDate),
          clubName: contract.clubName,
        },
      );
    }
  }

  for (const document of facts.documents) {
    if (!REMINDED_DOCUMENT_KINDS.includes(document.kind)) continue;
    const daysLeft = daysBetween(day, document.expiresOn);
    if (daysLeft >= 0 && daysLeft <= DOCUMENT_EXPIRY_DAYS) {
      add(
        document,
        `documentExpiring:${document.id}:${document.expiresOn}`,
        playerLink(document, 'documents'),
        {
          reminder: 'documentExpiring',
          date: document.expiresOn,
          days: daysLeft,
          documentKind: document.kind,
        },
      );
    }
  }

  for (const pitch of facts.pitches) {
    const daysSince = daysBetween(pitch.sentOn, day);
    const link = `pitches/${pitch.tenantId}?view=list&pitch=${pitch.id}`;
    const about = {
      date: pitch.sentOn,
      days: -daysSince,
      clubName: pitch.clubName,
      contactName: pitch.contactName,
      pitchId: pitch.id,
    };
    if (pitch.stage === 'sent' && daysSince >= PITCH_NOT_OPENED_DAYS)
      add(pitch, `pitchNotOpened:${pitch.id}:${pitch.sentOn}`, link, {
        reminder: 'pitchNotOpened',
        ...about,
      });
    if ((pitch.stage === 'sent' || pitch.stage === 'opened') && daysSince >= PITCH_NO_FEEDBACK_DAYS)
      add(pitch, `pitchNoFeedback:${pitch.id}:${pitch.sentOn}`, link, {
        reminder: 'pitchNoFeedback',
        ...about,
      });
  }
  return reminders;
}
