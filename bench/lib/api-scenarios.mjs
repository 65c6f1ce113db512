// The requests bench/api.mjs drives (and bench/capture-sql.mjs records the SQL of): the sport with
// the most contacts, the deep page and filter terms read from the data, and each scenario's request
// with the check that its answer is plausible. `reference: true` marks the lists that
// bench/reference-server.mjs also answers (the same SQL behind a bare node:http server, issue 28).
import { format } from './stats.mjs';

export const contactsQuery = (tenantId, page, extra = '') =>
  `/core/api/contacts?tenantId=${tenantId}&page=${page}&take=10&sort=firstName&direction=asc${extra}`;
export const playersQuery = (tenantId, page) =>
  `/core/api/players?tenantId=${tenantId}&page=${page}&take=10&sort=firstName&direction=asc`;
export const clubsQuery = (tenantId, page) =>
  `/core/api/clubs?tenantId=${tenantId}&page=${page}&take=10&sort=name&direction=asc`;
/** What the web's requirements page sends for page 1 without filters (useRequirementsPage). */
export const requirementsBody = (tenantId, page = 1) => ({
  tenantId,
  take: 10,
  transferId: null,
  clubIds: [],
  positionIds: [],
  countryIds: [],
  playerLevelIds: [],
  contractStatusIds: [],
  sort: 'createdAt',
  direction: 'desc',
  page,
  isFilterSearch: false,
});

/**
 * Picks the sport (`sportId`, or the one with the most contacts), the deep page and the filter
 * terms. `call(pathAndQuery, init)` is a signed-in client's call; `fail(message)` ends the run.
 */
export async function discover({ call, fail, sportId, deepPageWanted, rareTerm, commonTerm }) {
  const me = await call('/core/api/auth/me');
  if (me.status !== 200 || !Array.isArray(me.body?.tenants))
    await fail(`/auth/me answered ${me.status}: ${me.text}`);
  let sport;
  if (sportId) {
    sport = me.body.tenants.find((tenant) => tenant.id === sportId);
    if (!sport) await fail(`the signed-in user is not a member of the sport ${sportId}`);
  } else {
    let most = -1;
    for (const tenant of me.body.tenants) {
      const answer = await call(contactsQuery(tenant.id, 1).replace('take=10', 'take=1'));
      if (answer.status !== 200)
        await fail(`listing the contacts of ${tenant.name} answered ${answer.status}`);
      if (answer.body.total > most) {
        most = answer.body.total;
        sport = tenant;
      }
    }
  }
  const firstPage = await call(contactsQuery(sport.id, 1));
  if (firstPage.status !== 200 || !(firstPage.body?.data?.length > 0)) {
    await fail(`contacts page 1 answered ${firstPage.status}: ${firstPage.text.slice(0, 500)}`);
  }
  const { total, lastPage } = firstPage.body;
  const deepPage = Math.min(deepPageWanted, lastPage);
  const deep = await call(contactsQuery(sport.id, deepPage));
  if (deep.status !== 200 || !(deep.body?.data?.length > 0)) {
    await fail(`contacts page ${deepPage} answered ${deep.status}: ${deep.text.slice(0, 500)}`);
  }
  const sample = deep.body.data.find((contact) => /\d@/.test(contact.email)) ?? deep.body.data[0];
  const rare = rareTerm ?? sample.email.split('@')[0];
  const filterQuery = (term) => contactsQuery(sport.id, 1, `&filter=${encodeURIComponent(term)}`);
  const rareAnswer = await call(filterQuery(rare));
  const commonAnswer = await call(filterQuery(commonTerm));
  const count = async (pathAndQuery, init) => (await call(pathAndQuery, init)).body?.total ?? 0;
  return {
    me: me.body,
    sport,
    total,
    lastPage,
    deepPage,
    sample,
    filterQuery,
    players: await count(playersQuery(sport.id, 1)),
    clubs: await count(clubsQuery(sport.id, 1)),
    requirements: await count('/core/api/requirements/filter', {
      method: 'POST',
      body: JSON.stringify(requirementsBody(sport.id)),
    }),
    terms: {
      rare,
      rareTotal: rareAnswer.body?.total ?? 0,
      common: commonTerm,
      commonTotal: commonAnswer.body?.total ?? 0,
      commonIsEstimate: Boolean(commonAnswer.body?.totalIsEstimate),
    },
  };
}

const isPage = (body) =>
  Array.isArray(body?.data) &&
  body.data.length > 0 &&
  Number.isInteger(body.total) &&
  Number.isInteger(body.lastPage) &&
  typeof body.data[0].id === 'string';

/** Every scenario, in the order they run; `url` = an absolute address (the hello server). */
export function scenariosOf({ helloBase, email, found }) {
  const { sport, deepPage, sample, terms, filterQuery } = found;
  return [
    {
      name: 'hello',
      label: 'bare Fastify hello',
      url: `${helloBase}/`,
      check: (body) => body?.hello === 'world',
    },
    { name: 'health', label: '/core/health', path: '/core/health', check: (body) => body?.status === 'ok' },
    {
      name: 'me',
      label: '/core/api/auth/me',
      path: '/core/api/auth/me',
      check: (body) => body?.email === email && body.tenants.length > 0,
    },
    {
      name: 'contacts-page-1',
      label: 'contacts page 1',
      path: contactsQuery(sport.id, 1),
      check: isPage,
      reference: true,
    },
    {
      name: 'contacts-deep',
      label: `contacts page ${format(deepPage)}`,
      path: contactsQuery(sport.id, deepPage),
      check: (body) => isPage(body) && body.currentPage === deepPage,
      reference: true,
    },
    {
      name: 'filter-rare',
      label: `filter "${terms.rare}"`,
      path: filterQuery(terms.rare),
      check: (body) => isPage(body) && body.data.some((contact) => contact.email.includes(terms.rare)),
      reference: true,
    },
    {
      name: 'filter-common',
      label: `filter "${terms.common}"`,
      path: filterQuery(terms.common),
      check: (body) => isPage(body) && body.data.length === 10,
      reference: true,
    },
    {
      name: 'contact',
      label: 'one contact by id',
      path: `/core/api/contacts/${sample.id}`,
      check: (body) => body?.id === sample.id,
    },
    {
      name: 'clubs-page-1',
      label: 'clubs page 1',
      path: clubsQuery(sport.id, 1),
      check: isPage,
      reference: true,
    },
    {
      name: 'players-page-1',
      label: 'players page 1',
      path: playersQuery(sport.id, 1),
      check: isPage,
      reference: true,
    },
    {
      name: 'requirements-page-1',
      label: 'requirements page 1',
      path: '/core/api/requirements/filter',
      method: 'POST',
      body: JSON.stringify(requirementsBody(sport.id)),
      check: isPage,
      reference: true,
    },
  ];
}
