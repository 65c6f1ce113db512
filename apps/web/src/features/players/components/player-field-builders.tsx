// Builds the player form's repeated inputs (text, choice, record, number, preference) so the form and its sections share them.
import { NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PREFERENCE_PAIRS } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/ChoiceSelect.tsx';
import { EntityMultiSelect, type EntityOption, EntitySelect } from '../../../components/EntitySelect.tsx';
import type { useCountryOptions, useLeagueOptions, useTeamOptions } from '../api.ts';
import { preferenceOptions } from './player-form-rules.ts';
import type {
  ChoiceField,
  IdField,
  ListField,
  NumberField,
  PlayerValues,
  TextField,
} from './player-values.ts';

export type PreferenceWhat = (typeof PREFERENCE_PAIRS)[number]['what'];
export type PreferenceChoices = Record<PreferenceWhat, { options: EntityOption[]; loading: boolean }>;
export type PlayerFields = ReturnType<typeof usePlayerFields>;
interface PreferenceQueries {
  countries: ReturnType<typeof useCountryOptions>;
  leagues: ReturnType<typeof useLeagueOptions>;
  teams: ReturnType<typeof useTeamOptions>;
}

export const named = (items: readonly { id: string; name: string }[] | undefined): EntityOption[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** The input builders of the player form; `values` are the form's values of this render. */
export function usePlayerFields(
  form: UseFormReturnType<PlayerValues>,
  values: PlayerValues,
  { countries, leagues, teams }: PreferenceQueries,
) {
  const { t, i18n } = useTranslation();
  const preferenceChoices: PreferenceChoices = {
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
    <ChoiceSelect
      label={t(`players.fields.${field}`)}
      placeholder={t('players.form.choose')}
      choices={choices}
      choiceLabel={
        translate ? (value) => t(`players.choices.${field}.${value}`, { defaultValue: value }) : undefined
      }
      {...live(field)}
      value={values[field]}
      onChange={(value) => form.setFieldValue(field, value)}
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
  return { live, text, choice, record, number, preference };
}
