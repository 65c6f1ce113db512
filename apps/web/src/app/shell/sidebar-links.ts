import type { CurrentUser, EnvironmentFeature } from '@transferdesk/shared';
import { paths } from '../../lib/paths.ts';
import type { Session } from '../../lib/session/session.ts';

type TenantSection =
  | 'requirements'
  | 'pitches'
  | 'agreements'
  | 'players'
  | 'noneedregistered'
  | 'clubs'
  | 'contacts'
  | 'teams'
  | 'transfers'
  | 'currencies'
  | 'pdftemplate'
  | 'audit';

export interface TenantLink {
  section: TenantSection;
  path: string;
}

/** Which of the sport's sections a role may open (spec 6, sidebar rows). */
const SECTION_ROLES: Record<TenantSection, (session: Session) => boolean> = {
  requirements: (s) => s.isUser || s.isTenantAdmin,
  pitches: (s) => s.isUser || s.isTenantAdmin,
  agreements: (s) => s.isUser || s.isTenantAdmin,
  players: (s) => s.isTenantAdmin || s.isUser,
  noneedregistered: (s) => s.isUser || s.isTenantAdmin,
  clubs: (s) => s.isTenantAdmin,
  contacts: (s) => s.isTenantAdmin,
  teams: (s) => s.isTenantAdmin,
  transfers: (s) => s.isTenantAdmin,
  currencies: (s) => s.isTenantAdmin,
  pdftemplate: (s) => s.isTenantAdmin,
  // D47: the sport's audit trail.
  audit: (s) => s.isTenantAdmin,
};

/**
 * The links in one sport's accordion. Every section needs the sport feature, which the
 * environment must switch on and the sport itself must have (D23).
 */
export function tenantLinks(
  tenant: CurrentUser['tenants'][number],
  session: Session,
  environmentHas: (feature: EnvironmentFeature) => boolean,
): TenantLink[] {
  const sportOn = environmentHas('sport') && tenant.features.includes('sport');
  if (!sportOn) return [];
  return (Object.keys(SECTION_ROLES) as TenantSection[])
    .filter((section) => SECTION_ROLES[section](session))
    .map((section) => ({ section, path: paths.sportSection(section, tenant.id) }));
}

/** Spec 2: the sport accordions are for tenant admins and users (a Superadmin alone has none). */
export function showsTenantAccordions(session: Session): boolean {
  return session.isTenantAdmin || session.isUser;
}
