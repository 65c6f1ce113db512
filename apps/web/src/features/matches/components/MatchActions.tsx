import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconListSearch, IconSparkles } from '@tabler/icons-react';
import type { Requirement } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { serverErrorMessages } from '../../../lib/server-errors.ts';
import { storeMatchId } from '../../../lib/stored-match.ts';
import { useCreateMatch, useLatestMatch } from '../api.ts';

/**
 * A requirement row's 'Show results' and 'Matching' (spec 2, Requirements and section 4; D18, D28),
 * the matches feature's part of the requirement card: the app layer slots them into the card
 * (`app/composition/RequirementsWithMatchActions.tsx`), so that requirements never imports matches.
 * Both keep the version they open as the stored match choice, which the match page loads first.
 */
export function MatchActions({ requirement, hidden }: { requirement: Requirement; hidden: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = ({ id }: { id: string }) => {
    storeMatchId(id);
    navigate(paths.matches.match(id));
  };
  const failed = (title: string) => (error: unknown) =>
    notifications.show({
      color: 'red',
      title,
      message: serverErrorMessages(error).join(' ') || t('messages.genericError'),
    });

  // D18: a new version, computed now.
  const matching = useCreateMatch(requirement.id);
  // D28: the latest version.
  const latest = useLatestMatch(requirement.id);

  return (
    <>
      <Button
        variant="subtle"
        size="xs"
        disabled={requirement.matchCount === 0}
        loading={latest.isPending}
        onClick={() =>
          latest.mutate(undefined, {
            onSuccess: open,
            onError: failed(t('matches.actions.showResultsFailed')),
          })
        }
        leftSection={<IconListSearch size={14} aria-hidden />}
      >
        {requirement.matchCount > 0
          ? t('requirements.card.showResults', { count: requirement.matchCount })
          : t('requirements.card.showResultsNone')}
        {hidden}
      </Button>
      <Button
        variant="subtle"
        size="xs"
        loading={matching.isPending}
        disabled={latest.isPending}
        onClick={() =>
          matching.mutate(undefined, {
            onSuccess: open,
            onError: failed(t('matches.actions.matchingFailed')),
          })
        }
        leftSection={<IconSparkles size={14} aria-hidden />}
      >
        {t('requirements.card.matching')}
        {hidden}
      </Button>
    </>
  );
}
