import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconDownload,
  IconExternalLink,
  IconEye,
  IconFileTypeDocx,
  IconPencil,
  IconX,
} from '@tabler/icons-react';
import type { PdfTemplate } from '@transferdesk/shared';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { browser } from '../../../lib/browser.ts';
import { formatLongDate } from '../../../lib/dates.ts';
import { useObjectUrl } from '../../../lib/object-url.ts';
import { paths } from '../../../lib/paths.ts';
import { useDownloadTemplate, usePdfPreview } from '../api.ts';
import classes from './PdfTemplateCard.module.css';

/**
 * Spec 2, PDF templates: the template's name with Edit, "PDF preview" (a sample player's CV made
 * from it, shown in the page) and "Download template" (the Word file as `{name}.docx`).
 */
export function PdfTemplateCard({ template }: { template: PdfTemplate }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const preview = usePdfPreview();
  const download = useDownloadTemplate();
  const previewUrl = useObjectUrl(preview.data);
  const previewRef = useRef<HTMLDivElement>(null);
  // The preview opens under the card, below the fold on a phone: bring it into view.
  useEffect(() => {
    if (previewUrl) previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [previewUrl]);

  // The name is multi-line; a file name is one line.
  const fileName = template.name.replace(/\s+/g, ' ').trim();
  const downloadTemplate = () =>
    download.mutate(template.id, {
      onSuccess: (blob) => browser.saveFile(blob, `${fileName}.docx`),
    });

  return (
    <Stack gap="lg">
      <Card component="article" aria-labelledby={headingId} maw={720} p={{ base: 'lg', sm: 'xl' }}>
        <Group gap="md" wrap="nowrap" align="flex-start" mb="lg">
          <IconFileTypeDocx size={40} stroke={1.4} aria-hidden style={{ flex: 'none' }} />
          <Stack gap={4} miw={0}>
            <Title
              order={2}
              size="h4"
              id={headingId}
              style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {template.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('pdfTemplates.card.updated', { date: formatLongDate(template.updatedAt, i18n.language) })}
            </Text>
          </Stack>
        </Group>
        {!template.hasFile && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} mb="lg">
            {t('pdfTemplates.card.noFile')}{' '}
            <Anchor component={Link} to={paths.pdfTemplates.edit(template.id)} size="sm" fw={600}>
              {t('pdfTemplates.card.noFileAction')}
            </Anchor>
          </Alert>
        )}
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.pdfTemplates.edit(template.id)}
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('common.edit')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
            disabled={!template.hasFile}
            loading={preview.isPending}
            onClick={() => preview.mutate(template.id)}
          >
            {t('pdfTemplates.card.preview')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!template.hasFile}
            loading={download.isPending}
            onClick={downloadTemplate}
          >
            {t('pdfTemplates.card.downloadTemplate')}
          </Button>
        </Group>
      </Card>
      {preview.error && <ErrorAlert title={t('pdfTemplates.card.previewError')} error={preview.error} />}
      {download.error && <ErrorAlert title={t('pdfTemplates.card.downloadError')} error={download.error} />}
      {previewUrl && (
        <Card
          ref={previewRef}
          className={classes.preview}
          component="section"
          aria-label={t('pdfTemplates.card.previewTitle', { name: template.name })}
          p="md"
        >
          <Group justify="space-between" gap="sm" mb="sm">
            <Title order={2} size="h5">
              {t('pdfTemplates.card.previewHeading')}
            </Title>
            <Group gap="xs">
              <Button
                component="a"
                href={previewUrl}
                target="_blank"
                rel="noopener"
                size="xs"
                variant="default"
                leftSection={<IconExternalLink size={14} aria-hidden />}
              >
                {t('pdfTemplates.card.openPdf')}
              </Button>
              <Button
                component="a"
                href={previewUrl}
                download={`${fileName}.pdf`}
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
              >
                {t('pdfTemplates.card.downloadPdf')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => preview.reset()}
              >
                {t('pdfTemplates.card.closePreview')}
              </Button>
            </Group>
          </Group>
          {canShowPdf() ? (
            <iframe
              src={previewUrl}
              title={t('pdfTemplates.card.previewTitle', { name: template.name })}
              className={classes.viewer}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('pdfTemplates.card.previewFallback')}
            </Text>
          )}
        </Card>
      )}
    </Stack>
  );
}

/**
 * Whether the browser shows PDFs inside a page (most phones do not): without a viewer the preview
 * is the download link alone, not a tall empty frame. Browsers that do not say are given the frame.
 */
const canShowPdf = () => navigator.pdfViewerEnabled !== false;
