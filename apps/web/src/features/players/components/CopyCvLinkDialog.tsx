import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type Contact, MISSING_VALUE } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { ServerSearchSelect } from '../../../components/ServerSearchSelect.tsx';
import { appUrl, writeClipboard } from '../../../lib/clipboard.ts';
import { contactName } from '../../../lib/person-name.ts';
import { useContactSearch, useCopyCvLink } from '../api.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface CopyCvLinkDialogProps {
  opened: boolean;
  onClose: () => void;
  tenantId: string;
  playerId: string;
}

/**
 * Issue 29, player info: "Copy CV link for a contact": the player's public link made for one club
 * contact of his sport (a pitch, so that the contact's opens and answer are his), on the clipboard.
 */
export function CopyCvLinkDialog({ opened, onClose, tenantId, playerId }: CopyCvLinkDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('players.copyCvLink.title')} centered radius="lg">
      <CopyCvLinkForm tenantId={tenantId} playerId={playerId} onClose={onClose} />
    </Modal>
  );
}

function CopyCvLinkForm({ tenantId, playerId, onClose }: Omit<CopyCvLinkDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<Contact | null>(null);
  /** The full link once made, and whether it went on the clipboard. */
  const [made, setMade] = useState<{ link: string; copied: boolean } | null>(null);
  const found = useContactSearch(tenantId, term);
  const copyLink = useCopyCvLink(playerId);

  const optionLabel = (contact: Contact) => {
    const name = contactName(contact) || contact.email || MISSING_VALUE;
    return contact.club && !contact.club.deleted
      ? t('players.copyCvLink.optionWithClub', { name, club: contact.club.name })
      : name;
  };
  const choose = (contact: Contact | null) => {
    setChosen(contact);
    setMade(null);
    copyLink.reset();
  };
  const copy = () => {
    if (!chosen) return;
    copyLink.mutate(chosen.id, {
      onSuccess: async (pitch) => {
        const link = appUrl(pitch.cvLink);
        setMade({ link, copied: await writeClipboard(link) });
      },
    });
  };
  const copied = made?.copied === true;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('players.copyCvLink.description')}
      </Text>
      <ServerSearchSelect
        label={t('players.copyCvLink.contact')}
        placeholder={t('players.copyCvLink.placeholder')}
        found={found.data ?? []}
        chosen={chosen}
        onChoose={choose}
        search={search}
        onSearchChange={setSearch}
        optionLabel={optionLabel}
        nothingFoundMessage={
          term.trim() && !found.isFetching ? t('players.copyCvLink.nothingFound') : undefined
        }
        comboboxProps={{ position: 'bottom', middlewares: { flip: false, shift: false } }}
        data-autofocus
      />
      {found.error && <ErrorAlert title={t('players.copyCvLink.searchFailed')} error={found.error} />}
      {copyLink.error && <ErrorAlert title={t('players.copyCvLink.failed')} error={copyLink.error} />}
      {made && (
        <Stack gap={4}>
          <TextInput
            label={t('players.copyCvLink.link')}
            value={made.link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          {!made.copied && (
            <Text size="sm" c="dimmed">
              {t('players.copyCvLink.manual')}
            </Text>
          )}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button
          disabled={!chosen}
          loading={copyLink.isPending}
          onClick={copy}
          variant={copied ? 'light' : 'filled'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
        >
          {copied ? t('players.copyCvLink.copied') : t('players.copyCvLink.copy')}
        </Button>
      </Group>
    </Stack>
  );
}
