import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

interface ConfirmDialogProps {
  opened: boolean;
  /**
   * Asked to close by Cancel, Escape, a click beside the dialog or the browser's Back. Returning
   * `false` vetoes it and the dialog stays.
   */
  onClose: () => unknown;
  onConfirm: () => void;
  /** The action is running. */
  loading?: boolean;
  /** A click beside the dialog does not close it. */
  static?: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
}

const MARKER = 'confirmDialog';

/**
 * Spec 2, "Confirm your action": Delete and Cancel. While open it holds an entry in the history,
 * so the browser's Back closes it instead of leaving the page.
 */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  loading = false,
  static: isStatic = false,
  title,
  message,
  confirmLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const pushedKey = useRef<string | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const hasMarker = Boolean((location.state as Record<string, unknown> | null)?.[MARKER]);

  // Opening adds a history entry at the same address, marked as this dialog's.
  useEffect(() => {
    if (opened && pushedKey.current === null && !hasMarker) {
      pushedKey.current = 'pending';
      navigate(`${location.pathname}${location.search}${location.hash}`, {
        state: { ...(location.state as object | null), [MARKER]: true },
        preventScrollReset: true,
      });
    }
  }, [opened, hasMarker, navigate, location]);

  useEffect(() => {
    if (pushedKey.current === 'pending' && hasMarker) pushedKey.current = location.key;
  }, [hasMarker, location.key]);

  // Back left the dialog's entry: close, or put the entry back when the close is vetoed.
  useEffect(() => {
    if (!opened || pushedKey.current === null || pushedKey.current === 'pending' || hasMarker) return;
    pushedKey.current = null;
    if (onCloseRef.current() === false) {
      navigate(`${location.pathname}${location.search}${location.hash}`, {
        state: { ...(location.state as object | null), [MARKER]: true },
        preventScrollReset: true,
      });
      pushedKey.current = 'pending';
    }
  }, [opened, hasMarker, navigate, location]);

  // Closed another way: drop the dialog's history entry if it is still the current one.
  useEffect(() => {
    if (!opened && pushedKey.current !== null) {
      const onEntry = hasMarker && pushedKey.current === location.key;
      pushedKey.current = null;
      if (onEntry) navigate(-1);
    }
  }, [opened, hasMarker, location.key, navigate]);

  return (
    <Modal
      opened={opened}
      onClose={() => {
        onClose();
      }}
      closeOnClickOutside={!isStatic}
      title={title ?? t('messages.confirmTitle')}
      centered
    >
      <Text size="sm">{message ?? t('messages.confirmBody')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => onClose()} disabled={loading}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel ?? t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
