import { Alert, Badge, Button, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { type Agreement, MISSING_VALUE } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGrid } from '../../../components/DetailGrid.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { agreementText } from '../agreement-text.ts';
import { useDeleteAgreement, usePlayerAgreements } from '../api.ts';
import { AgreementForm, type AgreementPlayer } from './AgreementForm.tsx';
import { AgreementStatusBadge, DaysLeft, FederationUpload, YesNo } from './agreement-badges.tsx';
import { FileDownload } from './FileField.tsx';
import { PlayerSection } from './PlayerSection.tsx';
import { useSectionDelete } from './use-section-delete.tsx';

interface PlayerAgreementsProps {
  player: AgreementPlayer;
  /** A deleted player's agreements are shown, not changed (the API refuses it). */
  readOnly: boolean;
}

/** The dialog's state: closed, a new agreement (null) or the one being changed. */
type Editing = { agreement: Agreement | null } | null;

/**
 * Issue 30 on the player's page (`#agreements`): his representation agreements with the agency
 * (D45), added and changed in a dialog; what the sport's rule pack warns about once saved.
 */
export function PlayerAgreements({ player, readOnly }: PlayerAgreementsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const agreements = usePlayerAgreements(player.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const deleter = useSectionDelete<Agreement>(useDeleteAgreement(player.id), {
    done: t('agreements.player.deleted'),
    error: t('agreements.player.deleteError'),
  });

  return (
    <PlayerSection
      id="agreements"
      title={t('agreements.player.title')}
      actions={
        !readOnly && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ agreement: null })}
          >
            {t('agreements.player.add')}
          </Button>
        )
      }
    >
      <Stack gap="md">
        {deleter.outcome}
        {warnings.length > 0 && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('agreements.player.savedWithWarnings')}
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setWarnings([])}
          >
            <List size="sm" spacing={2}>
              {warnings.map((warning) => (
                <List.Item key={warning}>{agreementText(warning)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {agreements.isPending ? (
          <Skeleton h={96} radius="sm" aria-label={t('common.loading')} />
        ) : !agreements.data ? (
          <LoadError title={t('agreements.player.loadError')} error={agreements.error} />
        ) : agreements.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('agreements.player.empty')}
          </Text>
        ) : (
          agreements.data.map((agreement) => (
            <AgreementCard
              key={agreement.id}
              agreement={agreement}
              playerId={player.id}
              onEdit={readOnly ? undefined : () => setEditing({ agreement })}
              onDelete={readOnly || !session.isTenantAdmin ? undefined : () => deleter.ask(agreement)}
            />
          ))
        )}
      </Stack>
      <AgreementForm
        opened={editing !== null}
        player={player}
        agreement={editing?.agreement ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => setWarnings(saved.warnings)}
      />
      {deleter.dialog}
    </PlayerSection>
  );
}

interface AgreementCardProps {
  agreement: Agreement;
  playerId: string;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}

function AgreementCard({ agreement, playerId, onEdit, onDelete }: AgreementCardProps) {
  const { t, i18n } = useTranslation();
  const date = (day: string) => formatLongDate(day, i18n.language);
  const period = t('agreements.period', { start: date(agreement.startDate), end: date(agreement.endDate) });
  const fee = [
    agreement.feePercent === null ? '' : t('agreements.feePercent', { value: agreement.feePercent }),
    agreement.feeTerms,
  ]
    .filter(Boolean)
    .join(' · ');
  const tick = (done: boolean, label: string) => (
    <Group gap={4} wrap="nowrap">
      {done ? (
        <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />
      ) : (
        <IconX size={14} color="var(--mantine-color-red-7)" aria-hidden />
      )}
      <Text span size="sm">
        {t('agreements.player.tick', { label, value: done ? t('agreements.yes') : t('agreements.no') })}
      </Text>
    </Group>
  );

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={period}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs">
            <Text fw={600}>{period}</Text>
            <AgreementStatusBadge status={agreement.status} />
            {agreement.exclusive && (
              <Badge variant="light" color="grape" radius="sm" tt="none">
                {t('agreements.exclusive')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              <DaysLeft agreement={agreement} />
            </Text>
          </Group>
          <Group gap="xs">
            {onEdit && (
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={t('agreements.player.edit', { period })}
                onClick={onEdit}
              >
                {t('common.edit')}
              </Button>
            )}
            {onDelete && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                aria-label={t('agreements.player.delete', { period })}
                onClick={onDelete}
              >
                {t('common.delete')}
              </Button>
            )}
          </Group>
        </Group>
        <DetailGrid
          items={[
            { label: t('agreements.fields.agent'), value: agreement.agent?.name },
            { label: t('agreements.fields.fee'), value: fee },
            {
              label: t('agreements.fields.signedFile'),
              value: agreement.signedFile ? (
                <FileDownload
                  playerId={playerId}
                  file={agreement.signedFile}
                  label={t('agreements.fields.signedFile')}
                />
              ) : (
                MISSING_VALUE
              ),
            },
            {
              label: t('agreements.fields.federationUpload'),
              value: <FederationUpload agreement={agreement} />,
            },
            ...(agreement.minorAtStart
              ? [
                  {
                    label: t('agreements.fields.guardianConsentFile'),
                    value: agreement.guardianConsentFile ? (
                      <FileDownload
                        playerId={playerId}
                        file={agreement.guardianConsentFile}
                        label={t('agreements.fields.guardianConsentFile')}
                      />
                    ) : (
                      <Badge variant="light" color="red" radius="sm" tt="none">
                        {t('agreements.player.consentMissing')}
                      </Badge>
                    ),
                  },
                ]
              : []),
            {
              label: t('agreements.fields.legalAdvice'),
              value: (
                <Stack gap={2} component="span">
                  {tick(agreement.legalAdviceNoticeGiven, t('agreements.player.noticeGiven'))}
                  {tick(agreement.playerConfirmed, t('agreements.player.playerConfirmed'))}
                </Stack>
              ),
            },
            {
              label: t('agreements.fields.dualRepresentation'),
              value: <YesNo value={agreement.dualRepresentation} />,
            },
          ]}
        />
        {agreement.warnings.length > 0 && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
            <List size="sm" spacing={2}>
              {agreement.warnings.map((warning) => (
                <List.Item key={warning}>{agreementText(warning)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
