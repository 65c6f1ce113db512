import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconListSearch, IconSparkles } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Requirement, STORED_MATCH_KEY } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { http } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { serverErrorMessages } from '../../../lib/server-errors.ts';
import { writeStored } from '../../../lib/storage.ts';

/**
 * A requirement row's 'Show results' and 'Matching' (spec 2, Requirements and section 4; D18, D28),
 * kept apart from the card so that the matches work touches nothing else here. Both keep the
 * version they open as the stored match choice, which the match page loads first.
 */
export function MatchActions({ requirement, hidden }: { requirement: Requirement; hidden: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = (id: string) => {
    writeStored(STORED_MATCH_KEY, id);
    navigate(paths.matches.match(id));
  };
  const failed = (title: string) => (error: unknown) =>
    notifications.show({
      color: 'red',
      title,
      message: serverErrorMessages(error).join(' ') || t('messages.genericError'),
    });

  // D18: a new version, computed now.
  const matching = useMutation({
    mutationFn: () => http.post<{ id: string }>('/api/matches', { requirementId: requirement.id }),
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.requirements });
      void queryClient.invalidateQueries({ queryKey: queryRoots.matches });
      open(id);
    },
    onError: failed(t('matches.actions.matchingFailed')),
  });
  // D28: the latest version.
  const latest = useMutation({
    mutationFn: () => http.get<{ id: string }>(`/api/requirements/${requirement.id}/latestMatch`),
    onSuccess: ({ id }) => open(id),
    onError: failed(t('matches.actions.showResultsFailed')),
  });

  return (
    <>
      <Button
        variant="subtle"
        size="xs"
        disabled={requirement.matchCount === 0}
        loading={latest.isPending}
        onClick={() => latest.mutate()}
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
        onClick={() => matching.mutate()}
        leftSection={<IconSparkles size={14} aria-hidden />}
      >
        {t('requirements.card.matching')}
        {hidden}
      </Button>
    </>
  );
}
