import { Badge, Box, Button, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DOCUMENT_EXPIRY_DAYS, MISSING_VALUE, type PlayerDocument } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { TableHead } from '../../../components/TableHead.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useDeleteDocument, usePlayerDocuments } from '../api.ts';
import { DocumentForm } from './DocumentForm.tsx';
import { FileDownload } from './FileField.tsx';
import { PlayerSection } from './PlayerSection.tsx';
import { useSectionDelete } from './use-section-delete.tsx';

interface PlayerDocumentsProps {
  playerId: string;
  tenantId: string;
  /** A deleted player's documents are shown, not changed. */
  readOnly: boolean;
}

type Editing = { document: PlayerDocument | null } | null;

/** Red once expired, orange within the reminders' 60 days (D46), nothing before. */
export function ExpiryBadge({ daysLeft }: { daysLeft: number | null }) {
  const { t } = useTranslation();
  if (daysLeft === null || daysLeft > DOCUMENT_EXPIRY_DAYS) return null;
  if (daysLeft < 0) {
    return (
      <Badge variant="filled" color="red" radius="sm" tt="none">
        {t('playerDocuments.expired')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="orange" radius="sm" tt="none">
      {daysLeft === 0
        ? t('playerDocuments.expiresToday')
        : t('playerDocuments.expiresIn', { count: daysLeft })}
    </Badge>
  );
}

/**
 * Issue 30 on the player's page (`#documents`): his passports, work permits, medical reports and
 * other papers, with their expiry and file.
 */
export function PlayerDocuments({ playerId, tenantId, readOnly }: PlayerDocumentsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const documents = usePlayerDocuments(playerId);
  const [editing, setEditing] = useState<Editing>(null);
  const deleter = useSectionDelete<PlayerDocument>(useDeleteDocument(playerId), {
    done: t('playerDocuments.deleted'),
    error: t('playerDocuments.deleteError'),
  });
  const canDelete = !readOnly && session.isTenantAdmin;
  const columns = [
    t('playerDocuments.fields.kind'),
    t('playerDocuments.fields.number'),
    t('playerDocuments.fields.issuingCountry'),
    t('playerDocuments.fields.expiresOn'),
    t('playerDocuments.fields.file'),
    t('playerDocuments.fields.note'),
    ...(readOnly ? [] : [<VisuallyHidden key="actions">{t('playerDocuments.actions')}</VisuallyHidden>]),
  ];

  return (
    <PlayerSection
      id="documents"
      title={t('playerDocuments.title')}
      actions={
        !readOnly && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ document: null })}
          >
            {t('playerDocuments.add')}
          </Button>
        )
      }
    >
      {deleter.outcome && <Box mb="md">{deleter.outcome}</Box>}
      {documents.isPending ? (
        <Skeleton h={72} radius="sm" aria-label={t('common.loading')} />
      ) : !documents.data ? (
        <LoadError title={t('playerDocuments.loadError')} error={documents.error} />
      ) : documents.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('playerDocuments.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label={t('playerDocuments.title')} striped verticalSpacing="xs">
            <TableHead columns={columns} />
            <Table.Tbody>
              {documents.data.map((document) => {
                const kind = t(`playerDocuments.kinds.${document.kind}`);
                return (
                  <Table.Tr key={document.id}>
                    <Table.Td>{kind}</Table.Td>
                    <Table.Td>{document.number || MISSING_VALUE}</Table.Td>
                    <Table.Td>{document.issuingCountry?.name ?? MISSING_VALUE}</Table.Td>
                    <Table.Td>
                      {document.expiresOn ? (
                        <Stack gap={4} align="flex-start">
                          <Text span size="sm">
                            {formatLongDate(document.expiresOn, i18n.language)}
                          </Text>
                          <ExpiryBadge daysLeft={document.daysLeft} />
                        </Stack>
                      ) : (
                        MISSING_VALUE
                      )}
                    </Table.Td>
                    <Table.Td maw={220}>
                      {document.file ? (
                        <FileDownload playerId={playerId} file={document.file} label={kind} />
                      ) : (
                        MISSING_VALUE
                      )}
                    </Table.Td>
                    <Table.Td maw={260}>
                      <Text size="sm" lineClamp={2} title={document.note}>
                        {document.note || MISSING_VALUE}
                      </Text>
                    </Table.Td>
                    {!readOnly && (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            leftSection={<IconPencil size={14} aria-hidden />}
                            aria-label={t('playerDocuments.edit', { kind })}
                            onClick={() => setEditing({ document })}
                          >
                            {t('common.edit')}
                          </Button>
                          {canDelete && (
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              color="red"
                              leftSection={<IconTrash size={14} aria-hidden />}
                              aria-label={t('playerDocuments.delete', { kind })}
                              onClick={() => deleter.ask(document)}
                            >
                              {t('common.delete')}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <DocumentForm
        opened={editing !== null}
        playerId={playerId}
        tenantId={tenantId}
        document={editing?.document ?? null}
        onClose={() => setEditing(null)}
      />
      {deleter.dialog}
    </PlayerSection>
  );
}
