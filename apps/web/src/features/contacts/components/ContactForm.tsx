import { Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import {
  CONTRACT_TYPES,
  type Contact,
  type ContactUpdate,
  contactFormSchema,
  fullName,
  MARITAL_STATUSES,
  PINS_PRIORITIES,
  RIGHTY_LEFTY,
} from '@transferdesk/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChoiceSelect } from '../../../components/ChoiceSelect.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { FormSection } from '../../../components/FormSection.tsx';
import { ImageInput } from '../../../components/ImageInput.tsx';
import { QuerySelect } from '../../../components/QuerySelect.tsx';
import { editorHtml, RichTextField, useRichTextEditor } from '../../../components/RichTextField.tsx';
import { useClubOptions } from '../../../lib/club-options.ts';
import { CONTACT_CHOICE_FIELDS, CONTACT_TEXT_FIELDS } from '../../../lib/contact-fields.ts';
import { onValidSubmit, schemaValidator } from '../../../lib/forms.ts';
import { resourceUrl } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import type { RouteTenant } from '../../../lib/route-tenant.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { useSaveContact } from '../api.ts';

const TEXT_FIELDS = CONTACT_TEXT_FIELDS;
type TextField = (typeof TEXT_FIELDS)[number];
const CHOICE_FIELDS = CONTACT_CHOICE_FIELDS;
type ChoiceField = (typeof CHOICE_FIELDS)[number];
const NUMBER_FIELDS = ['numberOfKids', 'height', 'weight'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
/** The form's fields: the server's refusal of one shows at it (issue 26, item 9). */
const FIELDS = [
  ...TEXT_FIELDS,
  ...CHOICE_FIELDS,
  ...NUMBER_FIELDS,
  'clubId',
  'mandate',
  'includeInApp',
  'dateOfBirth',
] as const;

type ContactValues = Record<TextField, string> &
  /** '' for none. */
  Record<ChoiceField | 'clubId', string> &
  /** What a number input holds: '' while empty (saved as 0, "unknown"). */
  Record<NumberField, number | string> & {
    mandate: boolean;
    includeInApp: boolean;
    /** yyyy-MM-dd */
    dateOfBirth: string | null;
  };

/** The contact as the API takes it, the description aside (it lives in the editor). */
type ContactPayload = Required<Omit<ContactUpdate, 'description'>>;

function valuesOf(contact: Contact | undefined, clubId: string): ContactValues {
  const pick = <K extends string>(fields: readonly K[], read: (field: K) => unknown) =>
    Object.fromEntries(fields.map((field) => [field, read(field)]));
  return {
    ...(pick(TEXT_FIELDS, (field) => contact?.[field] ?? '') as Record<TextField, string>),
    ...(pick(CHOICE_FIELDS, (field) => contact?.[field] ?? '') as Record<ChoiceField, string>),
    ...(pick(NUMBER_FIELDS, (field) => (contact?.[field] ? contact[field] : '')) as Record<
      NumberField,
      number | string
    >),
    clubId: contact ? (contact.clubId ?? '') : clubId,
    mandate: contact?.mandate ?? false,
    includeInApp: contact?.includeInApp ?? true,
    dateOfBirth: contact?.dateOfBirth ?? null,
  };
}

function payloadOf(values: ContactValues): ContactPayload {
  const entries = <K extends string>(fields: readonly K[], write: (field: K) => unknown) =>
    Object.fromEntries(fields.map((field) => [field, write(field)]));
  return {
    ...entries(TEXT_FIELDS, (field) => values[field].trim()),
    ...entries(CHOICE_FIELDS, (field) => values[field] || null),
    ...entries(NUMBER_FIELDS, (field) => (values[field] === '' ? 0 : Number(values[field]))),
    clubId: values.clubId || null,
    mandate: values.mandate,
    includeInApp: values.includeInApp,
    dateOfBirth: values.dateOfBirth || null,
  } as ContactPayload;
}

const validatePayload = schemaValidator<ContactPayload>(contactFormSchema);

interface ContactFormProps {
  contact?: Contact;
  tenant: RouteTenant;
  /** A new contact's club, e.g. when added from the club's page. */
  presetClubId?: string;
}

/**
 * Spec 2, contact edit, with every field (D7): club, picture (uploaded after the save) and a rich-text
 * description. Success goes to the list; a failure says "Could not submit the contact" and keeps
 * what was typed.
 */
export function ContactForm({ contact, tenant, presetClubId = '' }: ContactFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initial = valuesOf(contact, presetClubId);
  const save = useSaveContact(
    contact
      ? { id: contact.id, payload: { ...payloadOf(initial), description: contact.description } }
      : undefined,
  );
  // A new contact cannot pick a deleted club; an existing one may still point at one.
  const clubs = useClubOptions(tenant.id, !contact);
  const [picture, setPicture] = useState<File | null>(null);
  const descriptionLabelId = useId();
  const editor = useRichTextEditor(contact?.description ?? '', descriptionLabelId);
  // The description lives in its editor, and the picture's upload names its field `file`.
  const refusals = serverRefusals(save.error, FIELDS, {
    description: t('contacts.fields.description'),
    file: t('contacts.fields.picture'),
  });
  const form = useForm<ContactValues>({
    initialValues: initial,
    validate: (values) => validatePayload(payloadOf(values)),
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });

  const submit = (values: ContactValues) => {
    const payload: ContactUpdate = { ...payloadOf(values), description: editorHtml(editor) };
    save.mutate(
      { payload, image: picture, createOnly: { tenantId: tenant.id } },
      {
        onSuccess: () => {
          notifications.show({
            role: 'status',
            color: 'teal',
            icon: <IconCheck size={18} aria-hidden />,
            message: t('contacts.form.saved', { name: fullName(payloadOf(values)) }),
          });
          navigate(paths.contacts.list(tenant.id));
        },
      },
    );
  };

  const text = (field: TextField, max: number, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={t(`contacts.fields.${field}`)}
      maxLength={max}
      autoComplete={extra.autoComplete ?? 'off'}
      type={extra.type}
      {...form.getInputProps(field)}
    />
  );
  const choice = (field: ChoiceField, choices: readonly string[], translate: boolean) => (
    <ChoiceSelect
      label={t(`contacts.fields.${field}`)}
      placeholder={t('contacts.form.choose')}
      choices={choices}
      choiceLabel={
        translate ? (value) => t(`contacts.choices.${field}.${value}`, { defaultValue: value }) : undefined
      }
      {...form.getInputProps(field)}
      value={form.getValues()[field]}
      onChange={(value) => form.setFieldValue(field, value)}
    />
  );
  const number = (field: NumberField, max: number, suffix?: string) => (
    <NumberInput
      label={t(`contacts.fields.${field}`)}
      allowDecimal={false}
      allowNegative={false}
      min={0}
      max={max}
      suffix={suffix}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form noValidate onSubmit={onValidSubmit(form, submit)}>
      <Stack gap="xl">
        <FormSection title={t('contacts.sections.person')}>
          {text('firstName', 100, { autoComplete: 'off' })}
          {text('lastName', 100)}
          {text('role', 150)}
          {text('jobTitle', 150)}
          <QuerySelect
            label={t('contacts.fields.club')}
            placeholder={t('contacts.form.clubPlaceholder')}
            searchable
            clearable
            nothingFoundMessage={t('contacts.form.noClubFound')}
            query={clubs}
            toOption={(club) => ({ value: club.id, label: club.name })}
            {...form.getInputProps('clubId')}
          />
          {text('accountName', 150)}
        </FormSection>
        {clubs.isError && <ErrorAlert title={t('contacts.form.clubsError')} error={clubs.error} />}
        <ImageInput
          label={t('contacts.fields.picture')}
          value={picture}
          onChange={setPicture}
          currentUrl={resourceUrl(contact?.pictureUrl)}
          placeholderName={fullName(form.getValues()) || undefined}
        />
        <FormSection title={t('contacts.sections.contact')}>
          {text('email', 254, { type: 'email' })}
          {text('phoneNumber', 50, { type: 'tel' })}
          {text('whatsapp', 50, { type: 'tel' })}
        </FormSection>
        <FormSection title={t('contacts.sections.online')}>
          {text('twitter', 200)}
          {text('instagram', 200)}
          {text('facebook', 200)}
          {text('tikTok', 200)}
          {text('eliteProspects', 500)}
          {text('transferMarket', 500)}
          {text('playerCVLink', 500)}
        </FormSection>
        <FormSection title={t('contacts.sections.agency')}>
          {text('agent1', 200)}
          {text('agent2', 200)}
          {choice('contractType', CONTRACT_TYPES, true)}
          {choice('pinsPriority', PINS_PRIORITIES, false)}
          <Group gap="xl" mt="xs">
            <Checkbox
              label={t('contacts.fields.mandate')}
              {...form.getInputProps('mandate', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('contacts.fields.includeInApp')}
              {...form.getInputProps('includeInApp', { type: 'checkbox' })}
            />
          </Group>
        </FormSection>
        <FormSection title={t('contacts.sections.personal')}>
          <DateField
            label={t('contacts.fields.dateOfBirth')}
            placeholder={t('contacts.form.dateFormat')}
            clearable
            maxDate={new Date()}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('dateOfBirth')}
          />
          {text('nationality', 200)}
          {choice('maritalStatus', MARITAL_STATUSES, true)}
          {number('numberOfKids', 30)}
          {choice('rightyLefty', RIGHTY_LEFTY, true)}
          {number('height', 260, ' cm')}
          {number('weight', 250, ' kg')}
        </FormSection>
        <RichTextField
          label={t('contacts.fields.description')}
          labelId={descriptionLabelId}
          editor={editor}
          minHeight={180}
        />
        {save.error && (
          <ErrorAlert title={t('messages.contactSave')} error={save.error} {...refusals.alert} />
        )}
        <FormActions cancelTo={paths.contacts.list(tenant.id)} saving={save.isPending} />
      </Stack>
    </form>
  );
}
