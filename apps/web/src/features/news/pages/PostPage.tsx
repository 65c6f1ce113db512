import { Button, Divider, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconMessageCircle, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { HttpError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { usePost } from '../api.ts';

/** /news/{id}: one post, then its comments (D11: inner layout). */
export function PostPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const post = usePost(id);
  usePageTitle(post.data?.title ?? t('news.list.title'));

  if (post.error instanceof HttpError && (post.error.status === 404 || post.error.status === 400)) {
    return <NotFound />;
  }
  if (post.isPending) return <PageSpinner />;
  if (!post.data) return <ErrorAlert title={t('news.post.loadError')} error={post.error} />;
  const { title, content, createdAt, authorName } = post.data;
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
          {post.data.canEdit && (
            <Button
              component={Link}
              to={`/news/${post.data.id}/edit`}
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
            >
              {t('common.edit')}
            </Button>
          )}
        </Group>
      </Stack>
      <Typography>
        {/* The server sanitises post HTML to the editor's elements (spec 1, issue 4). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
        <div dangerouslySetInnerHTML={{ __html: content }} />
      </Typography>
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
