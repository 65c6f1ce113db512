import { Anchor } from '@mantine/core';
import { MISSING_VALUE } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClickTable } from '../../../components/ClickTable.tsx';
import { paths } from '../../../lib/paths.ts';
import { useClickedPlayers } from '../api.ts';

/** The players whose public pages this contact opened: name (to the player's info page), club, clicks. */
export function ClickedPlayers({ tenantId, contactId }: { tenantId: string; contactId: string }) {
  const { t } = useTranslation();
  const clicks = useClickedPlayers(tenantId, contactId);
  return (
    <ClickTable
      query={clicks}
      label={t('whoClicked.contactTitle')}
      emptyText={t('whoClicked.contactEmpty')}
      renderName={(entry) => (
        <Anchor component={Link} to={paths.players.info(tenantId, entry.id)} size="sm">
          {entry.name || MISSING_VALUE}
        </Anchor>
      )}
    />
  );
}
