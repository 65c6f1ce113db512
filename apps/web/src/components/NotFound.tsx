import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/page-title.ts';
import { StatusMessage } from './StatusMessage.tsx';

/**
 * The not-found page. Detail pages render it in place when their entity is absent, so the
 * address shown stays the one the person opened (spec 2).
 */
export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <StatusMessage
      code="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      homeLabel={t('common.backToHome')}
    />
  );
}
