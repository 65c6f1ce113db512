import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { DEFAULT_CURRENCY, fullName, type Player } from '@transferdesk/shared';
import { memo, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
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
  useCurrencyOptions,
  useLeagueOptions,
  usePlayerLevelOptions,
  usePositionOptions,
  useSavePlayer,
  useTeamOptions,
} from '../api.ts';
import { ContractFields } from './ContractFields.tsx';
import { usePlayerFields } from './player-field-builders.tsx';
import {
  ContactSection,
  FinanceSection,
  PersonalSection,
  PersonSection,
  PlayerSection,
  PreferenceSections,
} from './player-form-sections.tsx';
import {
  changedListsOf,
  INPUT_PATHS,
  listsOf,
  type PlayerValues,
  payloadOf,
  refusalLabels,
  validatePlayer,
  valuesOf,
} from './player-values.ts';
import { VideoFields } from './VideoFields.tsx';

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
  const { t } = useTranslation();
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
  const valutas = useCurrencyOptions(tenant.id);
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
  const optionsFailed = [positions, levels, statuses, valutas, countries, leagues, teams, clubs].find(
    (query) => query.isError,
  );

  const fields = usePlayerFields(form, values, { countries, leagues, teams });

  return (
    <form noValidate onSubmit={form.onSubmit(submit, () => form.setTouched(allTouched(form.getValues())))}>
      <Stack gap="xl">
        <PersonSection fields={fields} clubs={clubs} />
        <StillImageInput
          label={t('players.fields.picture')}
          value={picture}
          onChange={setPicture}
          currentUrl={resourceUrl(player?.pictureUrl)}
          placeholderName={fullName(initial) || undefined}
        />
        <ContactSection fields={fields} />
        <PlayerSection
          form={form}
          fields={fields}
          positions={positions}
          levels={levels}
          statuses={statuses}
        />
        <PreferenceSections fields={fields} />
        <FinanceSection fields={fields} valutas={valutas} />
        <PersonalSection form={form} fields={fields} />
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
