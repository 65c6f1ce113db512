import type { CallReason, CallToday, Pitch } from '@transferdesk/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import 'dayjs/locale/en-gb';
import { useTranslation } from 'react-i18next';
import { contactName, playerName } from '../../lib/person-name.ts';

/** Whole calendar days from `iso` to today, in the reader's time zone (0: today). */
function daysAgo(iso: string, now: dayjs.Dayjs): number {
  return Math.max(0, now.startOf('day').diff(dayjs(iso).startOf('day'), 'day'));
}

/**
 * "Who to call today" in the reader's language: each reason of the API (a code with its values)
 * as words, and the pitch's first reason as the sentence that heads its row, naming the contact,
 * the club and the player.
 */
export function useReasonText() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const now = dayjs();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  /** "today", "since Monday" (this week), "since 3 March" (before). */
  const since = (iso: string) => {
    const days = daysAgo(iso, now);
    if (days === 0) return t('pitches.when.today');
    const day = dayjs(iso).locale(locale);
    return t('pitches.when.since', { day: day.format(days < 7 ? 'dddd' : 'D MMMM') });
  };
  /** "today", "yesterday", "2 days ago". */
  const ago = (iso: string) => {
    const days = daysAgo(iso, now);
    if (days === 0) return t('pitches.when.today');
    if (days === 1) return t('pitches.when.yesterday');
    return t('pitches.when.daysAgo', { count: days });
  };

  /** One reason on its own, as a chip under the sentence. */
  const reason = (item: CallReason): string => {
    switch (item.code) {
      case 'openedNoAnswer':
        return t('pitches.today.reasons.openedNoAnswer', { count: item.count, since: since(item.since) });
      case 'opened':
        return t('pitches.today.reasons.opened', { count: item.count, since: since(item.since) });
      case 'answered':
        return t('pitches.today.reasons.answered', {
          answer: t(`pitch.answers.${item.answer}`),
          when: ago(item.at),
        });
      case 'marks':
        return t('pitches.today.reasons.marks', { average: number.format(item.average) });
      case 'stale':
        return t('pitches.today.reasons.stale', { count: item.days, stage: t(`pitch.stages.${item.stage}`) });
      case 'notOpened':
        return t('pitches.today.reasons.notOpened', { count: item.days });
    }
  };

  /** "Henrik Jørgensen (AGF) opened Review Tester's CV 3 times since Monday, no answer yet". */
  const headline = (pitch: Pitch, first: CallReason | undefined): string => {
    const contact = contactName(pitch.contact);
    const who = pitch.club ? t('pitches.contactAtClub', { contact, club: pitch.club.name }) : contact;
    const player = playerName(pitch.player);
    if (!first) return t('pitches.today.headline.none', { who, player });
    switch (first.code) {
      case 'openedNoAnswer':
      case 'opened':
        return t(`pitches.today.headline.${first.code}`, {
          who,
          player,
          count: first.count,
          since: since(first.since),
        });
      case 'answered':
        return t('pitches.today.headline.answered', {
          who,
          player,
          answer: t(`pitch.answers.${first.answer}`),
          when: ago(first.at),
        });
      case 'marks':
        return t('pitches.today.headline.marks', { who, player, average: number.format(first.average) });
      case 'stale':
        return t('pitches.today.headline.stale', {
          who,
          player,
          count: first.days,
          stage: t(`pitch.stages.${first.stage}`),
        });
      case 'notOpened':
        return t('pitches.today.headline.notOpened', { who, player, count: first.days });
    }
  };

  /** The row's sentence (from its first reason) and the other reasons as chips. */
  return (item: CallToday) => ({
    headline: headline(item.pitch, item.reasons[0]),
    others: item.reasons.slice(1).map(reason),
  });
}
