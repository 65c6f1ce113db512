import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import type { ContactMatch } from '@transferdesk/shared';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeClipboard } from '../../../lib/clipboard.ts';
import { playerName } from '../../../lib/person-name.ts';
import { cvUrl } from './match-format.ts';

/** Each row's "name: full CV link" on a line, as the sent box shows them (D15). */
export function linkLines(rows: readonly ContactMatch[], t: TFunction): string {
  return rows
    .map((row) => t('matches.sent.line', { name: playerName(row.contact), link: cvUrl(row.cvLink) }))
    .join('\n');
}

/**
 * 'Copy Link' (D19; issue 26, item 5): the shared players' CV links go on the clipboard and a
 * notification says so; when the browser gives no clipboard, a dialog shows them to copy by hand.
 */
export function useCopyLinks(): {
  copy: (rows: readonly ContactMatch[]) => Promise<void>;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [manual, setManual] = useState<string | null>(null);
  const copy = async (rows: readonly ContactMatch[]) => {
    const text = linkLines(rows, t);
    if (await writeClipboard(text)) {
      notifications.show({
        role: 'status',
        color: 'teal',
        icon: <IconCheck size={18} aria-hidden />,
        title: t('matches.copyLinks.copiedTitle'),
        message: t('matches.copyLinks.copied', { count: rows.length }),
      });
    } else {
      setManual(text);
    }
  };
  const lines = manual?.split('\n').length ?? 0;
  const dialog = (
    <Modal
      opened={manual !== null}
      onClose={() => setManual(null)}
      title={t('matches.copyLinks.manualTitle')}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t('matches.copyLinks.manualText')}</Text>
        <Textarea
          label={t('matches.copyLinks.manualLabel')}
          value={manual ?? ''}
          readOnly
          // A full CV link wraps to two or three lines in the dialog; a fixed height, as in SentLinks.
          rows={Math.min(14, Math.max(3, lines * 3))}
          onFocus={(event) => event.currentTarget.select()}
          data-autofocus
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group justify="flex-end">
          <Button onClick={() => setManual(null)}>{t('matches.copyLinks.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { copy, dialog };
}
