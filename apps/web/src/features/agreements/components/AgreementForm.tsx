import { Alert, Checkbox, Modal, NumberInput, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  AGREEMENT_ADULT_AGE,
  AGREEMENT_MAX_YEARS,
  AGREEMENT_UPLOAD_DAYS,
  type Agreement,
  type AgreementInput,
  addDays,
  agreementInputSchema,
  ISO_DATE_PATTERN,
  isMinorOn,
  isRealDate,
  latestAgreementEnd,
} from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { type EntityOption, EntitySelect } from '../../../components/EntitySelect.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { onValidSubmit, schemaValidator } from '../../../lib/forms.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { agreementText, translatedRefusal } from '../agreement-text.ts';
import { useAgentOptions, useSaveAgreement } from '../api.ts';
import { FileField, type FileRef } from './FileField.tsx';

/** The player the agreement is with: his sport, and his birthday for the guardian's consent (D45). */
export interface AgreementPlayer {
  id: string;
  tenantId: string;
  dateOfBirth: string | null;
}

interface AgreementValues {
  /** yyyy-MM-dd; what was typed while it names no day; null when empty (DateField). */
  startDate: string | null;
  endDate: string | null;
  exclusive: boolean;
  autoRenewal: boolean;
  feeTerms: string;
  /** '' while empty (NumberInput). */
  feePercent: number | string;
  dualRepresentation: boolean;
  /** '' for none (EntitySelect). */
  agentUserId: string;
  signedFile: FileRef | null;
  federationUploadedOn: string | null;
  guardianConsentFile: FileRef | null;
  legalAdviceNoticeGiven: boolean;
  playerConfirmed: boolean;
}

/** The server's refusal of a field shows at it (issue 26, item 9). */
const FIELDS = [
  'startDate',
  'endDate',
  'exclusive',
  'autoRenewal',
  'feeTerms',
  'feePercent',
  'dualRepresentation',
  'agentUserId',
  'signedFileId',
  'federationUploadedOn',
  'guardianConsentFileId',
  'legalAdviceNoticeGiven',
  'playerConfirmed',
] as const;

function valuesOf(agreement: Agreement | null): AgreementValues {
  const file = (stored: Agreement['signedFile']) => (stored ? { id: stored.id, name: stored.name } : null);
  return {
    startDate: agreement?.startDate ?? null,
    endDate: agreement?.endDate ?? null,
    exclusive: agreement?.exclusive ?? false,
    autoRenewal: agreement?.autoRenewal ?? false,
    feeTerms: agreement?.feeTerms ?? '',
    feePercent: agreement?.feePercent ?? '',
    dualRepresentation: agreement?.dualRepresentation ?? false,
    agentUserId: agreement?.agent?.id ?? '',
    signedFile: file(agreement?.signedFile ?? null),
    federationUploadedOn: agreement?.federationUploadedOn ?? null,
    guardianConsentFile: file(agreement?.guardianConsentFile ?? null),
    legalAdviceNoticeGiven: agreement?.legalAdviceNoticeGiven ?? false,
    playerConfirmed: agreement?.playerConfirmed ?? false,
  };
}

/** What `POST`/`PUT .../agreements` is sent: the files by id, empty values as null. */
function inputOf(values: AgreementValues): AgreementInput {
  return {
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    exclusive: values.exclusive,
    autoRenewal: values.autoRenewal,
    feeTerms: values.feeTerms.trim(),
    feePercent: typeof values.feePercent === 'number' ? values.feePercent : null,
    dualRepresentation: values.dualRepresentation,
    agentUserId: values.agentUserId || null,
    signedFileId: values.signedFile?.id ?? null,
    federationUploadedOn: values.federationUploadedOn || null,
    guardianConsentFileId: values.guardianConsentFile?.id ?? null,
    legalAdviceNoticeGiven: values.legalAdviceNoticeGiven,
    playerConfirmed: values.playerConfirmed,
  };
}

const checkInput = schemaValidator<AgreementInput>(agreementInputSchema);

/** The shared schema's check of what would be sent, its messages in the interface's language. */
function validate(values: AgreementValues): FormErrors {
  return Object.fromEntries(
    Object.entries(checkInput(inputOf(values))).map(([field, message]) => [
      field,
      typeof message === 'string' ? agreementText(message) : message,
    ]),
  );
}

const isDay = (value: string | null): value is string =>
  value !== null && ISO_DATE_PATTERN.test(value) && isRealDate(value);

interface AgreementFormProps {
  opened: boolean;
  player: AgreementPlayer;
  /** The agreement to change; null for a new one. */
  agreement: Agreement | null;
  onClose: () => void;
  /** Saved: the answer carries the rule pack's warnings. */
  onSaved: (agreement: Agreement) => void;
}

/** "Add agreement" / "Edit agreement" (D45), in a dialog on the player's page. */
export function AgreementForm({ opened, player, agreement, onClose, onSaved }: AgreementFormProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={agreement ? t('agreements.form.editTitle') : t('agreements.form.addTitle')}
      size="lg"
      centered
      radius="lg"
    >
      <AgreementFields player={player} agreement={agreement} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function AgreementFields({ player, agreement, onClose, onSaved }: Omit<AgreementFormProps, 'opened'>) {
  const { t, i18n } = useTranslation();
  const save = useSaveAgreement(player.id);
  const agents = useAgentOptions(player.tenantId);
  const error = translatedRefusal(save.error);
  const refusals = serverRefusals(error, FIELDS);
  const form = useForm<AgreementValues>({
    initialValues: valuesOf(agreement),
    validate,
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });
  const values = form.getValues();
  const start = isDay(values.startDate) ? values.startDate : null;
  const date = (day: string) => formatLongDate(day, i18n.language);
  const minor = start !== null && isMinorOn(player.dateOfBirth, start);
  const fieldError = (field: 'signedFileId' | 'guardianConsentFileId') =>
    (form.errors[field] as string | undefined) ?? refusals.refused[field];

  // A chosen agent who has since left the sport stays shown by name.
  const agentOptions: EntityOption[] = (agents.data ?? []).map((agent) => ({
    value: agent.id,
    label: agent.name,
  }));
  if (agreement?.agent && !agentOptions.some((option) => option.value === agreement.agent?.id))
    agentOptions.push({ value: agreement.agent.id, label: agreement.agent.name });

  const submit = (submitted: AgreementValues) =>
    save.mutate(
      { id: agreement?.id, input: inputOf(submitted) },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          onClose();
        },
      },
    );

  const dateField = (field: 'startDate' | 'endDate' | 'federationUploadedOn', description?: string) => (
    <DateField
      key={form.key(field)}
      label={t(`agreements.fields.${field}`)}
      description={description}
      placeholder={t('agreements.form.dateFormat')}
      withAsterisk={field !== 'federationUploadedOn'}
      clearable
      clearButtonProps={{
        'aria-label': t('agreements.form.clear', { field: t(`agreements.fields.${field}`) }),
      }}
      popoverProps={{ withinPortal: true }}
      {...form.getInputProps(field)}
    />
  );
  const toggle = (field: 'exclusive' | 'autoRenewal' | 'dualRepresentation') => (
    <Switch
      key={form.key(field)}
      label={t(`agreements.fields.${field}`)}
      description={t(`agreements.form.hints.${field}`, { years: AGREEMENT_MAX_YEARS })}
      {...form.getInputProps(field, { type: 'checkbox' })}
    />
  );

  return (
    <form noValidate onSubmit={onValidSubmit(form, submit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {dateField('startDate')}
          {dateField(
            'endDate',
            start
              ? t('agreements.form.hints.latestEnd', {
                  years: AGREEMENT_MAX_YEARS,
                  date: date(latestAgreementEnd(start)),
                })
              : undefined,
          )}
        </SimpleGrid>
        {toggle('exclusive')}
        {toggle('autoRenewal')}
        <Textarea
          key={form.key('feeTerms')}
          label={t('agreements.fields.feeTerms')}
          rows={3}
          maxLength={2000}
          {...form.getInputProps('feeTerms')}
        />
        <NumberInput
          key={form.key('feePercent')}
          label={t('agreements.fields.feePercent')}
          min={0}
          max={100}
          decimalScale={2}
          allowNegative={false}
          suffix=" %"
          decimalSeparator={i18n.language === 'da' ? ',' : '.'}
          {...form.getInputProps('feePercent')}
        />
        {toggle('dualRepresentation')}
        <EntitySelect
          key={form.key('agentUserId')}
          label={t('agreements.fields.agent')}
          placeholder={t('agreements.form.noAgent')}
          options={agentOptions}
          loading={agents.isPending}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('agentUserId')}
        />
        {agents.isError && <ErrorAlert title={t('agreements.form.agentsError')} error={agents.error} />}
        <FileField
          playerId={player.id}
          name="signedFile"
          label={t('agreements.fields.signedFile')}
          value={values.signedFile}
          onChange={(file) => form.setFieldValue('signedFile', file)}
          error={fieldError('signedFileId')}
        />
        {dateField(
          'federationUploadedOn',
          start
            ? t('agreements.form.hints.uploadBy', {
                days: AGREEMENT_UPLOAD_DAYS,
                date: date(addDays(start, AGREEMENT_UPLOAD_DAYS)),
              })
            : t('agreements.form.hints.upload', { days: AGREEMENT_UPLOAD_DAYS }),
        )}
        {minor && (
          <Alert color="orange" variant="light" title={t('agreements.form.minorTitle')}>
            {t('agreements.form.minorHint', { age: AGREEMENT_ADULT_AGE })}
          </Alert>
        )}
        <FileField
          playerId={player.id}
          name="guardianConsentFile"
          label={t('agreements.fields.guardianConsentFile')}
          value={values.guardianConsentFile}
          onChange={(file) => form.setFieldValue('guardianConsentFile', file)}
          error={fieldError('guardianConsentFileId')}
        />
        <Checkbox
          key={form.key('legalAdviceNoticeGiven')}
          label={t('agreements.fields.legalAdviceNoticeGiven')}
          {...form.getInputProps('legalAdviceNoticeGiven', { type: 'checkbox' })}
        />
        <Checkbox
          key={form.key('playerConfirmed')}
          label={t('agreements.fields.playerConfirmed')}
          {...form.getInputProps('playerConfirmed', { type: 'checkbox' })}
        />
        {save.error && (
          <ErrorAlert title={t('agreements.form.saveError')} error={error} {...refusals.alert} />
        )}
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
