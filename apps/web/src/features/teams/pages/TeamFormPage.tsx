import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useTeam } from '../api.ts';
import { TeamForm } from '../components/TeamForm.tsx';

const NEW = 'new';
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** /teams/{tenant}/new adds a team, /teams/{tenant}/{id} edits one of that sport. */
export function TeamFormPage() {
  const { t } = useTranslation();
  const { id = NEW } = useParams();
  const tenant = useRouteTenant();
  const isNew = id === NEW;
  const validId = !isNew && isUuid(id);
  const team = useTeam(validId ? id : undefined);

  if (isNew) return <TeamForm key={`${NEW}-${tenant.id}`} tenant={tenant} />;
  if (!validId || (team.error instanceof HttpError && team.error.status === 404)) return <NotFound />;
  if (team.isPending) return <PageSpinner />;
  if (!team.data) return <ErrorAlert title={t('teams.form.loadError')} error={team.error} />;
  // Another sport's team under this sport's address would be saved into the wrong list.
  if (team.data.tenantId !== tenant.id) return <NotFound />;
  return <TeamForm key={id} team={team.data} tenant={tenant} />;
}
