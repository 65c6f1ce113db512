import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { PITCH_MESSAGE_MAX, type Pitch, type PitchStage } from '@transferdesk/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { playerName } from '../../../lib/person-name.ts';
import { serverErrorMessages } from '../../../lib/server-errors.ts';
import { useMovePitch } from '../api.ts';
import type { PitchActions } from './PitchMoveMenu.tsx';

interface Move {
  pitch: Pitch;
  stage: PitchStage;
}

/**
 * The moves of the page: `ask` opens a dialog for an optional note, `now` moves straight away.
 * Either way a notification says what happened; the board moves the card before the server answers.
 */
export function usePitchMover(tenantId: string): {
  ask: PitchActions['move'];
  now: PitchActions['moveNow'];
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const mutation = useMovePitch(tenantId);
  const [asking, setAsking] = useState<Move | null>(null);

  const send = ({ pitch, stage }: Move, note: string, fromDialog: boolean) =>
    mutation.mutate(
      { pitch, stage, note },
      {
        onSuccess: (detail) => {
          const values = { player: playerName(pitch.player), stage: t(`pitch.stages.${stage}`) };
          notifications.show({
            role: 'status',
            color: 'teal',
            icon: <IconCheck size={18} aria-hidden />,
            // Offline, the move waits in this device's queue (the answer is then no pitch).
            message: detail ? t('pitches.move.done', values) : t('pitches.move.queued', values),
          });
          if (fromDialog) setAsking(null);
        },
        onError: (error) => {
          // The dialog shows the refusal itself and keeps the note.
          if (fromDialog) return;
          notifications.show({
            color: 'red',
            title: t('pitches.move.error'),
            message: serverErrorMessages(error).join(' ') || t('pitches.move.errorRetry'),
          });
        },
      },
    );

  const dialog = (
    <PitchMoveDialog
      // A new move starts with an empty note.
      key={asking ? `${asking.pitch.id} ${asking.stage}` : ''}
      move={asking}
      pending={mutation.isPending}
      error={mutation.isError ? mutation.error : null}
      onSubmit={(note) => asking && send(asking, note, true)}
      onClose={() => setAsking(null)}
    />
  );
  return {
    ask: (pitch, stage) => {
      mutation.reset();
      setAsking({ pitch, stage });
    },
    now: (pitch, stage) => send({ pitch, stage }, '', false),
    dialog,
  };
}

interface PitchMoveDialogProps {
  /** The move asked for; null when the dialog is closed. */
  move: Move | null;
  pending: boolean;
  error: unknown;
  onSubmit: (note: string) => void;
  onClose: () => void;
}

/** "Move Review Tester to In talks", with an optional note for the pitch's history. */
function PitchMoveDialog({ move, pending, error, onSubmit, onClose }: PitchMoveDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(note.trim());
  };
  return (
    <Modal
      opened={move !== null}
      onClose={() => {
        // The move is under way: closing now would hide its outcome.
        if (!pending) onClose();
      }}
      title={
        move
          ? t('pitches.move.dialogTitle', {
              player: playerName(move.pitch.player),
              stage: t(`pitch.stages.${move.stage}`),
            })
          : ''
      }
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('pitches.move.note')}
            description={t('pitches.move.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={PITCH_MESSAGE_MAX}
            rows={3}
            data-autofocus
          />
          {error !== null && <ErrorAlert title={t('pitches.move.error')} error={error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('pitches.move.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
