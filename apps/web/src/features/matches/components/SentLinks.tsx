import { Button, CopyButton, Group, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ContactMatch } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { linkLines } from './copy-links.tsx';

/**
 * Spec 2, Matches: once a version is sent, each sent player's name and full CV link (D15) in a
 * read-only box, with 'Copy to clipboard' that turns into 'Copied'.
 */
export function SentLinks({ rows }: { rows: readonly ContactMatch[] }) {
  const { t } = useTranslation();
  const sent = rows.filter((row) => row.hasBeenSent);
  const text = linkLines(sent, t);
  return (
    <Stack gap="xs">
      <Textarea
        label={t('matches.sent.title')}
        description={t('matches.sent.description')}
        value={text}
        readOnly
        // Mantine's autosize waits on `document.fonts`; a fixed height does as well here.
        rows={Math.min(12, Math.max(2, sent.length + 1))}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group justify="flex-end">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('matches.sent.copied') : t('matches.sent.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
