import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { paths } from '../../../lib/paths.ts';
import { NEW_ID, useRouteId } from '../../../lib/route-id.ts';
import { usePost } from '../api.ts';
import { PostForm } from '../components/PostForm.tsx';

/** /news/new creates a post (the route has no id), /news/{id}/edit changes one. */
export function PostFormPage() {
  const { t } = useTranslation();
  const isNew = useParams().id === undefined;
  const { id, validId } = useRouteId();
  const post = usePost(validId);
  if (isNew) return <PostForm key={NEW_ID} />;
  return (
    <EntityGate query={post} validId={validId} loadErrorTitle={t('news.post.loadError')}>
      {(record) =>
        // ADR 005: another admin's post opens for reading, never in a form whose Save would be refused.
        record.canEdit ? <PostForm key={id} post={record} /> : <Navigate to={paths.unauthorized} replace />
      }
    </EntityGate>
  );
}
