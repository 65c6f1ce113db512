import { NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import type { ClubOption, Named, Requirement, Transfer } from '@transferdesk/shared';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EntityMultiSelect, type EntityOption, EntitySelect } from '../../../components/EntitySelect.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { FormSection } from '../../../components/FormSection.tsx';
import { editorHtml, RichTextField, useRichTextEditor } from '../../../components/RichTextField.tsx';
import { allTouched } from '../../../lib/forms.ts';
import { paths } from '../../../lib/paths.ts';
import { contactName } from '../../../lib/person-name.ts';
import type { RouteTenant } from '../../../lib/route-tenant.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { type RequirementPayload, useClubContacts, useSaveRequirement } from '../api.ts';
import { transferLabel } from './requirement-format.ts';
import {
  AMOUNT_FIELDS,
  type AmountField,
  CHOICES,
  type ChoiceField,
  type IdField,
  LIST_FIELDS,
  type ListField,
  noNeedPositionId,
  payloadOf,
  RANGE_FIELDS,
  type RangeField,
  type RequirementValues,
  requirementValidator,
} from './requirement-values.ts';

// The form renders again when a choice changes; the editor need not.
const StillRichTextField = memo(RichTextField);

/** The inputs of Basic search and of Advanced search: the server's refusal of one shows at it. */
const BASIC_FIELDS = [
  'transferId',
  'clubId',
  'contactId',
  ...LIST_FIELDS,
  ...AMOUNT_FIELDS,
  'valutaId',
] as const;
const ADVANCED_FIELDS = [...RANGE_FIELDS, ...(Object.keys(CHOICES) as ChoiceField[]), 'countryId'] as const;

/** The sport's lists the form chooses from, loaded before it is built (spec 2, section 4). */
export interface RequirementOptions {
  transfers: Transfer[];
  clubs: ClubOption[];
  positions: Named[];
  playerLevels: Named[];
  contractStatuses: Named[];
  valutas: Named[];
  countries: Named[];
}

interface RequirementFormProps {
  requirement?: Requirement;
  tenant: RouteTenant;
  options: RequirementOptions;
  /** The form's start (valuesOf). */
  initialValues: RequirementValues;
}

/**
 * Spec 2, requirement form: Basic (transfer, club, the club's contacts, positions, levels,
 * statuses, budget, description) and Advanced search. `No need` among the positions makes levels
 * and statuses optional at once. Success returns to the list; a failure says "Could not submit
 * requirement info" and keeps what was typed.
 */
export function RequirementForm({ requirement, tenant, options, initialValues }: RequirementFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveRequirement(tenant.id, requirement?.id);
  const [noNeedId] = useState(() => noNeedPositionId(options.positions));
  const [validate] = useState(() => requirementValidator(noNeedId));
  const descriptionId = useId();
  const descriptionEditor = useRichTextEditor(requirement?.description ?? '', descriptionId);
  // Issue 26, item 9: a field's refusal shows at it; the alert names one not shown by its label.
  const refusals = serverRefusals(
    save.error,
    [...BASIC_FIELDS, ...ADVANCED_FIELDS],
    Object.fromEntries(
      ([...BASIC_FIELDS, ...ADVANCED_FIELDS, 'description', 'isAdvancedSearch'] as const).map((field) => [
        field,
        t(`requirements.fields.${field}`),
      ]),
    ),
  );
  // Uncontrolled: typing an amount does not render the form again; the choices that change what
  // else shows (club → contacts, positions → required levels, Advanced) are bound by `live`.
  const form = useForm<RequirementValues>({
    mode: 'uncontrolled',
    initialValues,
    validate,
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });
  const values = form.getValues();
  const contacts = useClubContacts(tenant.id, values.clubId);
  const isNoNeed = noNeedId !== undefined && values.positionRequirementIds.includes(noNeedId);

  const submit = (submitted: RequirementValues) => {
    const payload: RequirementPayload = {
      ...payloadOf(submitted),
      description: editorHtml(descriptionEditor),
    };
    save.mutate(payload, {
      onSuccess: () => {
        notifications.show({
          role: 'status',
          color: 'teal',
          icon: <IconCheck size={18} aria-hidden />,
          message: t('requirements.form.saved'),
        });
        navigate(paths.requirements.list(tenant.id));
      },
    });
  };

  const named = (items: readonly { id: string; name: string }[]): EntityOption[] =>
    items.map((item) => ({ value: item.id, label: item.name }));

  /** A field whose every change renders the form again: its value comes from the form's values. */
  const live = <F extends IdField | ListField>(field: F) => {
    const { defaultValue: _, onChange: __, ...props } = form.getInputProps(field);
    return {
      ...props,
      value: values[field],
      onChange: (value: RequirementValues[F]) => form.setFieldValue(field, value as never),
    };
  };
  const label = (field: IdField | ListField | AmountField | RangeField | ChoiceField | 'isAdvancedSearch') =>
    t(`requirements.fields.${field}`);
  const select = (field: IdField, items: EntityOption[], required = false) => (
    <EntitySelect
      label={label(field)}
      placeholder={t('requirements.form.choose')}
      withAsterisk={required}
      searchable
      clearable={!required}
      nothingFoundMessage={t('requirements.form.nothingFound')}
      options={items}
      {...live(field)}
    />
  );
  const multi = (
    field: ListField,
    items: EntityOption[],
    required: boolean,
    description?: string,
    onChange?: () => void,
  ) => {
    const props = live(field);
    return (
      <EntityMultiSelect
        label={label(field)}
        placeholder={t('requirements.form.chooseMany')}
        description={description}
        withAsterisk={required}
        searchable
        hidePickedOptions
        nothingFoundMessage={t('requirements.form.nothingFound')}
        options={items}
        {...props}
        onChange={(chosen) => {
          props.onChange(chosen);
          onChange?.();
        }}
      />
    );
  };
  const amount = (field: AmountField) => (
    <NumberInput
      key={form.key(field)}
      label={label(field)}
      description={t('requirements.form.noLimit')}
      allowNegative={false}
      decimalScale={2}
      min={0}
      thousandSeparator={i18n.language === 'da' ? '.' : ','}
      decimalSeparator={i18n.language === 'da' ? ',' : '.'}
      {...form.getInputProps(field)}
    />
  );
  const range = (field: RangeField, suffix?: string) => (
    <NumberInput
      key={form.key(field)}
      label={label(field)}
      allowNegative={false}
      allowDecimal={false}
      min={0}
      suffix={suffix}
      {...form.getInputProps(field)}
    />
  );
  const choice = (field: ChoiceField, translated: boolean) => (
    <Select
      key={form.key(field)}
      label={label(field)}
      placeholder={t('requirements.form.choose')}
      clearable
      data={CHOICES[field].map((value) => ({
        value,
        label: translated ? t(`requirements.choices.${field}.${value}`, { defaultValue: value }) : value,
      }))}
      {...form.getInputProps(field)}
      onChange={(value) => form.setFieldValue(field, value ?? '', { forceUpdate: false })}
    />
  );

  const clubContacts = (contacts.data ?? []).map((contact) => ({
    value: contact.id,
    label: contactName(contact) || t('requirements.form.unnamedContact'),
  }));
  const contactHint =
    values.clubId === ''
      ? t('requirements.form.chooseClubFirst')
      : contacts.data?.length === 0
        ? t('requirements.form.clubHasNoContacts')
        : undefined;

  return (
    <form noValidate onSubmit={form.onSubmit(submit, () => form.setTouched(allTouched(form.getValues())))}>
      <Stack gap="xl">
        <FormSection title={t('requirements.sections.basic')}>
          {select(
            'transferId',
            options.transfers.map((transfer) => ({ value: transfer.id, label: transferLabel(transfer) })),
            true,
          )}
          <EntitySelect
            label={label('clubId')}
            placeholder={t('requirements.form.choose')}
            withAsterisk
            searchable
            nothingFoundMessage={t('requirements.form.nothingFound')}
            options={named(options.clubs)}
            {...live('clubId')}
            onChange={(clubId) => {
              if (clubId === values.clubId) return;
              // Spec 2, section 5: the contact is one of the chosen club's.
              form.setFieldValue('clubId', clubId);
              form.setFieldValue('contactId', '');
            }}
          />
          <EntitySelect
            label={label('contactId')}
            placeholder={t('requirements.form.choose')}
            withAsterisk
            searchable
            nothingFoundMessage={t('requirements.form.nothingFound')}
            options={clubContacts}
            loading={contacts.isPending}
            disabled={values.clubId === '' || contacts.isPending}
            {...live('contactId')}
            description={contactHint}
          />
          {multi(
            'positionRequirementIds',
            named(options.positions),
            true,
            isNoNeed ? t('requirements.form.noNeedHint') : undefined,
            () => {
              // Spec 2, section 5: `No need` relaxes the level and status rule at once.
              for (const field of ['playerLevelRequirementIds', 'contractStatusRequirementIds'] as const) {
                if (form.errors[field] || form.isTouched(field)) form.validateField(field);
              }
            },
          )}
          {multi('playerLevelRequirementIds', named(options.playerLevels), !isNoNeed)}
          {multi('contractStatusRequirementIds', named(options.contractStatuses), !isNoNeed)}
          {amount('maxNetto')}
          {amount('maxBrutto')}
          {amount('maxTransferSum')}
          {select('valutaId', named(options.valutas))}
        </FormSection>
        <StillRichTextField
          label={t('requirements.fields.description')}
          labelId={descriptionId}
          editor={descriptionEditor}
          minHeight={160}
        />
        <Switch
          label={label('isAdvancedSearch')}
          checked={values.isAdvancedSearch}
          onChange={(event) => form.setFieldValue('isAdvancedSearch', event.currentTarget.checked)}
        />
        {values.isAdvancedSearch && (
          <FormSection title={t('requirements.sections.advanced')}>
            {range('minAge')}
            {range('maxAge')}
            {choice('contractType', true)}
            {choice('maritalStatus', true)}
            {select('countryId', named(options.countries))}
            {choice('pinsPriority', false)}
            {range('minHeight', ' cm')}
            {range('maxHeight', ' cm')}
            {choice('rightyLefty', true)}
            {range('minWeight', ' kg')}
            {range('maxWeight', ' kg')}
          </FormSection>
        )}
        {contacts.isError && (
          <ErrorAlert title={t('requirements.form.contactsError')} error={contacts.error} />
        )}
        {save.error && (
          <ErrorAlert
            title={t('requirements.form.saveError')}
            error={save.error}
            {...refusals.alert}
            // Advanced search's fields are shown while it is on.
            atFields={values.isAdvancedSearch ? refusals.alert.atFields : BASIC_FIELDS}
          />
        )}
        <FormActions
          cancelTo={
            requirement
              ? paths.requirements.info(tenant.id, requirement.id)
              : paths.requirements.list(tenant.id)
          }
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
