import { NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { type Club, type ClubUpdate, clubFormSchema } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { FormPageCard } from '../../../components/FormPageCard.tsx';
import { FormSection } from '../../../components/FormSection.tsx';
import { ImageInput } from '../../../components/ImageInput.tsx';
import { QuerySelect } from '../../../components/QuerySelect.tsx';
import { onValidSubmit, schemaValidator } from '../../../lib/forms.ts';
import { resourceUrl } from '../../../lib/http.ts';
import { isOfflinePlaceholder } from '../../../lib/offline/queue-store.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import type { RouteTenant } from '../../../lib/route-tenant.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { useSaveClub, useTeamOptions } from '../api.ts';
import { useTeamLabel } from './team-label.ts';

const TEXT_FIELDS = [
  'name',
  'description',
  'owner',
  'city',
  'state',
  'address1',
  'address2',
  'annualRevenue',
  'industry',
  'email',
  'fax',
  'twitter',
  'instagram',
  'url',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
/** Every field of the form: the server's refusal of one shows at it (issue 26, item 9). */
const FIELDS = [...TEXT_FIELDS, 'teamId', 'activeCampaignId'] as const;

type ClubValues = Record<TextField, string> & {
  /** '' for no team. */
  teamId: string;
  /** What the number input holds: '' while empty. */
  activeCampaignId: number | string;
};

/** The club as the API takes it (the shared schema's input). */
type ClubPayload = Required<ClubUpdate>;

function valuesOf(club: Club | undefined): ClubValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, club?.[field] ?? ''])) as Record<
    TextField,
    string
  >;
  return { ...text, teamId: club?.teamId ?? '', activeCampaignId: club?.activeCampaignId ?? '' };
}

function payloadOf(values: ClubValues): ClubPayload {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field].trim()])) as Record<
    TextField,
    string
  >;
  const campaign = values.activeCampaignId;
  return {
    ...text,
    teamId: values.teamId || null,
    activeCampaignId: campaign === '' ? null : Number(campaign),
  };
}

const validatePayload = schemaValidator<ClubPayload>(clubFormSchema);

/**
 * Spec 1, club edit, with every field (D7): team select, logo upload after the save. Success opens
 * the club's page; a failure says "Could not submit the club" and keeps what was typed.
 */
export function ClubForm({ club, tenant }: { club?: Club; tenant: RouteTenant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initial = valuesOf(club);
  const save = useSaveClub(club ? { id: club.id, payload: payloadOf(initial) } : undefined);
  const teams = useTeamOptions(tenant.id);
  const teamLabel = useTeamLabel();
  const [logo, setLogo] = useState<File | null>(null);
  const title = club ? t('clubs.form.editTitle') : t('clubs.form.addTitle');
  usePageTitle(title, tenant.name);
  // The logo's upload names its field `file`.
  const refusals = serverRefusals(save.error, FIELDS, { file: t('clubs.fields.logo') });
  const form = useForm<ClubValues>({
    initialValues: initial,
    validate: (values) => validatePayload(payloadOf(values)),
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });

  const submit = (values: ClubValues) => {
    const payload = payloadOf(values);
    save.mutate(
      { payload, image: logo, createOnly: { tenantId: tenant.id } },
      {
        onSuccess: (id) => {
          notifications.show({
            role: 'status',
            color: 'teal',
            icon: <IconCheck size={18} aria-hidden />,
            message: t('clubs.form.saved', { name: payload.name }),
          });
          // Saved offline (issue 15): the club's page has nothing to show until it is sent.
          navigate(isOfflinePlaceholder(id) ? paths.clubs.list(tenant.id) : paths.clubs.club(tenant.id, id));
        },
      },
    );
  };

  const text = (field: TextField, max: number, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={t(`clubs.fields.${field}`)}
      maxLength={max}
      autoComplete={extra.autoComplete ?? 'off'}
      type={extra.type}
      {...form.getInputProps(field)}
    />
  );

  return (
    <FormPageCard
      title={title}
      description={club ? club.name : tenant.name}
      maw={960}
      onSubmit={onValidSubmit(form, submit)}
    >
      <Stack gap="xl">
        <FormSection title={t('clubs.form.sections.club')}>
          <TextInput
            label={t('clubs.fields.name')}
            withAsterisk
            maxLength={150}
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <QuerySelect
            label={t('clubs.fields.team')}
            placeholder={t('clubs.form.teamPlaceholder')}
            searchable
            clearable
            nothingFoundMessage={t('clubs.form.noTeamFound')}
            query={teams}
            toOption={(team) => ({ value: team.id, label: teamLabel(team) })}
            {...form.getInputProps('teamId')}
          />
        </FormSection>
        {teams.isError && <ErrorAlert title={t('clubs.form.teamsError')} error={teams.error} />}
        <ImageInput
          label={t('clubs.fields.logo')}
          value={logo}
          onChange={setLogo}
          currentUrl={resourceUrl(club?.clubLogoUrl)}
          placeholderName={form.getValues().name || undefined}
        />
        <FormSection title={t('clubs.form.sections.address')}>
          {text('address1', 200, { autoComplete: 'address-line1' })}
          {text('address2', 200, { autoComplete: 'address-line2' })}
          {text('city', 100, { autoComplete: 'address-level2' })}
          {text('state', 100, { autoComplete: 'address-level1' })}
        </FormSection>
        <FormSection title={t('clubs.form.sections.contact')}>
          {text('email', 254, { type: 'email' })}
          {text('fax', 50, { type: 'tel' })}
          {text('url', 500, { type: 'url' })}
          {text('twitter', 200)}
          {text('instagram', 200)}
        </FormSection>
        <FormSection title={t('clubs.form.sections.business')}>
          {text('owner', 150)}
          {text('industry', 100)}
          {text('annualRevenue', 50)}
          <NumberInput
            label={t('clubs.fields.activeCampaignId')}
            description={t('clubs.form.activeCampaignHint')}
            allowDecimal={false}
            allowNegative={false}
            min={1}
            {...form.getInputProps('activeCampaignId')}
          />
        </FormSection>
        <Textarea
          label={t('clubs.fields.description')}
          rows={6}
          resize="vertical"
          maxLength={5000}
          {...form.getInputProps('description')}
        />
        {save.error && <ErrorAlert title={t('messages.clubSave')} error={save.error} {...refusals.alert} />}
        <FormActions
          cancelTo={club ? paths.clubs.club(tenant.id, club.id) : paths.clubs.list(tenant.id)}
          saving={save.isPending}
        />
      </Stack>
    </FormPageCard>
  );
}
