import { useTranslation } from 'react-i18next';
import { SportFormPage } from '../../../components/SportFormPage.tsx';
import { useClub } from '../api.ts';
import { ClubForm } from '../components/ClubForm.tsx';

/** /clubs/{tenant}/new/edit adds a club, /clubs/{tenant}/{id}/edit edits one of that sport. */
export function ClubFormPage() {
  const { t } = useTranslation();
  return (
    <SportFormPage
      useRecord={useClub}
      loadErrorTitle={t('clubs.detail.loadError')}
      // A deleted club is not edited here.
      editable={(club) => club.deletedAt === null}
    >
      {(club, tenant) => <ClubForm club={club} tenant={tenant} />}
    </SportFormPage>
  );
}
