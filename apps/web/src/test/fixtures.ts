import type { CurrentUser, PublicConfig, Role } from '@transferdesk/shared';

export const SPORTS = {
  football: { id: '11111111-1111-4111-8111-111111111111', name: 'Football' },
  handballMen: { id: '22222222-2222-4222-8222-222222222222', name: 'Handball - Men' },
  handballWomen: { id: '33333333-3333-4333-8333-333333333333', name: 'Handball - Women' },
  icehockey: { id: '44444444-4444-4444-8444-444444444444', name: 'Icehockey' },
} as const;

export type SportKey = keyof typeof SPORTS;

/** One of the `SPORTS` by key, or a sport of the test's own (one a Superadmin has just added). */
export type SportRef = SportKey | { id: string; name: string };

export function sportOf(ref: SportRef): { id: string; name: string } {
  return typeof ref === 'string' ? SPORTS[ref] : ref;
}

/** The id of the person every test token names (`makeToken`'s `sub`) and `currentUser` describes. */
export const SIGNED_IN_USER_ID = '7d1d3a4e-5c3b-4b7e-9a53-2f6a1c0d9e11';

/** What `GET /api/config` answers: these `features`, and `settings` over the rest. */
export function config(
  features: PublicConfig['features'] = ['sport', 'news', 'offlineChanges'],
  settings: Partial<Omit<PublicConfig, 'features'>> = {},
): PublicConfig {
  return {
    productName: 'Transferdesk',
    production: false,
    apiUrl: '',
    features,
    defaultLocale: 'en-gb',
    singleSignOn: false,
    company: {
      name: 'Transferdesk Sports Agency',
      address: 'Vesterbrogade 149, 1620 Copenhagen V, Denmark',
      website: 'https://transferdesk.example',
      logoUrl: '/core/api/company/logo',
    },
    ...settings,
  };
}

/** What `GET /core/api/auth/me` answers for a user with these roles and sports, in the order given. */
export function currentUser(
  roles: Role[],
  sports: SportRef[],
  { withoutSport = [] as SportKey[], displayName = 'Test Person' } = {},
): CurrentUser {
  return {
    id: SIGNED_IN_USER_ID,
    name: 'Test',
    surname: 'Person',
    displayName,
    email: 'person@demo.test',
    imagePath: null,
    roles,
    tenants: sports.map((ref) => ({
      ...sportOf(ref),
      imagePath: null,
      features: typeof ref === 'string' && withoutSport.includes(ref) ? [] : ['sport'],
    })),
  };
}
