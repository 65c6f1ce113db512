import { Card, FileInput, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconFileTypeDocx } from '@tabler/icons-react';
import { pdfTemplateFormSchema } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import type { RouteTenant } from '../../../lib/route-tenant.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { type PdfTemplateEdit, useSavePdfTemplate } from '../api.ts';

interface PdfTemplateFormValues {
  name: string;
}

/** The server's refusal of the name or the Word file (its upload's `file`) shows at it (issue 26, item 9). */
const FIELDS = ['name', 'file'] as const;

/**
 * Spec 2, template/{id?}: "Basic Information" with the Word file ("PDF Template", only a .docx is
 * uploaded) and the multi-line Name. Success → pdftemplate/{tenantId}; a failure keeps the input.
 */
export function PdfTemplateForm({ template, tenant }: { template?: PdfTemplateEdit; tenant: RouteTenant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('pdfTemplates.form.title');
  usePageTitle(title, tenant.name);
  const [file, setFile] = useState<File | null>(null);
  // A new template saved by an attempt whose upload failed: the next attempt edits it.
  const [createdId, setCreatedId] = useState<string>();
  const save = useSavePdfTemplate(setCreatedId);
  const refusals = serverRefusals(save.error, FIELDS);
  const form = useForm<PdfTemplateFormValues>({
    initialValues: { name: template?.name ?? '' },
    validate: schemaValidator<PdfTemplateFormValues>(pdfTemplateFormSchema),
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });

  const submit = (values: PdfTemplateFormValues) => {
    save.mutate(
      { id: template?.id ?? createdId, tenantId: tenant.id, name: values.name.trim(), file },
      {
        onSuccess: () => {
          notifications.show({
            role: 'status',
            color: 'teal',
            icon: <IconCheck size={18} aria-hidden />,
            message: t('pdfTemplates.form.saved'),
          });
          navigate(paths.pdfTemplates.page(tenant.id));
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={title} description={tenant.name} />
      <Card maw={720} p={{ base: 'lg', sm: 'xl' }}>
        <form
          noValidate
          onSubmit={form.onSubmit(submit, () => form.setTouched(allTouched(form.getValues())))}
        >
          <Stack gap="lg">
            <FileInput
              label={t('pdfTemplates.form.file')}
              description={t('pdfTemplates.form.fileHint')}
              placeholder={t('pdfTemplates.form.filePlaceholder')}
              accept=".docx"
              clearable
              value={file}
              onChange={setFile}
              error={refusals.refused.file}
              leftSection={<IconFileTypeDocx size={18} aria-hidden />}
            />
            <Textarea
              label={t('pdfTemplates.form.name')}
              withAsterisk
              // A fixed height: Mantine's autosize waits on `document.fonts` (as in SentLinks).
              rows={4}
              maxLength={500}
              {...form.getInputProps('name')}
            />
            {save.error && (
              <ErrorAlert title={t('pdfTemplates.form.saveError')} error={save.error} {...refusals.alert} />
            )}
            <FormActions cancelTo={paths.pdfTemplates.page(tenant.id)} saving={save.isPending} />
          </Stack>
        </form>
      </Card>
    </>
  );
}
