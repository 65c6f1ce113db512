import { Alert, Card, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import {
  type Currency,
  currencyUpdateSchema,
  DEFAULT_CURRENCY,
  MAX_VALUTA_VALUE,
  pricePer100Eur,
} from '@transferdesk/shared';
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
import { useSaveCurrency } from '../api.ts';
import { formatWhole } from '../format.ts';

interface CurrencyFormValues {
  /** Mantine's NumberInput gives '' while the field is empty. */
  value: number | string;
}

const checkValue = schemaValidator<{ value: number | undefined }>(currencyUpdateSchema);
/** The server's refusal of the value shows at it (issue 26, item 9). */
const FIELDS = ['value'] as const;

/**
 * Spec 2, Currency form: "Price per 1 EUR TO {currency}", one value. The spec sets no rule, but the
 * shared schema keeps zero, negatives and text out, as the API does (ADR 004).
 */
export function CurrencyForm({ valuta, tenant }: { valuta: Currency; tenant: RouteTenant }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCurrency();
  const title = t('currencies.form.title', { name: valuta.name });
  usePageTitle(title, tenant.name);
  const listPath = paths.currencies.list(tenant.id);
  const refusals = serverRefusals(save.error, FIELDS);
  const form = useForm<CurrencyFormValues>({
    initialValues: { value: valuta.value },
    validate: ({ value }) => checkValue({ value: typeof value === 'number' ? value : undefined }),
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });
  const typed = form.getValues().value;
  // Danish writes 7,46; the value itself is a number either way.
  const decimalSeparator = i18n.language === 'da' ? ',' : '.';

  if (valuta.name === DEFAULT_CURRENCY) {
    return (
      <>
        <PageHeader title={title} description={tenant.name} />
        <Alert maw={640} color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('currencies.form.baseCurrency', { name: DEFAULT_CURRENCY })}
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} description={tenant.name} />
      <Card maw={640} p={{ base: 'lg', sm: 'xl' }}>
        <form
          noValidate
          onSubmit={form.onSubmit(
            ({ value }) =>
              save.mutate(
                { id: valuta.id, changes: { value: Number(value) } },
                {
                  onSuccess: () => {
                    notifications.show({
                      role: 'status',
                      color: 'teal',
                      icon: <IconCheck size={18} aria-hidden />,
                      message: t('currencies.form.saved', { name: valuta.name }),
                    });
                    navigate(listPath);
                  },
                },
              ),
            () => form.setTouched(allTouched(form.getValues())),
          )}
        >
          <Stack gap="lg">
            <NumberInput
              label={t('currencies.form.value')}
              description={t('currencies.form.valueHint', { name: valuta.name })}
              withAsterisk
              decimalScale={6}
              decimalSeparator={decimalSeparator}
              allowNegative={false}
              max={MAX_VALUTA_VALUE}
              clampBehavior="none"
              hideControls
              inputMode="decimal"
              {...form.getInputProps('value')}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {typeof typed === 'number' && typed > 0
                ? t('currencies.form.per100Preview', {
                    value: formatWhole(pricePer100Eur(typed), i18n.language),
                    name: valuta.name,
                  })
                : ''}
            </Text>
            {save.error && (
              <ErrorAlert title={t('messages.currencySave')} error={save.error} {...refusals.alert} />
            )}
            <FormActions cancelTo={listPath} saving={save.isPending} />
          </Stack>
        </form>
      </Card>
    </>
  );
}
