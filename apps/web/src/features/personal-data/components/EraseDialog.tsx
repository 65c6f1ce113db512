import { Alert, Button, Checkbox, Group, Modal, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  type ErasurePreview,
  type ErasureRequest,
  type ErasureResult,
  erasureRequestSchema,
  PERSONAL_DATA_MESSAGES,
} from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { onValidSubmit, schemaValidator } from '../../../lib/forms.ts';
import { i18n, translateKnownText } from '../../../lib/i18n.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { type PersonKind, useErasePerson, useErasurePreview } from '../api.ts';
import { sameName } from '../erasure-text.ts';
import { ErasureSummary } from './ErasureSummary.tsx';

interface EraseValues {
  notifyRecipients: boolean;
  reason: string;
  /** The person's name typed again: erasure cannot be undone. */
  confirmName: string;
}

/** The server's refusal of the reason shows at the field (issue 26, item 9). */
const FIELDS = ['reason'] as const;

const checkRequest = schemaValidator<ErasureRequest>(erasureRequestSchema);

/** What is sent: a reason only with the e-mail unticked (the field is hidden otherwise). */
const requestOf = (values: EraseValues): ErasureRequest => ({
  notifyRecipients: values.notifyRecipients,
  reason: values.notifyRecipients ? '' : values.reason.trim(),
});

function validate(values: EraseValues, name: string): FormErrors {
  const errors = checkRequest(requestOf(values));
  if (!sameName(values.confirmName, name)) errors.confirmName = i18n.t('personalData.erase.confirmMismatch');
  return errors;
}

interface EraseDialogProps {
  opened: boolean;
  onClose: () => void;
  kind: PersonKind;
  personId: string;
  onErased: (result: ErasureResult) => void;
}

/**
 * D48: "Erase this person…". The confirmation loads what erasing would do and names it; the club
 * contacts who received the CV are told by e-mail unless unticked with a reason; the person's name
 * is typed to confirm. Closed, it forgets what was typed.
 */
export function EraseDialog({ opened, onClose, ...person }: EraseDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('personalData.erase.title')}
      size="lg"
      centered
      radius="lg"
    >
      <EraseContent {...person} onClose={onClose} />
    </Modal>
  );
}

function EraseContent({ kind, personId, onClose, onErased }: Omit<EraseDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const preview = useErasurePreview(kind, personId);
  if (preview.isPending) return <Skeleton h={240} radius="sm" aria-label={t('common.loading')} />;
  if (!preview.data) return <LoadError title={t('personalData.erase.loadError')} error={preview.error} />;
  if (preview.data.erasedAt !== null) {
    return (
      <Alert color="gray" variant="light">
        {translateKnownText(PERSONAL_DATA_MESSAGES.alreadyErased)}
      </Alert>
    );
  }
  return (
    <EraseForm kind={kind} personId={personId} preview={preview.data} onClose={onClose} onErased={onErased} />
  );
}

interface EraseFormProps extends Omit<EraseDialogProps, 'opened'> {
  preview: ErasurePreview;
}

function EraseForm({ kind, personId, preview, onClose, onErased }: EraseFormProps) {
  const { t } = useTranslation();
  const erase = useErasePerson(kind, personId);
  const refusals = serverRefusals(erase.error, FIELDS);
  // A person always has a name until erased; the word is there should one not.
  const name = preview.name || t('personalData.erase.confirmWord');
  const form = useForm<EraseValues>({
    initialValues: { notifyRecipients: true, reason: '', confirmName: '' },
    validate: (values) => validate(values, name),
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });
  const values = form.getValues();
  const canNotify = preview.recipients.length > 0;

  const submit = (submitted: EraseValues) => erase.mutate(requestOf(submitted), { onSuccess: onErased });

  return (
    <form noValidate onSubmit={onValidSubmit(form, submit)}>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {kind === 'player'
            ? t('personalData.erase.warningPlayer', { name, erasedName: t('personalData.erasedPlayer') })
            : t('personalData.erase.warningContact', { name, erasedName: t('personalData.erasedContact') })}
        </Alert>
        <ErasureSummary preview={preview} />
        {canNotify && (
          <Checkbox
            key={form.key('notifyRecipients')}
            label={t('personalData.erase.notify')}
            {...form.getInputProps('notifyRecipients', { type: 'checkbox' })}
          />
        )}
        {canNotify && !values.notifyRecipients && (
          <Textarea
            key={form.key('reason')}
            label={t('personalData.erase.reason')}
            description={t('personalData.erase.reasonHint')}
            withAsterisk
            rows={3}
            maxLength={1000}
            {...form.getInputProps('reason')}
          />
        )}
        <TextInput
          key={form.key('confirmName')}
          label={t('personalData.erase.confirmLabel', { name })}
          withAsterisk
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('confirmName')}
        />
        {erase.error && (
          <ErrorAlert title={t('personalData.erase.error')} error={erase.error} {...refusals.alert} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={erase.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={erase.isPending}>
            {t('personalData.erase.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
