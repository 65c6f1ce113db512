import { Anchor, List, Stack, Text } from '@mantine/core';
import type { HistoryChange } from '@transferdesk/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDateTime } from '../../../lib/dates.ts';
import { type ChangeLine, describeChange } from '../history-text.ts';
import { HistoryValue } from './HistoryValue.tsx';

/** A created record lists every field it was given; past this many, the rest wait for "Show all". */
const SHOWN_LINES = 6;

interface ChangeEntryProps {
  change: HistoryChange;
  /** Above the sentence: the record the change belongs to (the audit page names it). */
  header?: ReactNode;
}

/** One change: the sentence, its time, and a line per field when the sentence cannot hold them. */
export function ChangeEntry({ change, header }: ChangeEntryProps) {
  const { i18n } = useTranslation();
  const { sentence, lines } = describeChange(i18n, change);
  return (
    <Stack gap={2} miw={0}>
      {header}
      <Text size="sm">{sentence}</Text>
      <Text size="xs" c="dimmed">
        <time dateTime={change.at}>{formatShortDateTime(change.at, i18n.language)}</time>
      </Text>
      {lines.length > 0 && <ChangeLines lines={lines} />}
    </Stack>
  );
}

function ChangeLines({ lines }: { lines: ChangeLine[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all || lines.length <= SHOWN_LINES ? lines : lines.slice(0, SHOWN_LINES - 1);
  return (
    <>
      <List size="sm" spacing={2} mt={4} withPadding>
        {shown.map((line) => (
          <List.Item key={line.key} style={{ overflowWrap: 'anywhere' }}>
            {line.type === 'text' ? line.text : <ValueLine line={line} />}
          </List.Item>
        ))}
      </List>
      {shown.length < lines.length && (
        <Anchor component="button" type="button" size="sm" w="fit-content" onClick={() => setAll(true)}>
          {t('history.showAllFields', { count: lines.length })}
        </Anchor>
      )}
    </>
  );
}

/** "Minimum net salary: from 60,000 to 75,000 EUR"; a created record's "First name: Erik". */
function ValueLine({ line }: { line: Extract<ChangeLine, { type: 'value' }> }) {
  const { t } = useTranslation();
  const label = `${line.label}: `;
  if (line.mode === 'create') {
    return (
      <>
        {label}
        <HistoryValue text={line.new} />
      </>
    );
  }
  if (line.mode === 'delete') {
    return (
      <>
        {label}
        <HistoryValue text={line.old} />
      </>
    );
  }
  if (line.old === null) {
    return (
      <>
        {label}
        {t('history.line.setTo')} <HistoryValue text={line.new} />
      </>
    );
  }
  if (line.new === null) {
    return (
      <>
        {label}
        {t('history.line.clearedWas')} <HistoryValue text={line.old} />
      </>
    );
  }
  return (
    <>
      {label}
      {t('history.line.from')} <HistoryValue text={line.old} /> {t('history.line.to')}{' '}
      <HistoryValue text={line.new} />
    </>
  );
}
