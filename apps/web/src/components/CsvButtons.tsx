import { Button, FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '../lib/browser.ts';
import { http } from '../lib/http.ts';

interface CsvButtonsProps {
  /** The resource base, e.g. `/api/users`; the file endpoints are `{path}/csv`. */
  path: string;
  /** Sent with the export and the import, e.g. `{ tenantId }`: the sport exported from and imported into. */
  query?: Readonly<Record<string, string>> | undefined;
  /** The name of the saved file when the server names none. */
  filename: string;
  /** Told of a failed export or import (null when a new attempt starts) to show it on the page. */
  onError: (error: unknown | null, kind: 'export' | 'import') => void;
  onImported: () => void;
}

/** Spec 1 section 7: export (`GET {base}/csv`) and import (`POST {base}/csv`, field `file`). */
export function CsvButtons({ path, query, filename, onError, onImported }: CsvButtonsProps) {
  const { t } = useTranslation();
  // Lets the same file be chosen again after fixing it.
  const resetRef = useRef<() => void>(null);
  const exportFile = useMutation({
    mutationFn: () => http.download(`${path}/csv`, query),
    onMutate: () => onError(null, 'export'),
    onSuccess: (file) => browser.saveFile(file.blob, file.filename ?? filename),
    onError: (error) => onError(error, 'export'),
  });
  const importFile = useMutation({
    mutationFn: (file: File) => {
      const search = query ? new URLSearchParams(query).toString() : '';
      return http.upload<{ imported: number }>(`${path}/csv${search ? `?${search}` : ''}`, file);
    },
    onMutate: () => onError(null, 'import'),
    onSuccess: ({ imported }) => {
      notifications.show({
        role: 'status',
        color: 'teal',
        icon: <IconCheck size={18} aria-hidden />,
        message: t('list.csv.imported', { count: imported }),
      });
      onImported();
    },
    onError: (error) => onError(error, 'import'),
    onSettled: () => resetRef.current?.(),
  });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={exportFile.isPending}
        onClick={() => exportFile.mutate()}
      >
        {t('list.csv.export')}
      </Button>
      <FileButton
        accept=".csv,text/csv"
        onChange={(file) => {
          if (file) importFile.mutate(file);
        }}
        resetRef={resetRef}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={18} aria-hidden />}
            loading={importFile.isPending}
          >
            {t('list.csv.import')}
          </Button>
        )}
      </FileButton>
    </>
  );
}
