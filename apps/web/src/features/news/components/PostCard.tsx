import { Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Post } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardEditButton, CardFooter, CardLinkButton } from '../../../components/card-parts.tsx';
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
      <CardFooter>
        {post.canEdit && <CardEditButton to={paths.news.edit(post.id)} name={post.title} variant="subtle" />}
        <CardLinkButton
          to={paths.news.post(post.id)}
          label={t('news.list.readMore')}
          name={post.title}
          rightIcon={IconArrowRight}
        />
      </CardFooter>
    </Card>
  );
}
