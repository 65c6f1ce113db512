import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SendMatchDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Sends the e-mail; `copyToSender` is the "Send me a copy" choice. */
  onSend: (copyToSender: boolean) => void;
  sending: boolean;
  /** Who receives it: the requirement's club contact (or the club when the contact has no name). */
  recipient: string;
  club: string;
  /** The chosen players' names. */
  players: readonly string[];
  /** The signed-in agent's own address: replies and the copy go there (D43). */
  email: string;
}

/**
 * 'Send matches' (D19, D43; issue 26, item 4): who gets the e-mail and with which players, that
 * replies come to the agent, and "Send me a copy" before anything is sent.
 */
export function SendMatchDialog(props: SendMatchDialogProps) {
  const { opened, onClose, onSend, sending, recipient, club, players, email } = props;
  const { t } = useTranslation();
  const [copy, setCopy] = useState(false);
  const close = () => {
    if (!sending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('matches.sendDialog.title')} centered>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm">{t('matches.sendDialog.intro', { contact: recipient, club })}</Text>
          <List size="sm" spacing={2} aria-label={t('matches.sendDialog.playersLabel')}>
            {players.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        </Stack>
        {email && (
          <Text size="sm" c="dimmed">
            {t('matches.sendDialog.replies', { email })}
          </Text>
        )}
        <Checkbox
          label={t('matches.sendDialog.copy')}
          description={email ? t('matches.sendDialog.copyHint', { email }) : undefined}
          checked={copy}
          onChange={(event) => setCopy(event.currentTarget.checked)}
          disabled={sending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button
            leftSection={<IconMailForward size={16} aria-hidden />}
            onClick={() => onSend(copy)}
            loading={sending}
            data-autofocus
          >
            {t('matches.sendDialog.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
