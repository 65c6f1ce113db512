import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { type Transfer, transferCreateSchema, transferFormSchema } from '@transferdesk/shared';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { FormPageCard } from '../../../components/FormPageCard.tsx';
import { onValidSubmit, schemaValidator } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import type { RouteTenant } from '../../../lib/route-tenant.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { useSaveTransfer } from '../api.ts';

interface TransferFormValues {
  name: string;
  /** "1990-2020" */
  years: string;
  /** yyyy-MM-dd, '' while empty: what a date input gives. */
  fromDate: string;
  toDate: string;
  /** The sport a new transfer goes to; only a Superadmin chooses it. */
  tenantId: string;
}

/** The server's refusal of a field shows at it (issue 26, item 9). */
const FIELDS = ['name', 'years', 'fromDate', 'toDate'] as const;

/**
 * Spec 2, Transfer form: "Create transfer" / "Edit transfer", with the spec's messages under the
 * fields; a Superadmin also picks the sport (required for them only). Success → the sport's list.
 */
export function TransferForm({ transfer, tenant }: { transfer?: Transfer; tenant: RouteTenant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: user } = useCurrentUser();
  const save = useSaveTransfer();
  const title = transfer ? t('transfers.form.editTitle') : t('transfers.form.addTitle');
  usePageTitle(title, tenant.name);
  // A transfer stays in its sport: the choice is offered when creating only.
  const choosesSport = session.isSuperadmin && !transfer;
  // The sport is a field only for a Superadmin creating a transfer; otherwise the alert names it.
  const refusals = serverRefusals(save.error, choosesSport ? [...FIELDS, 'tenantId'] : FIELDS, {
    tenantId: t('transfers.form.sport'),
  });
  const form = useForm<TransferFormValues>({
    initialValues: {
      name: transfer?.name ?? '',
      years: transfer?.years ?? '',
      fromDate: transfer?.fromDate ?? '',
      toDate: transfer?.toDate ?? '',
      tenantId: transfer?.tenantId ?? tenant.id,
    },
    validate: schemaValidator<TransferFormValues>(transfer ? transferFormSchema : transferCreateSchema),
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });

  const submit = (values: TransferFormValues) => {
    const changes = {
      name: values.name.trim(),
      years: values.years.trim(),
      fromDate: values.fromDate,
      toDate: values.toDate,
    };
    const target = transfer ? transfer.tenantId : values.tenantId;
    save.mutate(
      transfer ? { id: transfer.id, changes } : { id: undefined, changes: { ...changes, tenantId: target } },
      {
        onSuccess: () => {
          notifications.show({
            role: 'status',
            color: 'teal',
            icon: <IconCheck size={18} aria-hidden />,
            message: t('transfers.form.saved'),
          });
          navigate(paths.transfers.list(target));
        },
      },
    );
  };

  // "From - To dates interval is icorect" is shown under To: a new From re-checks it once To was touched.
  const fromDateProps = {
    ...form.getInputProps('fromDate'),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      form.setFieldValue('fromDate', event.currentTarget.value);
      if (form.isTouched('toDate')) form.validateField('toDate');
    },
  };

  return (
    <FormPageCard title={title} description={tenant.name} maw={720} onSubmit={onValidSubmit(form, submit)}>
      <Stack gap="lg">
        {choosesSport && (
          <Select
            label={t('transfers.form.sport')}
            withAsterisk
            allowDeselect={false}
            data={(user?.tenants ?? []).map((sport) => ({ value: sport.id, label: sport.name }))}
            {...form.getInputProps('tenantId')}
            value={form.getValues().tenantId || null}
            onChange={(value) => form.setFieldValue('tenantId', value ?? '')}
          />
        )}
        <TextInput
          label={t('transfers.form.name')}
          withAsterisk
          maxLength={100}
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('transfers.form.years')}
          description={t('transfers.form.yearsHint')}
          placeholder="1990-2020"
          withAsterisk
          maxLength={9}
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('years')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <TextInput type="date" label={t('transfers.form.fromDate')} withAsterisk {...fromDateProps} />
          <TextInput
            type="date"
            label={t('transfers.form.toDate')}
            withAsterisk
            {...form.getInputProps('toDate')}
          />
        </SimpleGrid>
        {save.error && (
          <ErrorAlert title={t('messages.transferSave')} error={save.error} {...refusals.alert} />
        )}
        <FormActions cancelTo={paths.transfers.list(tenant.id)} saving={save.isPending} />
      </Stack>
    </FormPageCard>
  );
}
