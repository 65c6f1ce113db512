import { Select, SimpleGrid } from '@mantine/core';
import { AUDIT_KINDS, type AuditKind } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { useAuditUsers } from '../api.ts';
import { type AuditParams, isBackwards, isDay } from '../audit-params.ts';

interface AuditFiltersProps {
  /** The sport whose users are offered under "Who"; none: every user the admin sees. */
  tenantId: string | undefined;
  filter: AuditParams['filter'];
  onChange: (changes: Partial<AuditParams['filter']>) => void;
}

/** D47's filters: who, what and when (the record comes in the address, from a History section). */
export function AuditFilters({ tenantId, filter, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const users = useAuditUsers(tenantId);
  const userOptions = (users.data?.data ?? []).map((user) => ({
    value: user.id,
    label: [user.name, user.surname].filter(Boolean).join(' ') || user.email,
  }));
  // Someone no longer among the sport's users still names the filter in the address.
  if (filter.actorId && users.data && !userOptions.some((option) => option.value === filter.actorId)) {
    userOptions.push({ value: filter.actorId, label: t('history.audit.otherUser') });
  }
  // A day typed in full is taken, and a cleared field; one still being typed waits.
  const day = (value: string | null, take: (day: string | undefined) => void) => {
    if (value === null) take(undefined);
    else if (isDay(value)) take(value);
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mb="lg">
      <Select
        label={t('history.audit.who')}
        placeholder={t('history.audit.anyone')}
        data={userOptions}
        value={filter.actorId ?? null}
        onChange={(value) => onChange({ actorId: value ?? undefined })}
        searchable
        clearable
        nothingFoundMessage={t('history.audit.nobodyFound')}
        disabled={users.isPending}
        error={users.isError ? t('history.audit.usersError') : undefined}
      />
      <Select
        label={t('history.audit.what')}
        placeholder={t('history.audit.anything')}
        data={AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`history.kindNames.${kind}`) }))}
        value={filter.kind ?? null}
        onChange={(value) => onChange({ kind: (value as AuditKind | null) ?? undefined })}
        clearable
      />
      <DateField
        label={t('history.audit.from')}
        placeholder={t('history.audit.dateFormat')}
        value={filter.from ?? null}
        onChange={(value) => day(value, (from) => onChange({ from }))}
        clearable
        popoverProps={{ withinPortal: true }}
      />
      <DateField
        label={t('history.audit.to')}
        placeholder={t('history.audit.dateFormat')}
        value={filter.to ?? null}
        onChange={(value) => day(value, (to) => onChange({ to }))}
        clearable
        popoverProps={{ withinPortal: true }}
        error={isBackwards(filter) ? t('validation.fromAfterTo') : undefined}
      />
    </SimpleGrid>
  );
}
