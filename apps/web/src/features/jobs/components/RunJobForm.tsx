import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay } from '@tabler/icons-react';
import { type JobName, type JobRun, jobRunRequestSchema } from '@transferdesk/shared';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { onValidSubmit, schemaValidator } from '../../../lib/forms.ts';
import { useRunJob } from '../api.ts';
import { useJobText } from './job-text.ts';

/** Jobs that run for a day: the form asks which (today unless changed). */
const RUNS_FOR_A_DAY: readonly JobName[] = ['reminders'];

interface RunJobFormProps {
  name: JobName;
  /** The job's runs as the list has them now: a run started here is followed until it ends. */
  runs: JobRun[];
}

/** "Run now" (issue 30): the day to run for (reminders only) and the button; what came of it in a notice. */
export function RunJobForm({ name, runs }: RunJobFormProps) {
  const { t } = useTranslation();
  const text = useJobText();
  const run = useRunJob(name);
  const forADay = RUNS_FOR_A_DAY.includes(name);
  const validate = schemaValidator<{ date?: string }>(jobRunRequestSchema);
  const form = useForm<{ date: string | null }>({
    initialValues: { date: dayjs().format('YYYY-MM-DD') },
    validate: (values) => validate({ date: values.date ?? undefined }),
  });
  // A run still going when the API answered (202): its end is announced when the list shows it.
  const [followed, setFollowed] = useState<string | null>(null);

  const job = text.name(name);
  const announce = (finished: JobRun) =>
    finished.outcome === 'failed'
      ? notifications.show({
          color: 'red',
          title: t('jobs.run.failed', { job }),
          message: finished.error ?? '',
        })
      : notifications.show({
          color: 'teal',
          title: t('jobs.run.done', { job }),
          message: text.summary(finished.summary),
        });

  const ended = runs.find((known) => known.id === followed && known.outcome !== 'running');
  // biome-ignore lint/correctness/useExhaustiveDependencies: announced once, when the followed run ends.
  useEffect(() => {
    if (!ended) return;
    setFollowed(null);
    announce(ended);
  }, [ended]);

  const submit = (values: { date: string | null }) =>
    run.mutate(forADay && values.date ? { date: values.date } : {}, {
      onSuccess: (started) => {
        if (started.outcome !== 'running') return announce(started);
        setFollowed(started.id);
        notifications.show({ color: 'blue', message: t('jobs.run.started', { job }) });
      },
    });

  return (
    <form noValidate onSubmit={onValidSubmit(form, submit)}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          {forADay && (
            <DateField
              label={t('jobs.run.date')}
              description={t('jobs.run.dateHint')}
              placeholder={t('jobs.run.dateFormat')}
              popoverProps={{ withinPortal: true }}
              w={220}
              {...form.getInputProps('date')}
            />
          )}
          <Button
            type="submit"
            loading={run.isPending}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            aria-label={`${t('jobs.run.submit')}: ${job}`}
          >
            {t('jobs.run.submit')}
          </Button>
        </Group>
        {run.isError && <ErrorAlert title={t('jobs.run.startFailed', { job })} error={run.error} />}
      </Stack>
    </form>
  );
}
