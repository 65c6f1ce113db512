import { useTranslation } from 'react-i18next';
import { SportFormPage } from '../../../components/SportFormPage.tsx';
import { useTeam } from '../api.ts';
import { TeamForm } from '../components/TeamForm.tsx';

/** /teams/{tenant}/new adds a team, /teams/{tenant}/{id} edits one of that sport. */
export function TeamFormPage() {
  const { t } = useTranslation();
  return (
    <SportFormPage useRecord={useTeam} loadErrorTitle={t('teams.form.loadError')}>
      {(team, tenant) => <TeamForm team={team} tenant={tenant} />}
    </SportFormPage>
  );
}
