import type { PublicConfig, Role } from '@transferdesk/shared';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { page } from './factories.ts';
import { type FakeRoutes, fakeApi } from './fake-api.ts';
import { config, currentUser, type SportRef, sportOf } from './fixtures.ts';
import { signInAs } from './render-app.tsx';

interface Environment {
  /** The environment's features, as `GET /api/config` answers them. */
  features?: PublicConfig['features'];
  /** The rest of `GET /api/config` where a test needs it otherwise (`singleSignOn`, …). */
  config?: Parameters<typeof config>[1];
  /** The test's own endpoints; they win over the ones the preset answers. */
  routes?: FakeRoutes;
}

interface Person extends Environment {
  roles: Role[];
  /** The person's sports, in the token and in `GET /api/auth/me`, in this order; none unless given. */
  sports?: SportRef[];
  /** What `GET /api/auth/me` says beyond the roles and sports. */
  me?: Parameters<typeof currentUser>[2];
}

interface SignedIn extends Person {
  /** The token to sign in with (an impersonator's, …) in place of one made of the roles and sports. */
  token?: string;
}

/**
 * The API as a visitor who is not signed in meets it (the sign-in, account and public pages, or a
 * shell component that asks nothing more): the configuration and the test's `routes`, nothing
 * about a person. Leaves the browser's session as the test has it.
 */
export function signedOutApi({ features, config: settings, routes = {} }: Environment = {}) {
  return fakeApi({
    'GET /api/config': { body: config(features, settings) },
    ...routes,
  });
}

/**
 * The API of someone who signs in during the test, or whose token the test sets itself: it knows
 * who they are (`GET /api/auth/me`) but signs nobody in.
 */
export function signingInApi({ roles, sports = [], me, routes = {}, ...environment }: Person) {
  return signedOutApi({
    ...environment,
    routes: { 'GET /api/auth/me': { body: currentUser(roles, sports, me) }, ...routes },
  });
}

/**
 * A person signed in with these roles and sports, and an API that answers what every page asks
 * first (the configuration and who is signed in) besides the test's `routes`. Returns the
 * `fakeApi` handle, to look at the requests made.
 */
export function signedInApi({ token, ...person }: SignedIn) {
  if (token) {
    useAuthStore.setState({ token, signedOut: false });
  } else {
    signInAs(
      person.roles,
      (person.sports ?? []).map((ref) => sportOf(ref).id),
    );
  }
  return signingInApi(person);
}

/**
 * The `serve(roles = ['TenantAdmin'], routes)` of a test file about a sport's pages: signs in with
 * `sports` and answers the file's `fileRoutes`, then the test's own `routes` over them.
 */
export function sportApi(sports: SportRef[], fileRoutes: FakeRoutes) {
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
