import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { IMAGE_MIME_TYPES } from '@transferdesk/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../lib/object-url.ts';
import { EntityAvatar } from './EntityAvatar.tsx';
import { type ImageFileProblem, imageFileProblem } from './image-file.ts';

interface ImageInputProps {
  label: string;
  /** The image chosen now, not yet uploaded. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The image the entity has already, shown until another is chosen. */
  currentUrl?: string;
  /** Initials shown when there is no image at all. */
  placeholderName?: string;
}

/** Choose one image by click, keyboard or drop; type and size are checked at once, with a preview. */
export function ImageInput({ label, value, onChange, currentUrl, placeholderName }: ImageInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<ImageFileProblem | null>(null);
  const preview = useObjectUrl(value) ?? currentUrl;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const found = imageFileProblem(file);
    setProblem(found);
    if (!found) onChange(file);
  };

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      description={t('imageInput.rules')}
      descriptionProps={{ id: `${id}-rules` }}
      error={problem ? t(`messages.${problem}`) : undefined}
      errorProps={{ id: `${id}-error` }}
    >
      <Group align="stretch" gap="md" mt={6} wrap="nowrap">
        <EntityAvatar name={placeholderName ?? ''} src={preview} size={96} />
        <Stack gap={6} flex={1} miw={0}>
          <Dropzone
            onDrop={(files) => choose(files[0])}
            onReject={() => setProblem('fileTypeNotAllowed')}
            accept={[...IMAGE_MIME_TYPES]}
            multiple={false}
            // The zone is the one control: focusable, opened by click, Enter or Space, named by the
            // field's label and its own visible prompt (WCAG 2.5.3, label in name). Its file input
            // is display:none rather than react-dropzone's transparent 0×0 box, so no second control
            // sits inside the button (axe nested-interactive); the zone's click still opens it.
            role="button"
            aria-labelledby={`${id}-label ${id}-prompt`}
            aria-describedby={problem ? `${id}-rules ${id}-error` : `${id}-rules`}
            inputProps={{ style: { display: 'none' } }}
            p="md"
            radius="md"
          >
            <Group justify="center" gap="sm" wrap="nowrap" mih={62} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={28} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={28} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={28} stroke={1.5} aria-hidden />
              </Dropzone.Idle>
              <Text size="sm" c="dimmed" id={`${id}-prompt`}>
                {t('imageInput.prompt')}
              </Text>
            </Group>
          </Dropzone>
          {value && (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end" flex={1}>
                {value.name}
              </Text>
              <Button variant="subtle" color="gray" size="compact-sm" onClick={() => onChange(null)}>
                {t('imageInput.remove')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
