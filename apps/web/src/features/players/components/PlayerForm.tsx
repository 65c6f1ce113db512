import { Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import {
  CONTRACT_TYPES,
  DEFAULT_CURRENCY,
  fullName,
  MARITAL_STATUSES,
  PINS_PRIORITIES,
  type Player,
  PREFERENCE_PAIRS,
  RIGHTY_LEFTY,
} from '@transferdesk/shared';
import { memo, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField } from '../../../components/DateField.tsx';
import { EntityMultiSelect, type EntityOption, EntitySelect } from '../../../components/EntitySelect.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { FormSection } from '../../../components/FormSection.tsx';
import { ImageInput } from '../../../components/ImageInput.tsx';
import { editorHtml, RichTextField, useRichTextEditor } from '../../../components/RichTextField.tsx';
import { useClubOptions } from '../../../lib/club-options.ts';
import { allTouched } from '../../../lib/forms.ts';
import { resourceUrl } from '../../../lib/http.ts';
import { isOfflinePlaceholder } from '../../../lib/offline/queue-store.ts';
import { paths } from '../../../lib/paths.ts';
import type { RouteTenant } from '../../../lib/route-tenant.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import {
  type PlayerPayload,
  useContractStatusOptions,
  useCountryOptions,
  useLeagueOptions,
  usePlayerLevelOptions,
  usePositionOptions,
  useSavePlayer,
  useTeamOptions,
  useValutaOptions,
} from '../api.ts';
import { ContractFields } from './ContractFields.tsx';
import { playerPositions, preferenceOptions } from './player-form-rules.ts';
import {
  type ChoiceField,
  changedListsOf,
  type IdField,
  INPUT_PATHS,
  type ListField,
  listsOf,
  type NumberField,
  type PlayerValues,
  payloadOf,
  refusalLabels,
  type TextField,
  validatePlayer,
  valuesOf,
} from './player-values.ts';
import { VideoFields } from './VideoFields.tsx';

type PreferenceWhat = (typeof PREFERENCE_PAIRS)[number]['what'];

// The form renders again when a choice or a list changes; the editors and the picture need not.
const StillRichTextField = memo(RichTextField);
const StillImageInput = memo(ImageInput);

interface PlayerFormProps {
  player?: Player;
  tenant: RouteTenant;
}

/**
 * Spec 2, player edit, with every field (D24, D25): the lists of the sport, priorities and
 * exclusions that hide each other's choices, videos, contracts, rich text and the picture (sent
 * after the save). Success opens the info page; a failure says "Could not submit the contact" and
 * keeps what was typed.
 */
export function PlayerForm({ player, tenant }: PlayerFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState(() => valuesOf(player));
  const [initialLists] = useState(() => listsOf(initial));
  const save = useSavePlayer(
    player
      ? {
          id: player.id,
          payload: {
            ...payloadOf(initial),
            description: player.description,
            statistics: player.statistics,
            playerReferences: player.playerReferences,
          } as PlayerPayload,
        }
      : undefined,
  );
  const positions = usePositionOptions(tenant.id);
  const levels = usePlayerLevelOptions(tenant.id);
  const statuses = useContractStatusOptions(tenant.id);
  const valutas = useValutaOptions(tenant.id);
  const countries = useCountryOptions(tenant.id);
  const leagues = useLeagueOptions(tenant.id);
  const teams = useTeamOptions(tenant.id);
  // A new player cannot pick a deleted club; an existing one may still point at one.
  const clubs = useClubOptions(tenant.id, !player);
  const [picture, setPicture] = useState<File | null>(null);
  const ids = { description: useId(), statistics: useId(), references: useId() };
  const descriptionEditor = useRichTextEditor(player?.description ?? '', ids.description);
  const statisticsEditor = useRichTextEditor(player?.statistics ?? '', ids.statistics);
  const referencesEditor = useRichTextEditor(player?.playerReferences ?? '', ids.references);
  const refusals = serverRefusals(save.error, INPUT_PATHS, refusalLabels());
  // Uncontrolled: typing does not render the whole long form again; the fields whose choice changes
  // what else shows (the selects, the video switches, the lists) are bound by `live` below.
  const form = useForm<PlayerValues>({
    mode: 'uncontrolled',
    initialValues: initial,
    validate: validatePlayer,
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });

  // Spec 2, section 4: a currency left unset is the sport's EUR.
  const eurId = valutas.data?.find((valuta) => valuta.name === DEFAULT_CURRENCY)?.id;
  const hasCurrency = form.getValues().valutaId !== '';
  const { setFieldValue } = form;
  useEffect(() => {
    if (eurId && !hasCurrency) setFieldValue('valutaId', eurId);
  }, [eurId, hasCurrency, setFieldValue]);

  const submit = (values: PlayerValues) => {
    const payload = {
      ...payloadOf(values),
      description: editorHtml(descriptionEditor),
      statistics: editorHtml(statisticsEditor),
      playerReferences: editorHtml(referencesEditor),
    } as PlayerPayload;
    const lists = listsOf(values);
    // A list sent replaces the stored one: an update sends each only when it changed.
    const changedLists = player ? changedListsOf(lists, initialLists) : lists;
    save.mutate(
      { payload, image: picture, createOnly: { tenantId: tenant.id, ...lists }, updateOnly: changedLists },
      {
        onSuccess: (id) => {
          notifications.show({
            role: 'status',
            color: 'teal',
            icon: <IconCheck size={18} aria-hidden />,
            message: t('players.form.saved', { name: fullName(values) }),
          });
          // Saved offline (issue 15): a new player's page has nothing to show until it is sent.
          navigate(
            isOfflinePlaceholder(id) ? paths.players.list(tenant.id) : paths.players.info(tenant.id, id),
          );
        },
      },
    );
  };

  const values = form.getValues();
  const named = (items: readonly { id: string; name: string }[] | undefined): EntityOption[] =>
    (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const preferenceChoices: Record<PreferenceWhat, { options: EntityOption[]; loading: boolean }> = {
    country: { options: named(countries.data), loading: countries.isPending },
    league: {
      options: (leagues.data ?? []).map((league) => ({
        value: league.id,
        label: league.countryName
          ? t('players.form.leagueOption', { league: league.name, country: league.countryName })
          : league.name,
      })),
      loading: leagues.isPending,
    },
    team: {
      options: (teams.data ?? []).map((team) => ({
        value: team.id,
        label: t('players.form.teamOption', { team: team.name, league: team.league.name }),
      })),
      loading: teams.isPending,
    },
  };
  const optionsFailed = [positions, levels, statuses, valutas, countries, leagues, teams, clubs].find(
    (query) => query.isError,
  );

  /** A field whose every change renders the form again: its value comes from the form's values. */
  const live = <F extends IdField | ChoiceField | ListField>(field: F) => {
    const { defaultValue: _, onChange: __, ...props } = form.getInputProps(field);
    return {
      ...props,
      value: values[field],
      onChange: (value: PlayerValues[F]) => form.setFieldValue(field, value as never),
    };
  };
  const text = (field: TextField, max: number, extra: { type?: string } = {}) => (
    <TextInput
      key={form.key(field)}
      label={t(`players.fields.${field}`)}
      maxLength={max}
      autoComplete="off"
      type={extra.type}
      {...form.getInputProps(field)}
    />
  );
  const choice = (field: ChoiceField, choices: readonly string[], translate: boolean) => (
    <Select
      label={t(`players.fields.${field}`)}
      placeholder={t('players.form.choose')}
      clearable
      data={choices.map((value) => ({
        value,
        label: translate ? t(`players.choices.${field}.${value}`, { defaultValue: value }) : value,
      }))}
      {...live(field)}
      value={values[field] || null}
      onChange={(value) => form.setFieldValue(field, value ?? '')}
    />
  );
  const record = (
    field: IdField,
    items: { id: string; name: string }[] | undefined,
    loading: boolean,
    extra: { required?: boolean; clearable?: boolean } = {},
  ) => (
    <EntitySelect
      label={t(`players.fields.${field}`)}
      placeholder={t('players.form.choose')}
      withAsterisk={extra.required}
      searchable
      clearable={extra.clearable ?? !extra.required}
      nothingFoundMessage={t('players.form.nothingFound')}
      options={named(items)}
      loading={loading}
      disabled={loading}
      {...live(field)}
    />
  );
  const number = (field: NumberField, options: { max?: number; suffix?: string; money?: boolean } = {}) => (
    <NumberInput
      key={form.key(field)}
      label={t(`players.fields.${field}`)}
      allowDecimal={Boolean(options.money)}
      decimalScale={options.money ? 2 : undefined}
      allowNegative={false}
      min={0}
      max={options.max}
      suffix={options.suffix}
      thousandSeparator={options.money ? (i18n.language === 'da' ? '.' : ',') : undefined}
      decimalSeparator={options.money && i18n.language === 'da' ? ',' : undefined}
      {...form.getInputProps(field)}
    />
  );
  const preference = (what: PreferenceWhat, kind: 'priority' | 'exclusion') => {
    const pair = PREFERENCE_PAIRS.find((candidate) => candidate.what === what);
    if (!pair) return null;
    const { options, loading } = preferenceChoices[what];
    // Spec 2, section 4: an item chosen in one list of the pair is hidden from the other.
    const shown = preferenceOptions(options, values[pair.priority], values[pair.exclusion]);
    return (
      <EntityMultiSelect
        label={t(`players.form.${kind}.${what}`)}
        placeholder={t('players.form.chooseMany')}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('players.form.nothingFound')}
        options={shown[kind]}
        loading={loading}
        disabled={loading}
        {...live(pair[kind])}
      />
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, () => form.setTouched(allTouched(form.getValues())))}>
      <Stack gap="xl">
        <FormSection title={t('players.sections.person')}>
          {text('firstName', 100)}
          {text('lastName', 100)}
          {record('clubId', clubs.data, clubs.isPending)}
          {text('accountName', 150)}
          {text('role', 150)}
          {text('jobTitle', 150)}
        </FormSection>
        <StillImageInput
          label={t('players.fields.picture')}
          value={picture}
          onChange={setPicture}
          currentUrl={resourceUrl(player?.pictureUrl)}
          placeholderName={fullName(initial) || undefined}
        />
        <FormSection title={t('players.sections.contact')}>
          {text('email', 254, { type: 'email' })}
          {text('phoneNumber', 50, { type: 'tel' })}
          {text('whatsapp', 50, { type: 'tel' })}
          {text('twitter', 200)}
          {text('instagram', 200)}
          {text('facebook', 200)}
          {text('tikTok', 200)}
          {text('eliteProspects', 500)}
          {text('transferMarket', 500)}
          {text('playerCVLink', 500)}
          {text('agent1', 200)}
          {text('agent2', 200)}
        </FormSection>
        <FormSection title={t('players.sections.player')}>
          <EntityMultiSelect
            label={t('players.fields.positions')}
            placeholder={t('players.form.chooseMany')}
            withAsterisk
            searchable
            hidePickedOptions
            nothingFoundMessage={t('players.form.nothingFound')}
            // Spec 2, section 5: never 'No need'.
            options={named(playerPositions(positions.data ?? []))}
            loading={positions.isPending}
            disabled={positions.isPending}
            {...live('positionContactIds')}
          />
          {record('playerLevelId', levels.data, levels.isPending, { required: true })}
          {record('contractStatusId', statuses.data, statuses.isPending)}
          {choice('contractType', CONTRACT_TYPES, true)}
          {choice('pinsPriority', PINS_PRIORITIES, false)}
          <Group gap="xl" mt="xs">
            <Checkbox
              key={form.key('mandate')}
              label={t('players.fields.mandate')}
              {...form.getInputProps('mandate', { type: 'checkbox' })}
            />
            <Checkbox
              key={form.key('includeInApp')}
              label={t('players.fields.includeInApp')}
              {...form.getInputProps('includeInApp', { type: 'checkbox' })}
            />
          </Group>
        </FormSection>
        <FormSection title={t('players.sections.priorities')}>
          {preference('country', 'priority')}
          {preference('league', 'priority')}
          {preference('team', 'priority')}
        </FormSection>
        <FormSection title={t('players.sections.exclusions')}>
          {preference('country', 'exclusion')}
          {preference('league', 'exclusion')}
          {preference('team', 'exclusion')}
        </FormSection>
        <FormSection title={t('players.sections.finance')}>
          {number('minSalaryNetto', { money: true })}
          {number('minSalaryBrutto', { money: true })}
          {number('estTransfer', { money: true })}
          {record('valutaId', valutas.data, valutas.isPending, { required: true })}
        </FormSection>
        <FormSection title={t('players.sections.personal')}>
          <DateField
            key={form.key('dateOfBirth')}
            label={t('players.fields.dateOfBirth')}
            placeholder={t('players.form.dateFormat')}
            clearable
            clearButtonProps={{
              'aria-label': t('players.form.clearField', { field: t('players.fields.dateOfBirth') }),
            }}
            maxDate={new Date()}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('dateOfBirth')}
          />
          {text('nationality', 200)}
          {choice('maritalStatus', MARITAL_STATUSES, true)}
          {number('numberOfKids', { max: 30 })}
          {choice('rightyLefty', RIGHTY_LEFTY, true)}
          {number('height', { max: 260, suffix: ' cm' })}
          {number('weight', { max: 250, suffix: ' kg' })}
          {text('formerClub', 200)}
          {text('internationalLevel', 500)}
        </FormSection>
        <StillRichTextField
          label={t('players.fields.statistics')}
          labelId={ids.statistics}
          editor={statisticsEditor}
          minHeight={140}
        />
        <StillRichTextField
          label={t('players.fields.playerReferences')}
          labelId={ids.references}
          editor={referencesEditor}
          minHeight={140}
        />
        <StillRichTextField
          label={t('players.fields.description')}
          labelId={ids.description}
          editor={descriptionEditor}
          minHeight={180}
        />
        <Part title={t('players.sections.videos')}>
          <VideoFields form={form} />
        </Part>
        <Part title={t('players.sections.contracts')}>
          <ContractFields
            form={form}
            currencies={{ options: valutas.data, loading: valutas.isPending }}
            refused={refusals.refused}
          />
        </Part>
        {optionsFailed && <ErrorAlert title={t('players.form.optionsError')} error={optionsFailed.error} />}
        {save.error && (
          <ErrorAlert title={t('messages.contactSave')} error={save.error} {...refusals.alert} />
        )}
        <FormActions
          cancelTo={player ? paths.players.info(tenant.id, player.id) : paths.players.list(tenant.id)}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}

/** A titled part of the form whose rows are not a two-column grid (videos, contracts). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" gap="sm" m={0} p={0} miw={0} style={{ border: 0 }}>
      <legend style={{ fontWeight: 700, padding: 0, marginBottom: 'var(--mantine-spacing-xs)' }}>
        {title}
      </legend>
      {children}
    </Stack>
  );
}
