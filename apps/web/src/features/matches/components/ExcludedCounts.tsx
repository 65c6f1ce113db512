import { Card, List, Text, Title } from '@mantine/core';
import { EXCLUSION_CONSTRAINTS, HARD_CONSTRAINTS, type Match } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isNoNeedVersion } from './match-format.ts';

/**
 * Issue 13: how many of the sport's players each hard constraint (D27) left out of this version,
 * one sentence per constraint, in the engine's order, and how many players' exclusions could not
 * be judged because the club's team, league or country is not on record. A no-need version (D26)
 * says only that nobody is matched.
 */
export function ExcludedCounts({ match }: { match: Match }) {
  const { t } = useTranslation();
  const headingId = useId();
  const noNeed = isNoNeedVersion(match);
  const counts = HARD_CONSTRAINTS.flatMap((code) => {
    const count = match.excludedBy[code] ?? 0;
    return count > 0 ? [{ code, count }] : [];
  });
  const unjudged = EXCLUSION_CONSTRAINTS.flatMap((code) => {
    const count = match.unjudged[code] ?? 0;
    return count > 0 ? [{ code, count }] : [];
  });
  return (
    <Card component="section" aria-labelledby={headingId} p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('matches.excluded.title')}
      </Title>
      {noNeed ? (
        <Text size="sm">{t('matches.excluded.noNeedSummary')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('matches.excluded.summary', {
              count: match.playersConsidered,
              candidates: match.candidateCount,
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
          {unjudged.length > 0 && (
            <List size="sm" spacing={4} mt="sm" aria-label={t('matches.excluded.unjudgedLabel')}>
              {unjudged.map(({ code, count }) => (
                <List.Item key={code}>{t(`matches.unjudged.${code}`, { count })}</List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Card>
  );
}
