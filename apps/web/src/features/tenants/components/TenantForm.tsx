import { Card, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { type Tenant, type TenantUpdate, tenantCreateSchema } from '@transferdesk/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { ImageInput } from '../../../components/ImageInput.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { resourceUrl } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFeatures, useSaveTenant } from '../api.ts';
import { useFeatureLabel } from './use-feature-label.ts';

interface TenantValues {
  name: string;
  featureIds: string[];
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Spec 7: an update sends only the fields that changed. */
function changedFields(values: TenantValues, before: TenantValues): TenantUpdate {
  const changes: TenantUpdate = {};
  if (values.name.trim() !== before.name) changes.name = values.name.trim();
  if (!sameIds(values.featureIds, before.featureIds)) changes.featureIds = values.featureIds;
  return changes;
}

/** Name, features and picture of a sport; `tenant` absent means a new one. */
export function TenantForm({ tenant }: { tenant?: Tenant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const featureLabel = useFeatureLabel();
  const features = useFeatures();
  const save = useSaveTenant();
  const [image, setImage] = useState<File | null>(null);
  const initial: TenantValues = {
    name: tenant?.name ?? '',
    featureIds: tenant?.features.map((feature) => feature.id) ?? [],
  };
  // After a create whose image upload failed, trying again must update that sport, not create another.
  const stored = useRef<{ id: string; values: TenantValues } | null>(null);
  const form = useForm<TenantValues>({
    initialValues: initial,
    validate: schemaValidator(tenantCreateSchema),
  });
  const title = tenant ? t('tenants.form.editTitle') : t('tenants.form.addTitle');
  usePageTitle(title);

  const submit = (values: TenantValues) => {
    const base = stored.current ?? (tenant ? { id: tenant.id, values: initial } : null);
    const trimmed = { ...values, name: values.name.trim() };
    save.mutate(
      {
        id: base?.id,
        changes: base ? changedFields(values, base.values) : trimmed,
        image,
        onStored: (id) => {
          stored.current = { id, values: trimmed };
        },
      },
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
          navigate('/tenants');
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
              error={features.isError ? t('tenants.form.featuresError') : form.errors.featureIds}
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
            {save.error && <ErrorAlert title={t('messages.tenantSave')} error={save.error} />}
            <FormActions cancelTo="/tenants" saving={save.isPending} />
          </Stack>
        </form>
      </Card>
    </>
  );
}
