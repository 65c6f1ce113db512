import { Alert, Button, Group, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClock, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { PITCH_ANSWERS, PITCH_MESSAGE_MAX, type PitchAnswer, type PublicPitch } from '@transferdesk/shared';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PITCH_ANSWER_COLORS, PitchAnswerBadge } from '../../../components/PitchStageBadge.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { HttpError } from '../../../lib/http.ts';
import { translateKnownText } from '../../../lib/i18n.ts';
import { useSendPitchAnswer } from '../api.ts';
import { ACCENT_BUTTON, classes } from './parts.tsx';

const ANSWER_ICONS: Record<PitchAnswer, ReactNode> = {
  interested: <IconThumbUp size={18} aria-hidden />,
  notNow: <IconClock size={18} aria-hidden />,
  notInterested: <IconThumbDown size={18} aria-hidden />,
};

/** Why an answer was not taken: the server's own words for too many answers (429), else ours. */
function failureText(error: unknown, t: TFunction): string {
  if (error instanceof HttpError && error.status === 429) {
    const body = error.body as { error?: unknown } | undefined;
    if (typeof body?.error === 'string' && body.error) return translateKnownText(body.error);
  }
  return t('publicPitch.failed');
}

interface PitchAnswerPanelProps {
  /** The pitch behind the link (`usePublicPitch`): the page shows no panel without one. */
  pitch: PublicPitch;
  contactId: string;
  playerId: string;
}

/**
 * Issue 29: "What does your club think?" on a link sent to a club contact: Interested, Not now or
 * Not interested, with an optional message, sent to the agent; then the answer, to change it.
 */
export function PitchAnswerPanel({ pitch, contactId, playerId }: PitchAnswerPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const send = useSendPitchAnswer(contactId, playerId);
  const [editing, setEditing] = useState(pitch.answer === null);
  const [justSent, setJustSent] = useState(false);

  return (
    <section aria-labelledby={headingId} className={`${classes.answerCard} ${classes.noPrint}`}>
      <h2 className={classes.answerTitle} id={headingId}>
        {t('publicPitch.title')}
      </h2>
      {editing ? (
        <AnswerForm
          initial={pitch}
          sending={send.isPending}
          failure={send.error ? failureText(send.error, t) : null}
          canCancel={pitch.answer !== null}
          onCancel={() => setEditing(false)}
          onSend={(answer, message) =>
            send.mutate(
              { answer, message },
              {
                onSuccess: () => {
                  setJustSent(true);
                  setEditing(false);
                },
              },
            )
          }
        />
      ) : (
        <Answered
          pitch={pitch}
          justSent={justSent}
          onChange={() => {
            send.reset();
            setJustSent(false);
            setEditing(true);
          }}
        />
      )}
    </section>
  );
}

interface AnswerFormProps {
  /** The answer given before, to change it; none for a first answer. */
  initial: PublicPitch;
  sending: boolean;
  failure: string | null;
  canCancel: boolean;
  onCancel: () => void;
  onSend: (answer: PitchAnswer, message: string) => void;
}

/** The three answers as a group of toggle buttons (one pressed at a time), the message and Send. */
function AnswerForm({ initial, sending, failure, canCancel, onCancel, onSend }: AnswerFormProps) {
  const { t } = useTranslation();
  const groupLabel = useId();
  const [choice, setChoice] = useState<PitchAnswer | null>(initial.answer);
  const [message, setMessage] = useState(initial.message);
  const [missingChoice, setMissingChoice] = useState(false);
  const submit = () => {
    if (!choice) {
      setMissingChoice(true);
      return;
    }
    onSend(choice, message.trim());
  };

  return (
    <div className={classes.answerForm}>
      <Text size="sm" c="dimmed">
        {t('publicPitch.intro')}
      </Text>
      <div>
        <Text id={groupLabel} size="sm" fw={600} mb={6}>
          {t('publicPitch.answerGroup')}
        </Text>
        <Group role="group" aria-labelledby={groupLabel} gap="sm">
          {PITCH_ANSWERS.map((answer) => (
            <Button
              key={answer}
              aria-pressed={choice === answer}
              variant={choice === answer ? 'filled' : 'default'}
              color={PITCH_ANSWER_COLORS[answer]}
              leftSection={ANSWER_ICONS[answer]}
              radius="md"
              onClick={() => {
                setChoice(answer);
                setMissingChoice(false);
              }}
            >
              {t(`pitch.answers.${answer}`)}
            </Button>
          ))}
        </Group>
        {missingChoice && (
          <Text size="sm" c="red" mt={6} role="alert">
            {t('publicPitch.chooseFirst')}
          </Text>
        )}
      </div>
      <Textarea
        label={t('publicPitch.message')}
        placeholder={t('publicPitch.messagePlaceholder')}
        description={t('publicPitch.messageHint', { max: PITCH_MESSAGE_MAX })}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        maxLength={PITCH_MESSAGE_MAX}
        // Mantine's autosize waits on `document.fonts`, which some browsers lack; a fixed height
        // the reader can drag does as well (as in the match page's sent links).
        rows={3}
        resize="vertical"
      />
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {failure}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={submit} loading={sending} radius="md" style={ACCENT_BUTTON}>
          {t('publicPitch.send')}
        </Button>
        {canCancel && (
          <Button variant="subtle" color="gray" onClick={onCancel} disabled={sending}>
            {t('common.cancel')}
          </Button>
        )}
      </Group>
    </div>
  );
}

/** The answer the agent has: thanks right after sending, or when it was given; and a way to change it. */
function Answered({
  pitch,
  justSent,
  onChange,
}: {
  pitch: PublicPitch;
  justSent: boolean;
  onChange: () => void;
}) {
  const { t, i18n } = useTranslation();
  const status = justSent
    ? t('publicPitch.thanks')
    : pitch.answeredAt
      ? t('publicPitch.answeredOn', { date: formatLongDate(pitch.answeredAt, i18n.language) })
      : t('publicPitch.answered');
  return (
    <div className={classes.answerForm}>
      <Group gap="xs" wrap="nowrap" align="flex-start" role="status">
        <IconCircleCheck size={22} className={classes.answerIcon} aria-hidden />
        <Text fw={600}>{status}</Text>
      </Group>
      {pitch.answer && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('publicPitch.yourAnswer')}
          </Text>
          <PitchAnswerBadge answer={pitch.answer} />
        </Group>
      )}
      {pitch.message && (
        <div>
          <Text size="sm" c="dimmed">
            {t('publicPitch.yourMessage')}
          </Text>
          <Text size="sm" className={classes.answerMessage}>
            {pitch.message}
          </Text>
        </div>
      )}
      <div>
        <Button variant="light" radius="md" onClick={onChange}>
          {t('publicPitch.change')}
        </Button>
      </div>
    </div>
  );
}
