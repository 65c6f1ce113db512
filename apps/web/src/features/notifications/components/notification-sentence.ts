import { EXCLUSIVE_LAST_MONTHS, type NotificationEvent, type ReminderEvent } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates.ts';

type PitchAnswered = Extract<NotificationEvent, { kind: 'pitchAnswered' }>;

/** Names ending in s, x or z take a bare apostrophe in Danish ("Jonas' pas"); the locale says how. */
const SIBILANT_END = /[sxz]$/i;

/**
 * What a notification says, in the reader's language: a club's answer on a pitch (issue 29), or
 * one of the day's reminders (issue 30, D46) with the player's name, the date as the app writes
 * dates and the days to it.
 */
export function useEventSentence(): (event: NotificationEvent) => string {
  const { t, i18n } = useTranslation();
  const who = (contact: string | null, club: string | null) =>
    club ? t('notifications.contactAtClub', { contact: contact ?? '', club }) : (contact ?? '');

  const pitchAnswered = (event: PitchAnswered) => {
    const values = {
      who: who(event.contactName, event.clubName),
      player: event.playerName,
      answer: t(`pitch.answers.${event.answer}`),
    };
    return event.changed
      ? t('notifications.pitchAnswerChanged', values)
      : t('notifications.pitchAnswered', values);
  };

  const reminder = (event: ReminderEvent) => {
    const player = event.player.name;
    const date = formatLongDate(event.date, i18n.language);
    const count = Math.abs(event.days);
    const when = event.days === 0 ? t('reminders.today') : t('reminders.inDays', { count });
    const whose = SIBILANT_END.test(player)
      ? t('reminders.possessiveSibilant', { name: player })
      : t('reminders.possessive', { name: player });
    switch (event.reminder) {
      case 'agreementEnding':
        return t('reminders.agreementEnding', { player, when, date });
      case 'exclusiveEnding':
        return t('reminders.exclusiveEnding', { player, months: EXCLUSIVE_LAST_MONTHS, date });
      case 'uploadDue': {
        const left = event.days === 0 ? t('reminders.dueToday') : t('reminders.daysLeft', { count });
        return t('reminders.uploadDue', { player, date, left });
      }
      case 'uploadOverdue':
        return t('reminders.uploadOverdue', { player, date });
      case 'playerContractEnding':
        // A contract recorded without its club says so without a gap.
        return event.clubName
          ? t('reminders.playerContractEnding', { whose, club: event.clubName, date, when })
          : t('reminders.playerContractEndingNoClub', { whose, date, when });
      case 'documentExpiring': {
        const document = t(`reminders.documents.${event.documentKind ?? 'other'}`);
        return t('reminders.documentExpiring', { whose, document, date, when });
      }
      case 'pitchNotOpened':
        return t('reminders.pitchNotOpened', { player, who: who(event.contactName, event.clubName), count });
      case 'pitchNoFeedback':
        return t('reminders.pitchNoFeedback', { player, who: who(event.contactName, event.clubName), count });
    }
  };

  return (event) => (event.kind === 'reminder' ? reminder(event) : pitchAnswered(event));
}
