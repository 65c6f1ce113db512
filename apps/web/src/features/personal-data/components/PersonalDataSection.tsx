import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconFileZip, IconTrash } from '@tabler/icons-react';
import type { ErasureResult } from '@transferdesk/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsSection } from '../../../components/details-parts.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { erasedAtOf, isErased, type NamedPerson } from '../../../lib/person-name.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { type PersonKind, useExportPersonalData } from '../api.ts';
import { countLines } from '../erasure-text.ts';
import { EraseDialog } from './EraseDialog.tsx';

interface PersonalDataSectionProps {
  kind: PersonKind;
  person: NamedPerson & { id: string };
}

/**
 * D48 on a player's or contact's page, for the sport's TenantAdmins only (the API answers no one
 * else): everything we hold about the person as one ZIP, and erasure after a confirmation.
 */
export function PersonalDataSection({ kind, person }: PersonalDataSectionProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [opened, dialog] = useDisclosure(false);
  const [result, setResult] = useState<ErasureResult | null>(null);
  const exporter = useExportPersonalData(kind, person.id);
  if (!session.isTenantAdmin) return null;

  const erasedAt = result?.erasedAt ?? erasedAtOf(person);
  const erased = result !== null || isErased(person);
  return (
    <DetailsSection id="personal-data" title={t('personalData.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('personalData.intro')}
        </Text>
        {result && <ErasureOutcome result={result} onClose={() => setResult(null)} />}
        {erased && !result && (
          <Text size="sm">
            {erasedAt
              ? t('personalData.erasedOnLong', { date: formatLongDate(erasedAt, i18n.language) })
              : t('personalData.erasedLong')}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileZip size={16} aria-hidden />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate()}
          >
            {t('personalData.export')}
          </Button>
          {!erased && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={dialog.open}
            >
              {t('personalData.erase.open')}
            </Button>
          )}
        </Group>
        {exporter.isError && <ErrorAlert title={t('personalData.exportError')} error={exporter.error} />}
      </Stack>
      <EraseDialog
        opened={opened}
        onClose={dialog.close}
        kind={kind}
        personId={person.id}
        onErased={(erasure) => {
          setResult(erasure);
          dialog.close();
        }}
      />
    </DetailsSection>
  );
}

/**
 * What the erasure did, as the API answered it. It takes the focus: the button that opened the
 * confirmation is gone with the person.
 */
function ErasureOutcome({ result, onClose }: { result: ErasureResult; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const deleted = countLines(result.deleted);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={t('personalData.done.title')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      <List size="sm" spacing={2}>
        <List.Item>
          {deleted.length > 0
            ? t('personalData.done.deleted', { list: deleted.join(', ') })
            : t('personalData.done.fieldsOnly')}
        </List.Item>
        {result.restricted.agreements > 0 && (
          <List.Item>
            {t('personalData.done.restricted', {
              count: result.restricted.agreements,
              date: formatLongDate(result.restricted.restrictedUntil, i18n.language),
            })}
          </List.Item>
        )}
        <List.Item>{t('personalData.done.mailed', { count: result.mailed })}</List.Item>
      </List>
    </Alert>
  );
}
