import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type League, type LeagueForm, leagueFormSchema } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { useAddLeague, useCountryOptions } from '../api.ts';

interface NewLeagueDialogProps {
  opened: boolean;
  tenantId: string;
  onClose: () => void;
  /** The league was created: the team form chooses it. */
  onAdded: (league: League) => void;
}

/** The server's refusal of a field shows at it (issue 26, item 9). */
const FIELDS = ['name', 'countryName'] as const;

/** "Add league", opened from the team form when the team's league is not in the list yet. */
export function NewLeagueDialog({ opened, tenantId, onClose, onAdded }: NewLeagueDialogProps) {
  const { t } = useTranslation();
  const add = useAddLeague();
  const countries = useCountryOptions(tenantId, opened);
  const refusals = serverRefusals(add.error, FIELDS);
  const form = useForm<LeagueForm>({
    initialValues: { name: '', countryName: '' },
    validate: schemaValidator<LeagueForm>(leagueFormSchema),
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });

  // The next opening starts empty.
  const clear = () => {
    form.reset();
    add.reset();
  };

  const close = () => {
    // A save under way finishes first, so that its outcome is seen.
    if (add.isPending) return;
    clear();
    onClose();
  };

  const submit = (values: LeagueForm) =>
    add.mutate(
      { tenantId, name: values.name.trim(), countryName: values.countryName ?? '' },
      {
        onSuccess: (league) => {
          clear();
          onAdded(league);
        },
      },
    );

  return (
    <Modal opened={opened} onClose={close} title={t('teams.newLeague.title')} centered>
      <form noValidate onSubmit={form.onSubmit(submit, () => form.setTouched(allTouched(form.getValues())))}>
        <Stack gap="md">
          <TextInput
            label={t('teams.newLeague.name')}
            withAsterisk
            maxLength={100}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label={t('teams.newLeague.country')}
            placeholder={t('teams.newLeague.countryPlaceholder')}
            searchable
            clearable
            nothingFoundMessage={t('teams.newLeague.noCountryFound')}
            data={(countries.data ?? []).map((country) => country.name)}
            disabled={countries.isPending}
            {...form.getInputProps('countryName')}
            value={form.getValues().countryName || null}
            onChange={(value) => form.setFieldValue('countryName', value ?? '')}
          />
          {countries.isError && (
            <ErrorAlert title={t('teams.newLeague.countriesError')} error={countries.error} />
          )}
          {add.error && (
            <ErrorAlert title={t('teams.newLeague.error')} error={add.error} {...refusals.alert} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('teams.newLeague.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
