// The two-column grid sections of the player form (person, contact, player, preferences, finance, personal).
import { Checkbox, Group } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CONTRACT_TYPES, MARITAL_STATUSES, PINS_PRIORITIES, RIGHTY_LEFTY } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { EntityMultiSelect } from '../../../components/EntitySelect.tsx';
import { FormSection } from '../../../components/FormSection.tsx';
import { named, type PlayerFields } from './player-field-builders.tsx';
import { playerPositions } from './player-form-rules.ts';
import type { PlayerValues } from './player-values.ts';

interface Options {
  data?: { id: string; name: string }[];
  isPending: boolean;
}

export function PersonSection({ fields, clubs }: { fields: PlayerFields; clubs: Options }) {
  const { t } = useTranslation();
  const { text, record } = fields;
  return (
    <FormSection title={t('players.sections.person')}>
      {text('firstName', 100)}
      {text('lastName', 100)}
      {record('clubId', clubs.data, clubs.isPending)}
      {text('accountName', 150)}
      {text('role', 150)}
      {text('jobTitle', 150)}
    </FormSection>
  );
}

export function ContactSection({ fields }: { fields: PlayerFields }) {
  const { t } = useTranslation();
  const { text } = fields;
  return (
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
  );
}

interface PlayerSectionProps {
  form: UseFormReturnType<PlayerValues>;
  fields: PlayerFields;
  positions: Options;
  levels: Options;
  statuses: Options;
}

export function PlayerSection({ form, fields, positions, levels, statuses }: PlayerSectionProps) {
  const { t } = useTranslation();
  const { live, record, choice } = fields;
  return (
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
  );
}

export function PreferenceSections({ fields }: { fields: PlayerFields }) {
  const { t } = useTranslation();
  const { preference } = fields;
  return (
    <>
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
    </>
  );
}

export function FinanceSection({ fields, valutas }: { fields: PlayerFields; valutas: Options }) {
  const { t } = useTranslation();
  const { number, record } = fields;
  return (
    <FormSection title={t('players.sections.finance')}>
      {number('minSalaryNetto', { money: true })}
      {number('minSalaryBrutto', { money: true })}
      {number('estTransfer', { money: true })}
      {record('valutaId', valutas.data, valutas.isPending, { required: true })}
    </FormSection>
  );
}

export function PersonalSection({
  form,
  fields,
}: {
  form: UseFormReturnType<PlayerValues>;
  fields: PlayerFields;
}) {
  const { t } = useTranslation();
  const { text, choice, number } = fields;
  return (
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
  );
}
