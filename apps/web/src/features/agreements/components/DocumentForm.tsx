import { Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  PLAYER_DOCUMENT_KINDS,
  type PlayerDocument,
  type PlayerDocumentInput,
  type PlayerDocumentKind,
  playerDocumentInputSchema,
} from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { type EntityOption, EntitySelect } from '../../../components/EntitySelect.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { onValidSubmit, schemaValidator } from '../../../lib/forms.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { agreementText, translatedRefusal } from '../agreement-text.ts';
import { useCountryOptions, useSaveDocument } from '../api.ts';
import { FileField, type FileRef } from './FileField.tsx';

interface DocumentValues {
  kind: PlayerDocumentKind;
  number: string;
  /** '' for none (EntitySelect). */
  issuingCountryId: string;
  /** yyyy-MM-dd; null when empty (DateField). */
  expiresOn: string | null;
  file: FileRef | null;
  note: string;
}

/** The server's refusal of a field shows at it (issue 26, item 9). */
const FIELDS = ['kind', 'number', 'issuingCountryId', 'expiresOn', 'fileId', 'note'] as const;

function valuesOf(document: PlayerDocument | null): DocumentValues {
  return {
    kind: document?.kind ?? 'passport',
    number: document?.number ?? '',
    issuingCountryId: document?.issuingCountry?.id ?? '',
    expiresOn: document?.expiresOn ?? null,
    file: document?.file ? { id: document.file.id, name: document.file.name } : null,
    note: document?.note ?? '',
  };
}

function inputOf(values: DocumentValues): PlayerDocumentInput {
  return {
    kind: values.kind,
    number: values.number.trim(),
    issuingCountryId: values.issuingCountryId || null,
    expiresOn: values.expiresOn || null,
    fileId: values.file?.id ?? null,
    note: values.note.trim(),
  };
}

const checkInput = schemaValidator<PlayerDocumentInput>(playerDocumentInputSchema);

function validate(values: DocumentValues): FormErrors {
  return Object.fromEntries(
    Object.entries(checkInput(inputOf(values))).map(([field, message]) => [
      field,
      typeof message === 'string' ? agreementText(message) : message,
    ]),
  );
}

interface DocumentFormProps {
  opened: boolean;
  playerId: string;
  tenantId: string;
  /** The document to change; null for a new one. */
  document: PlayerDocument | null;
  onClose: () => void;
}

/** "Add document" / "Edit document": a passport, work permit, medical report or other (issue 30). */
export function DocumentForm({ opened, document, onClose, ...player }: DocumentFormProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={document ? t('playerDocuments.form.editTitle') : t('playerDocuments.form.addTitle')}
      size="lg"
      centered
      radius="lg"
    >
      <DocumentFields {...player} document={document} onClose={onClose} />
    </Modal>
  );
}

function DocumentFields({ playerId, tenantId, document, onClose }: Omit<DocumentFormProps, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveDocument(playerId);
  const countries = useCountryOptions(tenantId);
  const error = translatedRefusal(save.error);
  const refusals = serverRefusals(error, FIELDS);
  const form = useForm<DocumentValues>({
    initialValues: valuesOf(document),
    validate,
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });
  const values = form.getValues();
  const countryOptions: EntityOption[] = (countries.data ?? []).map((country) => ({
    value: country.id,
    label: country.name,
  }));
  const current = document?.issuingCountry;
  if (current && !countryOptions.some((option) => option.value === current.id))
    countryOptions.push({ value: current.id, label: current.name });

  const submit = (submitted: DocumentValues) =>
    save.mutate({ id: document?.id, input: inputOf(submitted) }, { onSuccess: onClose });

  return (
    <form noValidate onSubmit={onValidSubmit(form, submit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            key={form.key('kind')}
            label={t('playerDocuments.fields.kind')}
            withAsterisk
            allowDeselect={false}
            data={PLAYER_DOCUMENT_KINDS.map((kind) => ({
              value: kind,
              label: t(`playerDocuments.kinds.${kind}`),
            }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('kind')}
          />
          <TextInput
            key={form.key('number')}
            label={t('playerDocuments.fields.number')}
            maxLength={100}
            autoComplete="off"
            {...form.getInputProps('number')}
          />
          <EntitySelect
            key={form.key('issuingCountryId')}
            label={t('playerDocuments.fields.issuingCountry')}
            placeholder={t('playerDocuments.form.countryPlaceholder')}
            options={countryOptions}
            loading={countries.isPending}
            searchable
            clearable
            nothingFoundMessage={t('playerDocuments.form.noCountryFound')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('issuingCountryId')}
          />
          <DateField
            key={form.key('expiresOn')}
            label={t('playerDocuments.fields.expiresOn')}
            placeholder={t('agreements.form.dateFormat')}
            clearable
            clearButtonProps={{
              'aria-label': t('agreements.form.clear', { field: t('playerDocuments.fields.expiresOn') }),
            }}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('expiresOn')}
          />
        </SimpleGrid>
        {countries.isError && (
          <ErrorAlert title={t('playerDocuments.form.countriesError')} error={countries.error} />
        )}
        <FileField
          playerId={playerId}
          name="documentFile"
          label={t('playerDocuments.fields.file')}
          description={t('playerDocuments.form.fileHint')}
          value={values.file}
          onChange={(file) => form.setFieldValue('file', file)}
          error={(form.errors.fileId as string | undefined) ?? refusals.refused.fileId}
        />
        <Textarea
          key={form.key('note')}
          label={t('playerDocuments.fields.note')}
          rows={3}
          maxLength={1000}
          {...form.getInputProps('note')}
        />
        {save.error && (
          <ErrorAlert title={t('playerDocuments.form.saveError')} error={error} {...refusals.alert} />
        )}
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
