import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { type Team, teamFormSchema } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { FormPageCard } from '../../../components/FormPageCard.tsx';
import { QuerySelect } from '../../../components/QuerySelect.tsx';
import { onValidSubmit, schemaValidator } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import type { RouteTenant } from '../../../lib/route-tenant.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { useLeagueOptions, useSaveTeam } from '../api.ts';
import { NewLeagueDialog } from './NewLeagueDialog.tsx';

interface TeamFormValues {
  name: string;
  /** '' until a league is chosen. */
  leagueId: string;
}

/** The server's refusal of a field shows at it (issue 26, item 9). */
const FIELDS = ['name', 'leagueId'] as const;

/** Spec 2, Team form: "Add team" / "Edit team"; name and league required; success → the list. */
export function TeamForm({ team, tenant }: { team?: Team; tenant: RouteTenant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveTeam();
  const leagues = useLeagueOptions(tenant.id);
  const [addingLeague, setAddingLeague] = useState(false);
  const title = team ? t('teams.form.editTitle') : t('teams.form.addTitle');
  usePageTitle(title, tenant.name);
  const listPath = paths.teams.list(tenant.id);
  const refusals = serverRefusals(save.error, FIELDS);
  const form = useForm<TeamFormValues>({
    initialValues: { name: team?.name ?? '', leagueId: team?.leagueId ?? '' },
    validate: schemaValidator<TeamFormValues>(teamFormSchema),
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });

  const submit = (values: TeamFormValues) => {
    const changes = { name: values.name.trim(), leagueId: values.leagueId };
    save.mutate(
      team ? { id: team.id, changes } : { id: undefined, changes: { ...changes, tenantId: tenant.id } },
      {
        onSuccess: () => {
          notifications.show({
            role: 'status',
            color: 'teal',
            icon: <IconCheck size={18} aria-hidden />,
            message: t('teams.form.saved'),
          });
          navigate(listPath);
        },
      },
    );
  };

  return (
    <FormPageCard
      title={title}
      description={tenant.name}
      maw={640}
      onSubmit={onValidSubmit(form, submit)}
      outsideForm={
        <NewLeagueDialog
          opened={addingLeague}
          tenantId={tenant.id}
          onClose={() => setAddingLeague(false)}
          onAdded={(league) => {
            setAddingLeague(false);
            form.setFieldValue('leagueId', league.id);
            notifications.show({
              role: 'status',
              color: 'teal',
              icon: <IconCheck size={18} aria-hidden />,
              message: t('teams.newLeague.added', { name: league.name }),
            });
          }}
        />
      }
    >
      <Stack gap="lg">
        <TextInput
          label={t('teams.form.name')}
          withAsterisk
          maxLength={100}
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <QuerySelect
          label={t('teams.form.league')}
          placeholder={t('teams.form.leaguePlaceholder')}
          withAsterisk
          searchable
          nothingFoundMessage={t('teams.form.noLeagueFound')}
          query={leagues}
          toOption={(league) => ({
            value: league.id,
            label: t('teams.card.leagueWithCountry', {
              league: league.name,
              country: league.countryName,
            }),
          })}
          {...form.getInputProps('leagueId')}
        />
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          mt={-8}
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setAddingLeague(true)}
        >
          {t('teams.newLeague.open')}
        </Button>
        {leagues.isError && <ErrorAlert title={t('teams.form.leaguesError')} error={leagues.error} />}
        {save.error && <ErrorAlert title={t('messages.teamSave')} error={save.error} {...refusals.alert} />}
        <FormActions cancelTo={listPath} saving={save.isPending} />
      </Stack>
    </FormPageCard>
  );
}
