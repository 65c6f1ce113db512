import { Anchor, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { HistoryRecordKind } from '@transferdesk/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DetailsSection } from '../../../components/details-parts.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useRecordHistory } from '../api.ts';
import { ChangeEntry } from './ChangeEntry.tsx';

interface RecordHistoryProps {
  kind: HistoryRecordKind;
  id: string;
  /** The record's sport, for "See in the audit trail" (a user has none). */
  tenantId?: string;
}

/** How far below the screen the section starts loading, so that it is there when scrolled to. */
const LOAD_AHEAD = '300px';

/**
 * True once the element is near the screen, or at once where the browser cannot tell (the history
 * is read only when someone may look at it, not with every opening of the page).
 */
function useNearScreen(wanted: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(wanted);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near, show: () => setNear(true) };
}

/**
 * D47: the record's History section (`#history`): every change, newest first, as sentences in the
 * reader's language, older ones a page at a time. For whoever may open the record; admins may open
 * the same changes in the audit trail.
 */
export function RecordHistory({ kind, id, tenantId }: RecordHistoryProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { hash } = useLocation();
  const { ref, near, show } = useNearScreen(hash === '#history');
  const history = useRecordHistory(kind, id, near);
  const changes = history.data?.pages.flatMap((page) => page.data) ?? [];
  // A sport's trail holds its records' changes; a user belongs to no sport, so only the
  // Superadmin's trail of every sport holds all of his.
  const inAudit = session.isSuperadmin || (session.isTenantAdmin && tenantId !== undefined);

  return (
    <DetailsSection id="history" title={t('history.title')}>
      <Box ref={ref}>
        {!near ? (
          <Button variant="default" leftSection={<IconHistory size={16} aria-hidden />} onClick={show}>
            {t('history.show')}
          </Button>
        ) : history.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('history.loading')}
            </Text>
          </Group>
        ) : !history.data ? (
          <LoadError title={t('history.loadError')} error={history.error} />
        ) : changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('history.empty')}
          </Text>
        ) : (
          <Stack gap="md">
            <Stack
              component="ol"
              gap="md"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('history.listLabel')}
            >
              {changes.map((change) => (
                <Box
                  component="li"
                  key={change.id}
                  pl="sm"
                  style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}
                >
                  <ChangeEntry change={change} />
                </Box>
              ))}
            </Stack>
            {history.hasNextPage && (
              <Button
                variant="default"
                w="fit-content"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('history.showOlder')}
              </Button>
            )}
            {history.isFetchNextPageError && (
              <LoadError title={t('history.loadError')} error={history.error} />
            )}
          </Stack>
        )}
        {inAudit && (
          <Anchor component={Link} to={paths.audit(tenantId, id)} size="sm" mt="md" display="block">
            {t('history.seeInAudit')}
          </Anchor>
        )}
      </Box>
    </DetailsSection>
  );
}
