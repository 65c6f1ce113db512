import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import type { Requirement } from '@transferdesk/shared';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useRouteId } from '../../../lib/route-id.ts';
import { type RouteTenant, useRouteTenant } from '../../../lib/route-tenant.ts';
import { clearStoredMatch } from '../../../lib/stored-match.ts';
import { useRequirement } from '../api.ts';
import { RequirementDetails } from '../components/RequirementDetails.tsx';
import { RequirementPitches } from '../components/RequirementPitches.tsx';

interface RequirementInfoPageProps {
  /**
   * Other features' sections of the requirement, after its pitches: the app slots them in
   * (app/composition), so that neither feature imports the other.
   */
  sections?: (requirement: Requirement, tenant: RouteTenant) => ReactNode;
}

/**
 * /requirements/info/{tenant}/{id}: "Requirement Info", read-only in the inner layout (spec 2;
 * D11). `new` names no requirement and shows the not-found page.
 */
export function RequirementInfoPage({ sections }: RequirementInfoPageProps = {}) {
  const { t } = useTranslation();
  const { validId } = useRouteId();
  const tenant = useRouteTenant();
  const requirement = useRequirement(validId);
  usePageTitle(t('requirements.info.title'), tenant.name);
  // Spec 2, section 4: viewing a requirement clears the stored match choice (issue 13).
  useEffect(() => clearStoredMatch(), []);

  return (
    <EntityGate
      query={requirement}
      validId={validId}
      loadErrorTitle={t('requirements.info.loadError')}
      belongs={(record) => record.tenantId === tenant.id}
    >
      {(record) => (
        <Stack gap="lg">
          <PageHeader
            title={t('requirements.info.title')}
            description={record.club.deleted ? t('messages.deletedRecord') : record.club.name}
            actions={
              <Group gap="sm">
                <Button
                  component={Link}
                  to={paths.requirements.list(tenant.id)}
                  variant="default"
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                >
                  {t('requirements.info.backToList')}
                </Button>
                <Button
                  component={Link}
                  to={paths.requirements.edit(tenant.id, record.id)}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t('common.edit')}
                </Button>
              </Group>
            }
          />
          <RequirementDetails requirement={record} />
          <RequirementPitches tenantId={tenant.id} requirementId={record.id} />
          {sections?.(record, tenant)}
        </Stack>
      )}
    </EntityGate>
  );
}
