import { Button } from '@mantine/core';
import { IconNews, IconPlus } from '@tabler/icons-react';
import type { Post, PostSortProperty } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../../components/ListPage.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { POSTS_RESOURCE } from '../api.ts';
import { PostCard } from '../components/PostCard.tsx';

/** /news, "News": newest first (feature `news`). */
export function NewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('news.list.title'));
  const session = useSession();
  return (
    <ListPage<Post, PostSortProperty>
      title={t('news.list.title')}
      actions={
        session.isAnyAdmin && (
          <Button component={Link} to={paths.news.add} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('news.list.add')}
          </Button>
        )
      }
      resource={POSTS_RESOURCE}
      sorts={[
        { label: t('news.sort.createdAt'), property: 'createdAt' },
        { label: t('news.sort.title'), property: 'title' },
      ]}
      defaults={{ sort: 'createdAt', direction: 'desc' }}
      loadErrorTitle={t('news.list.loadError')}
      empty={{ title: t('news.list.emptyTitle'), icon: <IconNews aria-hidden /> }}
      getKey={(post) => post.id}
      renderItem={(post) => <PostCard post={post} />}
    />
  );
}
