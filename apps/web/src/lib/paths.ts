/**
 * Every address the app links to, built in one place (the route table in app/routes.tsx matches
 * them). Features link to one another's pages through this module, never through string literals,
 * which keeps the rule that a feature does not import another.
 */

/** A sport's list page, e.g. `/clubs/{tenantId}`; the sidebar's rows too. */
const sportList = (section: string) => (tenantId: string) => `/${section}/${tenantId}`;
/** A record of a sport, e.g. `/teams/{tenantId}/{id}`; `new` for the add form. */
const sportRecord = (section: string) => (tenantId: string, id: string) => `/${section}/${tenantId}/${id}`;

export const paths = {
  home: '/',
  signIn: '/signin',
  forgotPassword: '/forgotpassword',
  unauthorized: '/unauthorized',
  profile: '/profile',
  profileEdit: '/profile/edit',
  news: {
    list: '/news',
    add: '/news/new',
    post: (id: string) => `/news/${id}`,
    edit: (id: string) => `/news/${id}/edit`,
  },
  users: {
    list: '/users',
    add: '/users/new',
    user: (id: string) => `/users/${id}`,
  },
  tenants: {
    list: '/tenants',
    add: '/tenants/new',
    tenant: (id: string) => `/tenants/${id}`,
  },
  requirements: {
    list: sportList('requirements'),
    add: (tenantId: string) => `/requirements/${tenantId}/new`,
    edit: sportRecord('requirements'),
    /** D11: the requirement read-only in the inner layout. */
    info: (tenantId: string, id: string) => `/requirements/info/${tenantId}/${id}`,
    /** The clubs that registered no need for a transfer window (D26). */
    noNeed: sportList('noneedregistered'),
  },
  clubs: {
    list: sportList('clubs'),
    club: sportRecord('clubs'),
    edit: (tenantId: string, id: string) => `/clubs/${tenantId}/${id}/edit`,
    add: (tenantId: string) => `/clubs/${tenantId}/new/edit`,
  },
  contacts: {
    list: sportList('contacts'),
    contact: sportRecord('contacts'),
    add: (tenantId: string, clubId?: string) =>
      `/contacts/${tenantId}/new${clubId ? `?clubId=${encodeURIComponent(clubId)}` : ''}`,
    /** D11: the contact read-only in the inner layout. */
    info: (tenantId: string, id: string) => `/contact-info/${tenantId}/${id}`,
  },
  players: {
    list: sportList('players'),
    /** D11: the player read-only in the inner layout. */
    info: sportRecord('players'),
    edit: (tenantId: string, id: string) => `/players/${tenantId}/${id}/edit`,
    add: (tenantId: string) => `/players/${tenantId}/new`,
    /** Issue 30: the player's info page, scrolled to his representation agreements. */
    agreements: (tenantId: string, id: string) => `/players/${tenantId}/${id}#agreements`,
  },
  teams: {
    list: sportList('teams'),
    team: sportRecord('teams'),
    add: (tenantId: string) => `/teams/${tenantId}/new`,
  },
  transfers: {
    list: sportList('transfers'),
    transfer: sportRecord('transfers'),
    add: (tenantId: string) => `/transfers/${tenantId}/new`,
  },
  currencies: { list: sportList('currencies'), currency: sportRecord('currencies') },
  pdfTemplates: {
    /** The sport's CV template (spec 2, PDF templates; D20: one per sport). */
    page: sportList('pdftemplate'),
    /** spec 2: template/{id?}; a new one names its sport in the query. */
    add: (tenantId: string) => `/template/new?tenantId=${encodeURIComponent(tenantId)}`,
    edit: (id: string) => `/template/${id}`,
  },
  /** D30: any signed-in user sends themselves a test e-mail. */
  mailTester: '/mailtester',
  /** Issue 30: the background jobs, their last runs and "Run now" (Superadmin). */
  jobs: '/jobs',
  /** D49: the backups kept, to download, and "Back up now" (Superadmin). */
  backups: '/backups',
  matches: {
    /** D18: one match version; the page loads the stored choice first (spec 2, section 4). */
    match: (id: string) => `/matches/${id}`,
    /** D18: the version of the same requirement created at `createdAt` (an ISO instant). */
    version: (id: string, createdAt: string) => `/matches/${id}/${encodeURIComponent(createdAt)}`,
  },
  /** Issue 29: the sport's pitches (D44), on the board, in the list or in "Who to call today". */
  pitches: { list: sportList('pitches') },
  /** Issue 30: the sport's representation agreements (D45). */
  agreements: { list: sportList('agreements') },
  /**
   * D47: the sport's audit trail (every sport's for a Superadmin without one); `recordId` narrows
   * it to the changes of one record.
   */
  audit: (tenantId?: string, recordId?: string) =>
    `/audit${tenantId ? `/${tenantId}` : ''}${recordId ? `?recordId=${encodeURIComponent(recordId)}` : ''}`,
  /** Any of the sport sections the sidebar lists (some are built by later features). */
  sportSection: (section: string, tenantId: string) => sportList(section)(tenantId),
} as const;
