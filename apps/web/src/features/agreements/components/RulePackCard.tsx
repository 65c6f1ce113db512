import { Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import {
  AGREEMENT_ADULT_AGE,
  AGREEMENT_FEE_CAP_PERCENT,
  AGREEMENT_MAX_YEARS,
  AGREEMENT_UPLOAD_DAYS,
  type AgreementRules,
} from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useAgreementRules, useSaveAgreementRules } from '../api.ts';

const RULES = ['enforced', 'feeCapWarning', 'dualRepresentationWarning'] as const;

const TEXT_VALUES = {
  years: AGREEMENT_MAX_YEARS,
  age: AGREEMENT_ADULT_AGE,
  days: AGREEMENT_UPLOAD_DAYS,
  percent: AGREEMENT_FEE_CAP_PERCENT,
};

/**
 * D45, for the sport's TenantAdmins: its rule pack. The FIFA rules in force refuse a save that
 * breaks them, or only warn; the suspended rules (fee cap, dual representation) warn when switched on.
 */
export function RulePackCard({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const rules = useAgreementRules(tenantId);
  return (
    <Card component="section" aria-labelledby="rule-pack-title" p={{ base: 'lg', sm: 'xl' }} mt="xl">
      <Title order={2} size="h4" id="rule-pack-title" mb="xs">
        {t('agreements.rules.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('agreements.rules.description', TEXT_VALUES)}
      </Text>
      {rules.isPending ? (
        <Skeleton h={96} radius="sm" aria-label={t('common.loading')} />
      ) : !rules.data ? (
        <LoadError title={t('agreements.rules.loadError')} error={rules.error} />
      ) : (
        // Starts again from what was saved, once saved.
        <RulePackForm key={JSON.stringify(rules.data)} tenantId={tenantId} saved={rules.data} />
      )}
    </Card>
  );
}

function RulePackForm({ tenantId, saved }: { tenantId: string; saved: AgreementRules }) {
  const { t } = useTranslation();
  const save = useSaveAgreementRules(tenantId);
  const [values, setValues] = useState(saved);
  const changed = RULES.some((rule) => values[rule] !== saved[rule]);
  const submit = () =>
    save.mutate(values, {
      onSuccess: () =>
        notifications.show({
          role: 'status',
          color: 'teal',
          icon: <IconCheck size={18} aria-hidden />,
          message: t('agreements.rules.saved'),
        }),
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {RULES.map((rule) => (
          <Switch
            key={rule}
            label={t(`agreements.rules.${rule}`, TEXT_VALUES)}
            description={t(`agreements.rules.hints.${rule}`, TEXT_VALUES)}
            checked={values[rule]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((current) => ({ ...current, [rule]: checked }));
            }}
          />
        ))}
        {save.error && <ErrorAlert title={t('agreements.rules.saveError')} error={save.error} />}
        <Group justify="flex-end">
          <Button type="submit" disabled={!changed} loading={save.isPending}>
            {t('agreements.rules.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
