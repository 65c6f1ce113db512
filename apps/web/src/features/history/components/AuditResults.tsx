import { Anchor, Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { HistoryChange, HistoryPage } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Paginator } from '../../../components/Paginator.tsx';
import { paths } from '../../../lib/paths.ts';
import { ChangeEntry } from './ChangeEntry.tsx';

/**
 * The page of the record a change belongs to, where the reader may open it: a sport's records
 * under the sport in view (which must be one of the reader's), a user on the users page.
 */
function subjectPath(
  { kind, id }: HistoryChange['subject'],
  tenantId: string | undefined,
): string | undefined {
  if (!id) return undefined;
  if (kind === 'user') return paths.users.user(id);
  if (!tenantId) return undefined;
  switch (kind) {
    case 'player':
      return paths.players.info(tenantId, id);
    case 'contact':
      return paths.contacts.info(tenantId, id);
    case 'club':
      return paths.clubs.club(tenantId, id);
    case 'requirement':
      return paths.requirements.info(tenantId, id);
    case 'team':
      return paths.teams.team(tenantId, id);
    case 'transfer':
      return paths.transfers.transfer(tenantId, id);
    default:
      return undefined;
  }
}

function Subject({ change, tenantId }: { change: HistoryChange; tenantId: string | undefined }) {
  const { t } = useTranslation();
  const path = subjectPath(change.subject, tenantId);
  const name = change.subject.name || t('history.unnamed');
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Badge variant="light" radius="sm" tt="none" flex="none">
        {t(`history.kindLabels.${change.subject.kind}`)}
      </Badge>
      {path ? (
        <Anchor component={Link} to={path} size="sm" fw={600} truncate="end">
          {name}
        </Anchor>
      ) : (
        <Text size="sm" fw={600} truncate="end">
          {name}
        </Text>
      )}
    </Group>
  );
}

interface AuditResultsProps {
  page: HistoryPage;
  /** The sport in view, when its records may be linked to (the reader is one of its members). */
  linkTenantId: string | undefined;
  onPage: (page: number) => void;
}

/** A page of the audit trail: each change under the record it belongs to, newest first. */
export function AuditResults({ page, linkTenantId, onPage }: AuditResultsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
        {t('list.count', { count: page.total })}
      </Text>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <Stack
          component="ol"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('history.audit.listLabel')}
        >
          {page.data.map((change, index) => (
            <Box
              component="li"
              key={change.id}
              py="sm"
              style={
                index > 0 ? { borderBlockStart: '1px solid var(--mantine-color-default-border)' } : undefined
              }
            >
              <ChangeEntry change={change} header={<Subject change={change} tenantId={linkTenantId} />} />
            </Box>
          ))}
        </Stack>
      </Card>
      <Paginator page={page.currentPage} lastPage={page.lastPage} onChange={onPage} />
    </>
  );
}
