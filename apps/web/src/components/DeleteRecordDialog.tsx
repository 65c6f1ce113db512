import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog.tsx';

interface DeleteRecordDialogProps {
  /** The record the form edits. */
  id: string;
  opened: boolean;
  onClose: () => void;
  /** The delete mutation; it takes the record's id. */
  remove: UseMutationResult<unknown, Error, string>;
  /** Where the page goes once the record is gone: its list. */
  leaveTo: string;
}

/**
 * An edit form's Delete confirmation. Once the record is deleted the list replaces the page (Back
 * must not return to a deleted record); a refusal closes the dialog and the form shows it.
 */
export function DeleteRecordDialog({ id, opened, onClose, remove, leaveTo }: DeleteRecordDialogProps) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      loading={remove.isPending}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => navigate(leaveTo, { replace: true }),
          onError: () => onClose(),
        })
      }
    />
  );
}
