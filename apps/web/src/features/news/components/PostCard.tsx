import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconPencil } from '@tabler/icons-react';
import type { Post } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { newsExcerpt } from '../excerpt.ts';

/** One post in the news list: title, date, excerpt, Read more, and Edit where the API allows it (ADR 005). */
export function PostCard({ post }: { post: Post }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Stack gap={6}>
        <Title order={2} size="h4" id={headingId} lineClamp={2}>
          {post.title}
        </Title>
        <Text size="xs" c="dimmed">
          {formatLongDate(post.createdAt, i18n.language)}
          {post.authorName ? ` · ${post.authorName}` : ''}
        </Text>
        <Text size="sm">{newsExcerpt(post.content)}</Text>
      </Stack>
      <Group justify="flex-end" mt="auto" pt="lg" gap="xs">
        {post.canEdit && (
          <Button
            component={Link}
            to={paths.news.edit(post.id)}
            variant="subtle"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            {t('common.edit')}
            <VisuallyHidden> {post.title}</VisuallyHidden>
          </Button>
        )}
        <Button
          component={Link}
          to={paths.news.post(post.id)}
          variant="light"
          size="xs"
          rightSection={<IconArrowRight size={14} aria-hidden />}
        >
          {t('news.list.readMore')}
          <VisuallyHidden> {post.title}</VisuallyHidden>
        </Button>
      </Group>
    </Card>
  );
}
