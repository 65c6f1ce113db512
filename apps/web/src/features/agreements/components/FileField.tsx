import { ActionIcon, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload, IconX } from '@tabler/icons-react';
import { MAX_UPLOAD_BYTES, MESSAGES, PLAYER_FILE_TYPES, type StoredFile } from '@transferdesk/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { translateKnownText } from '../../../lib/i18n.ts';
import { translatedRefusal } from '../agreement-text.ts';
import { useDownloadPlayerFile, useUploadPlayerFile } from '../api.ts';

/** What a form keeps of a stored file: enough to name it and download it. */
export type FileRef = Pick<StoredFile, 'id' | 'name'>;

const ACCEPT = [...Object.keys(PLAYER_FILE_TYPES), '.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'].join(
  ',',
);

interface FileDownloadProps {
  playerId: string;
  file: FileRef;
  /** Says what the file is, for a screen reader ("Download the signed agreement"). */
  label?: string;
}

/**
 * A player's file, downloaded with the bearer token (a plain link would carry none) and handed to
 * the browser under its own name.
 */
export function FileDownload({ playerId, file, label }: FileDownloadProps) {
  const { t } = useTranslation();
  const download = useDownloadPlayerFile(playerId);
  return (
    <Stack gap={2} align="flex-start">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate(file)}
        aria-label={t('playerDocuments.file.download', { name: label ?? file.name })}
        maw="100%"
      >
        <Text span size="sm" truncate="end">
          {file.name}
        </Text>
      </Button>
      {download.isError && (
        <Text size="xs" c="red" role="alert">
          {t('playerDocuments.file.downloadError')}
        </Text>
      )}
    </Stack>
  );
}

interface FileFieldProps {
  playerId: string;
  /** The input's name, and what the upload button says it uploads. */
  name: string;
  label: string;
  description?: string;
  value: FileRef | null;
  onChange: (file: FileRef | null) => void;
  error?: string | undefined;
}

/**
 * A file of the form: chosen, stored at once (`POST /players/{id}/files`), then named by the id the
 * API answers. The record that names it is saved with the form.
 */
export function FileField({ playerId, name, label, description, value, onChange, error }: FileFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadPlayerFile(playerId);
  const [tooLarge, setTooLarge] = useState(false);
  // Lets the same file be chosen again after a failure.
  const resetRef = useRef<() => void>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    upload.reset();
    const large = file.size > MAX_UPLOAD_BYTES;
    setTooLarge(large);
    if (large) {
      resetRef.current?.();
      return;
    }
    upload.mutate(file, {
      onSuccess: (stored) => onChange({ id: stored.id, name: stored.name }),
      onSettled: () => resetRef.current?.(),
    });
  };

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" wrap="nowrap">
          {value ? (
            <>
              <FileDownload playerId={playerId} file={value} label={label} />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('playerDocuments.file.remove', { field: label })}
                onClick={() => onChange(null)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('playerDocuments.file.none')}
            </Text>
          )}
          <FileButton onChange={choose} accept={ACCEPT} name={name} resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={upload.isPending}
                aria-label={t('playerDocuments.file.upload', { field: label })}
              >
                {value ? t('playerDocuments.file.replace') : t('playerDocuments.file.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
        {tooLarge && (
          <Text size="xs" c="red" role="alert">
            {translateKnownText(MESSAGES.fileTooLarge)}
          </Text>
        )}
        {upload.isError && (
          <ErrorAlert title={t('playerDocuments.file.uploadError')} error={translatedRefusal(upload.error)} />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
