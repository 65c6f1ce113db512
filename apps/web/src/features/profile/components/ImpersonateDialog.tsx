import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserSummary } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { ServerSearchSelect } from '../../../components/ServerSearchSelect.tsx';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useImpersonate, useUserSearch } from '../api.ts';

const SEARCH_DEBOUNCE_MS = 300;

function optionLabel(user: UserSummary): string {
  return user.displayName === user.email ? user.email : `${user.displayName} (${user.email})`;
}

interface ImpersonateDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Spec 2, Profile: a Superadmin views the application as someone else. Superadmins and oneself
 * are not offered (the API refuses them too).
 */
export function ImpersonateDialog({ opened, onClose }: ImpersonateDialogProps) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<UserSummary | null>(null);
  const found = useUserSearch(term);
  const impersonate = useImpersonate();

  const candidates = (found.data ?? []).filter(
    (user) => user.id !== claims?.sub && !user.roles.includes('Superadmin'),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.impersonate.title')} centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('profile.impersonate.description')}
        </Text>
        <ServerSearchSelect
          label={t('profile.impersonate.user')}
          placeholder={t('profile.impersonate.placeholder')}
          found={candidates}
          chosen={chosen}
          onChoose={setChosen}
          search={search}
          onSearchChange={setSearch}
          optionLabel={optionLabel}
          nothingFoundMessage={
            term.trim() && !found.isFetching ? t('profile.impersonate.nothingFound') : undefined
          }
          comboboxProps={{ position: 'bottom', middlewares: { flip: false, shift: false } }}
          data-autofocus
        />
        {found.error && <ErrorAlert title={t('profile.impersonate.searchFailed')} error={found.error} />}
        {impersonate.error && (
          <ErrorAlert title={t('profile.impersonate.failed')} error={impersonate.error} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!chosen}
            loading={impersonate.isPending}
            onClick={() => chosen && impersonate.mutate(chosen.id)}
          >
            {t('profile.impersonate.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
