import { Card, List, Text, Title } from '@mantine/core';
import { HARD_CONSTRAINTS, type Match } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 13: how many of the sport's players each hard constraint (D27) left out of this version,
 * one sentence per constraint, in the engine's order.
 */
export function ExcludedCounts({ match }: { match: Match }) {
  const { t } = useTranslation();
  const headingId = useId();
  const counts = HARD_CONSTRAINTS.flatMap((code) => {
    const count = match.excludedBy[code] ?? 0;
    return count > 0 ? [{ code, count }] : [];
  });
  return (
    <Card component="section" aria-labelledby={headingId} p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('matches.excluded.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('matches.excluded.summary', {
          count: match.playersConsidered,
          candidates: match.contactMatches.length,
        })}
      </Text>
      {counts.length === 0 ? (
        <Text size="sm">{t('matches.excluded.none')}</Text>
      ) : (
        <>
          <List size="sm" spacing={4} aria-label={t('matches.excluded.title')}>
            {counts.map(({ code, count }) => (
              <List.Item key={code}>{t(`matches.excluded.${code}`, { count })}</List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed" mt="sm">
            {t('matches.excluded.overlap')}
          </Text>
        </>
      )}
    </Card>
  );
}
