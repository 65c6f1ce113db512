import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { HttpError } from '../../../lib/http.ts';
import { usePost } from '../api.ts';
import { PostForm } from '../components/PostForm.tsx';

/** /news/new creates a post, /news/{id}/edit changes one. */
export function PostFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const post = usePost(id);
  if (!id) return <PostForm key="new" />;
  if (post.error instanceof HttpError && (post.error.status === 404 || post.error.status === 400)) {
    return <NotFound />;
  }
  if (post.isPending) return <PageSpinner />;
  if (!post.data) return <ErrorAlert title={t('news.post.loadError')} error={post.error} />;
  // ADR 005: another admin's post opens for reading, never in a form whose Save would be refused.
  if (!post.data.canEdit) return <Navigate to="/unauthorized" replace />;
  return <PostForm key={id} post={post.data} />;
}
