import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { serverErrorMessages } from '../lib/server-errors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

interface ConfirmedDeleteOptions<Item> {
  /** The delete mutation; it takes the item's id. */
  remove: UseMutationResult<unknown, Error, string>;
  /** The notification after the delete, naming what went. */
  doneMessage: (item: Item) => string;
  /** The notification title when the API refuses (a 409 says why, e.g. a team that came into use). */
  errorTitle: string;
}

/**
 * A list's delete flow: `ask(item)` opens the confirmation dialog; Delete sends the request and the
 * outcome is reported as a notification. Render `dialog` once on the page.
 */
export function useConfirmedDelete<Item extends { id: string }>({
  remove,
  doneMessage,
  errorTitle,
}: ConfirmedDeleteOptions<Item>): { ask: (item: Item) => void; dialog: ReactNode } {
  const [deleting, setDeleting] = useState<Item | null>(null);

  const confirm = (item: Item) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        notifications.show({
          role: 'status',
          color: 'teal',
          icon: <IconCheck size={18} aria-hidden />,
          message: doneMessage(item),
        });
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: errorTitle,
          message: serverErrorMessages(error).join(' '),
        });
      },
      onSettled: () => setDeleting(null),
    });

  const dialog = (
    <ConfirmDialog
      opened={deleting !== null}
      onClose={() => {
        // The request is under way: closing now would hide its outcome.
        if (remove.isPending) return false;
        setDeleting(null);
      }}
      loading={remove.isPending}
      onConfirm={() => deleting && confirm(deleting)}
    />
  );
  return { ask: setDeleting, dialog };
}
