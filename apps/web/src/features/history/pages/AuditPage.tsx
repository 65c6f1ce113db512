import { Alert, Button, Card, Group, Select, Text } from '@mantine/core';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import { EMPTY_TENANT_ID, isUuid } from '@transferdesk/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useInterfaceStore } from '../../../lib/interface-store.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { useAudit, useAuditExport, useAuditSports } from '../api.ts';
import { auditSearch, isBackwards, useAuditParams } from '../audit-params.ts';
import { AuditFilters } from '../components/AuditFilters.tsx';
import { AuditResults } from '../components/AuditResults.tsx';

interface Sport {
  id: string;
  name: string;
}

/**
 * /audit/{tenant}: D47's audit trail of a sport, for its TenantAdmins, with filters in the address
 * and a CSV export of what they select. A Superadmin may leave the sport out and read every sport's.
 * A TenantAdmin without a sport in the address goes to his sport (D2), as the other sport pages do.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const session = useSession();
  const params = useParams();
  const tenantId = params.tenantId === EMPTY_TENANT_ID ? undefined : params.tenantId;
  const { search } = useLocation();
  const { data: user, isPending, error } = useCurrentUser();
  const lastTenantId = useInterfaceStore((state) => state.currentTenantId);
  const setCurrentTenant = useInterfaceStore((state) => state.setCurrentTenant);
  const memberOf = user?.tenants ?? [];
  const opened = tenantId && memberOf.some((sport) => sport.id === tenantId) ? tenantId : undefined;

  useEffect(() => {
    if (opened) setCurrentTenant(opened);
  }, [opened, setCurrentTenant]);

  if (tenantId !== undefined && !isUuid(tenantId)) return <NotFound />;
  if (session.isSuperadmin) return <AuditTrail tenantId={tenantId} memberOf={memberOf} />;
  if (isPending) return <PageSpinner />;
  if (!user) return <LoadError title={t('profile.loadError')} error={error} variant="page" />;
  if (!tenantId) {
    const landing = memberOf.find((sport) => sport.id === lastTenantId) ?? memberOf[0];
    return <Navigate to={landing ? `${paths.audit(landing.id)}${search}` : paths.profile} replace />;
  }
  // Another sport's trail: the same answer whether or not it exists (spec 6), as RequireTenant gives.
  if (!opened) return <Navigate to={paths.unauthorized} replace />;
  return <AuditTrail tenantId={tenantId} memberOf={memberOf} />;
}

function AuditTrail({ tenantId, memberOf }: { tenantId: string | undefined; memberOf: readonly Sport[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params, update] = useAuditParams();
  const filter = { tenantId, ...params.filter };
  const backwards = isBackwards(params.filter);
  const audit = useAudit(filter, params.page, !backwards);
  const exporter = useAuditExport();
  const sports = useAuditSports(session.isSuperadmin);
  const choices: readonly Sport[] = session.isSuperadmin ? (sports.data ?? []) : memberOf;
  const sportName = choices.find((sport) => sport.id === tenantId)?.name;
  usePageTitle(t('history.audit.title'), sportName);
  // A sport's records open on its pages for its members only.
  const linkTenantId = memberOf.some((sport) => sport.id === tenantId) ? tenantId : undefined;
  const filtered = Object.keys(params.filter).length > 0;

  const sportChoice = (session.isSuperadmin || memberOf.length > 1) && (
    <Select
      label={t('history.audit.sport')}
      data={[
        ...(session.isSuperadmin ? [{ value: '', label: t('history.audit.allSports') }] : []),
        ...choices.map((sport) => ({ value: sport.id, label: sport.name })),
      ]}
      value={tenantId ?? ''}
      onChange={(value) => {
        // The user chosen under "Who" belongs to the sport left.
        const search = auditSearch({ filter: { ...params.filter, actorId: undefined }, page: 1 }).toString();
        navigate(`${paths.audit(value || undefined)}${search ? `?${search}` : ''}`);
      }}
      allowDeselect={false}
      disabled={session.isSuperadmin && sports.isPending}
      w={{ base: '100%', sm: 280 }}
      mb="md"
    />
  );

  return (
    <>
      <PageHeader
        title={
          tenantId
            ? sportName
              ? t('history.audit.heading', { sport: sportName })
              : t('history.audit.title')
            : t('history.audit.heading', { sport: t('history.audit.allSports') })
        }
        description={t('history.audit.description')}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={exporter.isPending}
            disabled={backwards}
            onClick={() => exporter.mutate(filter)}
          >
            {t('history.audit.export')}
          </Button>
        }
      />
      {sportChoice}
      <AuditFilters tenantId={tenantId} filter={params.filter} onChange={update} />
      {params.filter.recordId && (
        <RecordFilter
          name={audit.data?.data.find((change) => change.subject.id === params.filter.recordId)?.subject.name}
          onClear={() => update({ recordId: undefined })}
        />
      )}
      {exporter.isError && <ErrorAlert title={t('history.audit.exportError')} error={exporter.error} />}
      {backwards ? null : audit.isError ? (
        <LoadError title={t('history.audit.loadError')} error={audit.error} />
      ) : !audit.data ? (
        <PageSpinner />
      ) : audit.data.total === 0 ? (
        <Card p="xl">
          <Text c="dimmed" ta="center">
            {filtered ? t('history.audit.noMatches') : t('history.audit.empty')}
          </Text>
        </Card>
      ) : (
        <AuditResults page={audit.data} linkTenantId={linkTenantId} onPage={(page) => update({ page })} />
      )}
    </>
  );
}

/** The record the History section's link narrowed the trail to, and the way back to every record. */
function RecordFilter({ name, onClear }: { name: string | undefined; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconFilter size={18} aria-hidden />} mb="lg">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {name ? t('history.audit.onlyRecord', { name }) : t('history.audit.onlyOneRecord')}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('history.audit.allRecords')}
        </Button>
      </Group>
    </Alert>
  );
}
