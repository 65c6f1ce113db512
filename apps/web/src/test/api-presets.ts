import type { PublicConfig, Role } from '@transferdesk/shared';
import { page } from './factories.ts';
import { type FakeRoutes, fakeApi } from './fake-api.ts';
import { config, currentUser, SPORTS, type SportKey } from './fixtures.ts';
import { signInAs } from './render-app.tsx';

interface SignedIn {
  roles: Role[];
  /** The sports the person belongs to, in the token and in `GET /api/auth/me`; none unless given. */
  sports?: SportKey[];
  /** The environment's features, as `GET /api/config` answers them. */
  features?: PublicConfig['features'];
  /** What `GET /api/auth/me` says beyond the roles and sports. */
  me?: Parameters<typeof currentUser>[2];
  /** The test's own endpoints; they win over the two every page asks for. */
  routes?: FakeRoutes;
}

/**
 * A person signed in with these roles and sports, and an API that answers what every page asks
 * first (the configuration and who is signed in) besides the test's `routes`. Returns the
 * `fakeApi` handle, to look at the requests made.
 */
export function signedInApi({ roles, sports = [], features, me, routes = {} }: SignedIn) {
  signInAs(
    roles,
    sports.map((key) => SPORTS[key].id),
  );
  return fakeApi({
    'GET /api/config': { body: config(features) },
    'GET /api/auth/me': { body: currentUser(roles, sports, me) },
    ...routes,
  });
}

/**
 * The `serve(roles = ['TenantAdmin'], routes)` of a test file about a sport's pages: signs in with
 * `sports` and answers the file's `fileRoutes`, then the test's own `routes` over them.
 */
export function sportApi(sports: SportKey[], fileRoutes: FakeRoutes) {
  return (roles: Role[] = ['TenantAdmin'], routes: FakeRoutes = {}) =>
    signedInApi({ roles, sports, routes: { ...fileRoutes, ...routes } });
}

/**
 * A list resource's two reads, answered from `records` as one page: `GET {path}` all of them, and
 * `GET {path}/filter/` those whose `searchText` holds the search, ignoring case.
 */
export function listRoutes<T>(path: string, records: T[], searchText: (record: T) => string): FakeRoutes {
  return {
    [`GET ${path}`]: { body: page(records) },
    [`GET ${path}/filter/`]: ({ query }) => {
      const search = query.get('filter')?.toLowerCase() ?? '';
      return { body: page(records.filter((record) => searchText(record).toLowerCase().includes(search))) };
    },
  };
}
