import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useClub } from '../api.ts';
import { ClubForm } from '../components/ClubForm.tsx';

const NEW = 'new';
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** /clubs/{tenant}/new/edit adds a club, /clubs/{tenant}/{id}/edit edits one of that sport. */
export function ClubFormPage() {
  const { t } = useTranslation();
  const { id = NEW } = useParams();
  const tenant = useRouteTenant();
  const isNew = id === NEW;
  const validId = !isNew && isUuid(id);
  const club = useClub(validId ? id : undefined);

  if (isNew) return <ClubForm key={`${NEW}-${tenant.id}`} tenant={tenant} />;
  if (!validId || (club.error instanceof HttpError && club.error.status === 404)) return <NotFound />;
  if (club.isPending) return <PageSpinner />;
  if (!club.data) return <ErrorAlert title={t('clubs.detail.loadError')} error={club.error} />;
  // Another sport's club under this sport's address, or a deleted one, is not edited here.
  if (club.data.tenantId !== tenant.id || club.data.deletedAt !== null) return <NotFound />;
  return <ClubForm key={id} club={club.data} tenant={tenant} />;
}
