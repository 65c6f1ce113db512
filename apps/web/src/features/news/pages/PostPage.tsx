import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconPencil } from '@tabler/icons-react';
import type { Post } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { RichTextView } from '../../../components/RichTextView.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useRouteId } from '../../../lib/route-id.ts';
import { usePost } from '../api.ts';

/** /news/{id}: one post, then its comments (D11: inner layout). */
export function PostPage() {
  const { t } = useTranslation();
  const { validId } = useRouteId();
  const post = usePost(validId);
  usePageTitle(post.data?.title ?? t('news.list.title'));

  return (
    <EntityGate query={post} validId={validId} loadErrorTitle={t('news.post.loadError')}>
      {(record) => <PostArticle post={record} />}
    </EntityGate>
  );
}

function PostArticle({ post }: { post: Post }) {
  const { t, i18n } = useTranslation();
  const { title, content, createdAt, authorName } = post;
  return (
    <Stack component="article" gap="lg" maw={820} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {formatLongDate(createdAt, i18n.language)}
            {authorName ? ` · ${authorName}` : ''}
          </Text>
          {post.canEdit && (
            <Button
              component={Link}
              to={paths.news.edit(post.id)}
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
            >
              {t('common.edit')}
            </Button>
          )}
        </Group>
      </Stack>
      {/* The server sanitises post HTML to the editor's elements (spec 1, issue 4). */}
      <RichTextView html={content} />
      <Divider />
      <Stack component="section" aria-labelledby="comments-heading" gap="xs">
        <Title order={2} size="h4" id="comments-heading">
          {t('news.post.comments')}
        </Title>
        <Group gap="xs" c="dimmed">
          <IconMessageCircle size={16} aria-hidden />
          <Text size="sm">{t('news.post.commentsSoon')}</Text>
        </Group>
      </Stack>
    </Stack>
  );
}
