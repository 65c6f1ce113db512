import { Button, Fieldset, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_VIDEOS } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { setVideoFullMatch, setVideoPrimary } from './player-form-rules.ts';
import { type PlayerValues, videoValues } from './player-values.ts';

/**
 * The player's videos as a repeatable group: title, link, Primary and Full match, with the spec's
 * video rule (spec 2, section 4) applied as the switches change.
 */
export function VideoFields({ form }: { form: UseFormReturnType<PlayerValues> }) {
  const { t } = useTranslation();
  const videos = form.getValues().videoInfos;
  const error = (index: number, field: string) => form.errors[`videoInfos.${index}.${field}`];

  return (
    <Stack gap="sm">
      {videos.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('players.detail.noVideos')}
        </Text>
      )}
      {videos.map((video, index) => (
        <Fieldset key={video.key} legend={t('players.videos.legend', { number: index + 1 })} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              key={form.key(`videoInfos.${index}.title`)}
              label={t('players.videos.title')}
              withAsterisk
              maxLength={200}
              autoComplete="off"
              {...form.getInputProps(`videoInfos.${index}.title`)}
            />
            <TextInput
              key={form.key(`videoInfos.${index}.videoUrl`)}
              label={t('players.videos.videoUrl')}
              withAsterisk
              maxLength={1000}
              autoComplete="off"
              type="url"
              {...form.getInputProps(`videoInfos.${index}.videoUrl`)}
            />
          </SimpleGrid>
          <Group justify="space-between" mt="md" gap="md">
            <Group gap="xl">
              <Switch
                label={t('players.videos.primary')}
                checked={video.isPrimary}
                error={error(index, 'isPrimary')}
                onChange={(event) =>
                  form.setFieldValue(
                    'videoInfos',
                    setVideoPrimary(form.getValues().videoInfos, index, event.currentTarget.checked),
                  )
                }
              />
              <Switch
                label={t('players.videos.fullMatch')}
                checked={video.isFullMatch}
                error={error(index, 'isFullMatch')}
                onChange={(event) =>
                  form.setFieldValue(
                    'videoInfos',
                    setVideoFullMatch(form.getValues().videoInfos, index, event.currentTarget.checked),
                  )
                }
              />
            </Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => form.removeListItem('videoInfos', index)}
            >
              {t('players.videos.remove', { number: index + 1 })}
            </Button>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={videos.length >= MAX_VIDEOS}
          onClick={() => form.insertListItem('videoInfos', videoValues())}
        >
          {t('players.videos.add')}
        </Button>
      </Group>
    </Stack>
  );
}
