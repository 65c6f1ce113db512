import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LONG_VALUE } from '../history-values.ts';

/** One value of a change; a long text (a description) shortened, whole on request. */
export function HistoryValue({ text }: { text: string | null }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(false);
  if (text === null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('history.values.empty')}
      </Text>
    );
  }
  const long = text.length > LONG_VALUE;
  return (
    <>
      <Text
        span
        size="sm"
        fw={500}
        title={long && !whole ? text : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {long && !whole ? `${text.slice(0, LONG_VALUE).trimEnd()}…` : text}
      </Text>
      {long && (
        <>
          {' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setWhole(!whole)}>
            {whole ? t('history.showLess') : t('history.showAll')}
          </Anchor>
        </>
      )}
    </>
  );
}
