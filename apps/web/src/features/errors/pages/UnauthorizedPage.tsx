import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

/** /unauthorized: where the route guard sends someone without the route's roles (spec 2, spec 6). */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  usePageTitle(t('messages.unauthorized'));
  return (
    <StatusMessage
      code="403"
      title={t('messages.unauthorized')}
      description={t('unauthorized.description')}
      homeLabel={t('common.backToHome')}
    />
  );
}
