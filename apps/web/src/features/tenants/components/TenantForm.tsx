import { Card, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { type Tenant, tenantCreateSchema } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { ImageInput } from '../../../components/ImageInput.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { resourceUrl } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { useFeatures, useSaveTenant } from '../api.ts';
import { useFeatureLabel } from './use-feature-label.ts';

interface TenantValues {
  name: string;
  featureIds: string[];
}

/** The server's refusal of a field shows at it (issue 26, item 9). */
const FIELDS = ['name', 'featureIds'] as const;

/** Name, features and picture of a sport; `tenant` absent means a new one. */
export function TenantForm({ tenant }: { tenant?: Tenant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const featureLabel = useFeatureLabel();
  const features = useFeatures();
  const [image, setImage] = useState<File | null>(null);
  const initial: TenantValues = {
    name: tenant?.name ?? '',
    featureIds: tenant?.features.map((feature) => feature.id) ?? [],
  };
  const save = useSaveTenant(tenant ? { id: tenant.id, payload: initial } : undefined);
  // The picture's upload names its field `file`.
  const refusals = serverRefusals(save.error, FIELDS, { file: t('tenants.form.image') });
  const form = useForm<TenantValues>({
    initialValues: initial,
    validate: schemaValidator(tenantCreateSchema),
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });
  const title = tenant ? t('tenants.form.editTitle') : t('tenants.form.addTitle');
  usePageTitle(title);

  const submit = (values: TenantValues) => {
    const trimmed = { ...values, name: values.name.trim() };
    save.mutate(
      { payload: trimmed, image },
      {
        onSuccess: () => {
          notifications.show({
            // Good news is announced politely; "alert" is for errors.
            role: 'status',
            color: 'teal',
            icon: <IconCheck size={18} aria-hidden />,
            title: t('tenants.form.saved'),
            message: trimmed.name,
          });
          navigate(paths.tenants.list);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={title} />
      <Card maw={720} p={{ base: 'lg', sm: 'xl' }}>
        <form
          noValidate
          onSubmit={form.onSubmit(submit, () => form.setTouched(allTouched(form.getValues())))}
        >
          <Stack gap="lg">
            <TextInput
              label={t('tenants.form.name')}
              withAsterisk
              maxLength={100}
              {...form.getInputProps('name')}
            />
            <MultiSelect
              {...form.getInputProps('featureIds')}
              label={t('tenants.form.features')}
              description={t('tenants.form.featuresHint')}
              placeholder={form.values.featureIds.length ? undefined : t('tenants.form.featuresPlaceholder')}
              data={(features.data ?? []).map((feature) => ({
                value: feature.id,
                label: featureLabel(feature.name),
              }))}
              disabled={features.isError}
              error={
                features.isError
                  ? t('tenants.form.featuresError')
                  : (form.errors.featureIds ?? refusals.refused.featureIds)
              }
              searchable
              hidePickedOptions
            />
            <ImageInput
              label={t('tenants.form.image')}
              value={image}
              onChange={setImage}
              currentUrl={resourceUrl(tenant?.imagePath)}
              placeholderName={form.values.name || undefined}
            />
            {save.error && (
              <ErrorAlert title={t('messages.tenantSave')} error={save.error} {...refusals.alert} />
            )}
            <FormActions cancelTo="/tenants" saving={save.isPending} />
          </Stack>
        </form>
      </Card>
    </>
  );
}
