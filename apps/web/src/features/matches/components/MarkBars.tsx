import { Group, List, Progress, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MARK_NAMES, type MarkName } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { formatAverage, markColor } from './match-format.ts';
import { type StoredReason, useReasonText } from './reason-text.ts';

/** The four marks of a candidate (D27), each a whole number 0-10. */
export interface Marks {
  contractMark: number;
  financeMark: number;
  personalMark: number;
  playerPlanMark: number;
}

const markOf = (marks: Marks, name: MarkName) => marks[`${name}Mark`];

/** Each mark as a bar with its number; the bar carries the mark for screen readers. */
export function MarkBars({ marks }: { marks: Marks }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
      {MARK_NAMES.map((name) => {
        const mark = markOf(marks, name);
        return (
          <Stack key={name} gap={4}>
            <Group justify="space-between" gap="xs" aria-hidden>
              <Text size="sm">{t(`matches.marks.${name}`)}</Text>
              <Text size="sm" fw={600}>
                {t('matches.marks.outOf', { mark })}
              </Text>
            </Group>
            <Progress.Root size="md" radius="xl">
              <Progress.Section
                value={mark * 10}
                color={markColor(mark)}
                withAria={false}
                role="progressbar"
                aria-label={t(`matches.marks.${name}`)}
                aria-valuemin={0}
                aria-valuemax={10}
                aria-valuenow={mark}
                aria-valuetext={t('matches.marks.outOf', { mark })}
              />
            </Progress.Root>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

/** Spec 2, section 9: the average as a ring with its number in the middle. */
export function AverageRing({ average }: { average: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={0} align="center">
      <RingProgress
        size={76}
        thickness={7}
        roundCaps
        sections={[{ value: average * 10, color: markColor(average) }]}
        label={
          <Text ta="center" fw={700} size="md">
            {formatAverage(average, i18n.language)}
          </Text>
        }
      />
      <Text size="xs" c="dimmed">
        {t('matches.card.average')}
      </Text>
    </Stack>
  );
}

/** The sentences that made each mark (D27): what the agent can explain to the club. */
export function MarkReasons({ marks, reasons }: { marks: Marks; reasons: Record<MarkName, StoredReason[]> }) {
  const { t } = useTranslation();
  const say = useReasonText();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {MARK_NAMES.map((name) => (
        <Stack key={name} gap={4}>
          <Title order={4} size="h6">
            {t(`matches.marks.${name}`)} · {t('matches.marks.outOf', { mark: markOf(marks, name) })}
          </Title>
          {reasons[name].length > 0 ? (
            <List size="sm" spacing={2}>
              {reasons[name].map((reason, index) => (
                // A mark's reasons are a fixed list that never reorders; two may read the same.
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is the reason's identity
                <List.Item key={index}>{say(reason)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              {t('matches.card.noReasons')}
            </Text>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
