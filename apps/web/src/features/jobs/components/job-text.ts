import type { Job, JobRun } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { dailyTime } from '../schedule.ts';

/**
 * The counts the jobs report, in words and in this order (the database keeps JSON keys in its own
 * order); a count the app has no word for shows after them under its own name.
 */
const SUMMARY_KEYS = [
  'reminders',
  'notifications',
  'digests',
  'digestsFailed',
  'files',
  'rows',
  'bytes',
  'sports',
  'clubsCreated',
  'clubsUpdated',
  'contactsCreated',
  'contactsUpdated',
  'conflicts',
  'skipped',
] as const;
type SummaryKey = (typeof SUMMARY_KEYS)[number];
const isSummaryKey = (key: string): key is SummaryKey => (SUMMARY_KEYS as readonly string[]).includes(key);
const rank = (key: string) => (isSummaryKey(key) ? SUMMARY_KEYS.indexOf(key) : SUMMARY_KEYS.length);

/** How a job, its schedule and its runs are said in the reader's language. */
export function useJobText() {
  const { t } = useTranslation();
  return {
    name: (job: Job['name']) => t(`jobs.names.${job}`),
    /** "Every day at 06:00 (Europe/Copenhagen)", the cron expression as written, or "when started". */
    schedule: ({ schedule, timeZone }: Pick<Job, 'schedule' | 'timeZone'>) => {
      if (schedule === null) return t('jobs.schedule.onDemand');
      const time = dailyTime(schedule);
      return time
        ? t('jobs.schedule.daily', { time, timeZone })
        : t('jobs.schedule.cron', { cron: schedule, timeZone });
    },
    /** "reminders 12 · notifications 30 · digests 3". */
    summary: (summary: JobRun['summary']) =>
      Object.entries(summary)
        // A mail that did not go is worth a word; none failing is not.
        .filter(([key, count]) => key !== 'digestsFailed' || count > 0)
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([key, count]) => `${isSummaryKey(key) ? t(`jobs.summaryKeys.${key}`) : key} ${count}`)
        .join(' · '),
    /** "under 1 s", "42 s", "3 min 5 s"; null while the run goes on. */
    duration: ({ startedAt, finishedAt }: Pick<JobRun, 'startedAt' | 'finishedAt'>) => {
      if (!finishedAt) return null;
      const milliseconds = Date.parse(finishedAt) - Date.parse(startedAt);
      if (milliseconds < 1000) return t('jobs.duration.underASecond');
      const seconds = Math.round(milliseconds / 1000);
      if (seconds < 60) return t('jobs.duration.seconds', { seconds });
      return t('jobs.duration.minutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
    },
  };
}
