import { useTranslation } from 'react-i18next';
import { ClickTable } from '../../../components/ClickTable.tsx';
import { useWhoClicked } from '../api.ts';

/** Spec 2, player info: 'Who Clicked On You' (Name, Club, Clicks), or 'Nobody Clicked On You'. */
export function WhoClickedOnPlayer({ tenantId, playerId }: { tenantId: string; playerId: string }) {
  const { t } = useTranslation();
  const clicks = useWhoClicked(tenantId, playerId);
  return <ClickTable query={clicks} label={t('whoClicked.title')} emptyText={t('whoClicked.empty')} />;
}
