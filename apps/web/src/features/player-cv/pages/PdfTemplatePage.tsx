import { Button, Card, EmptyState } from '@mantine/core';
import { IconFileTypePdf, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { usePdfTemplate } from '../api.ts';
import { PdfTemplateCard } from '../components/PdfTemplateCard.tsx';

/**
 * pdftemplate/{tenant}: "PDF Template" (spec 2; issue 26, item 18), the sport's one CV template
 * (D20). The sport is named in the line under the heading and in the page title (spec 1).
 */
export function PdfTemplatePage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t('pdfTemplates.page.pageTitle'), tenant.name);
  const template = usePdfTemplate(tenant.id);

  return (
    <>
      <PageHeader
        title={t('pdfTemplates.page.pageTitle')}
        description={t('pdfTemplates.page.description', { sport: tenant.name })}
      />
      {template.isPending ? (
        <PageSpinner />
      ) : template.data === undefined ? (
        <ErrorAlert title={t('pdfTemplates.page.loadError')} error={template.error} />
      ) : template.data === null ? (
        <Card maw={720} py="xl">
          <EmptyState
            icon={<IconFileTypePdf aria-hidden />}
            title={t('pdfTemplates.page.noTemplate')}
            description={t('pdfTemplates.page.noTemplateHint')}
          >
            <Button
              component={Link}
              to={paths.pdfTemplates.add(tenant.id)}
              leftSection={<IconPlus size={18} aria-hidden />}
              mt="md"
            >
              {t('pdfTemplates.page.add')}
            </Button>
          </EmptyState>
        </Card>
      ) : (
        <PdfTemplateCard template={template.data} />
      )}
    </>
  );
}
