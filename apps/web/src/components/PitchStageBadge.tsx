import { Badge, type MantineColor } from '@mantine/core';
import type { PitchAnswer, PitchStage } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';

/** A stage or answer is a word or two: never cut to "Feedb…" by a narrow table cell or card. */
const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/** One colour per stage of D44, the same on the board, the lists and the match page. */
export const PITCH_STAGE_COLORS: Record<PitchStage, MantineColor> = {
  sent: 'gray',
  opened: 'blue',
  feedback: 'grape',
  'in talks': 'orange',
  signed: 'teal',
  declined: 'red',
};

export const PITCH_ANSWER_COLORS: Record<PitchAnswer, MantineColor> = {
  interested: 'teal',
  notNow: 'yellow',
  notInterested: 'red',
};

/** A pitch's stage as a badge, in the reader's language. */
export function PitchStageBadge({ stage }: { stage: PitchStage }) {
  const { t } = useTranslation();
  return (
    <Badge color={PITCH_STAGE_COLORS[stage]} variant="light" radius="sm" tt="none" style={WHOLE}>
      {t(`pitch.stages.${stage}`)}
    </Badge>
  );
}

/** The club's answer as a badge. */
export function PitchAnswerBadge({ answer }: { answer: PitchAnswer }) {
  const { t } = useTranslation();
  return (
    <Badge color={PITCH_ANSWER_COLORS[answer]} variant="dot" radius="sm" tt="none" style={WHOLE}>
      {t(`pitch.answers.${answer}`)}
    </Badge>
  );
}
