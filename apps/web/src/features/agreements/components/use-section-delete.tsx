import { Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';

interface SectionDeleteTexts {
  /** Said once the record is gone. */
  done: string;
  /** The title of the API's refusal. */
  error: string;
}

/**
 * A player section's delete: `ask(item)` opens "Confirm your action"; Delete sends the request.
 * The player's page (inner layout) has no notifications, so the outcome is said in the section
 * itself: render `dialog` and `outcome` there.
 */
export function useSectionDelete<Item extends { id: string }>(
  remove: UseMutationResult<unknown, Error, string>,
  texts: SectionDeleteTexts,
): { ask: (item: Item) => void; dialog: ReactNode; outcome: ReactNode } {
  const [deleting, setDeleting] = useState<Item | null>(null);
  const dialog = (
    <ConfirmDialog
      opened={deleting !== null}
      onClose={() => {
        // The request is under way: closing now would hide its outcome.
        if (remove.isPending) return false;
        setDeleting(null);
      }}
      loading={remove.isPending}
      onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
    />
  );
  const outcome = remove.isError ? (
    <ErrorAlert title={texts.error} error={remove.error} />
  ) : remove.isSuccess ? (
    <Text size="sm" c="teal.8" role="status">
      {texts.done}
    </Text>
  ) : null;
  return {
    ask: (item) => {
      remove.reset();
      setDeleting(item);
    },
    dialog,
    outcome,
  };
}
