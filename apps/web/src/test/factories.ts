import {
  type Club,
  type Contact,
  type Contract,
  type Currency,
  type League,
  lastPageOf,
  type Paginated,
  type Player,
  type Post,
  type Requirement,
  type Team,
  type Tenant,
  type Transfer,
  type UserDetails,
} from '@transferdesk/shared';
import { SIGNED_IN_USER_ID, SPORTS } from './fixtures.ts';

/**
 * Test data: each factory answers a complete, valid record of the API's shape, in Football unless
 * told otherwise, and takes overrides for what a test is about (bulletproof-react's
 * `createUser(overrides)`). Ids are random: a test that needs a known one names it.
 */

const FOOTBALL = SPORTS.football;
const CREATED_AT = '2025-03-14T10:00:00.000Z';
const UPDATED_AT = '2025-03-15T10:00:00.000Z';

/** One page of a list endpoint's answer; a single page unless told otherwise. */
export function page<T>(
  data: T[],
  {
    currentPage = 1,
    perPage = 10,
    total = data.length,
    lastPage = lastPageOf(total, perPage),
  }: Partial<Omit<Paginated<T>, 'data'>> = {},
): Paginated<T> {
  return { data, currentPage, lastPage, perPage, total };
}

/** A sport, as `GET /api/tenants` lists it. */
export function tenant(overrides: Partial<Tenant> = {}): Tenant {
  return {
    id: crypto.randomUUID(),
    name: 'Football',
    imagePath: null,
    activeCampaignId: null,
    countOfUsers: 0,
    features: [],
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function league(overrides: Partial<League> = {}): League {
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL.id,
    name: 'Superliga',
    countryName: 'Denmark',
    ...overrides,
  };
}

/** A team of `inLeague` (a Superliga of its own unless given), carrying that league's name. */
export function team(overrides: Partial<Team> = {}, inLeague: League = league()): Team {
  return {
    id: crypto.randomUUID(),
    tenantId: inLeague.tenantId,
    name: 'Brøndby IF',
    leagueId: inLeague.id,
    league: { name: inLeague.name, countryName: inLeague.countryName },
    createdAt: CREATED_AT,
    isBeenUsed: false,
    ...overrides,
  };
}

/** A club without team, contacts or any of the optional fields. */
export function club(overrides: Partial<Club> = {}): Club {
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL.id,
    tenantName: FOOTBALL.name,
    name: 'Brøndby IF',
    teamId: null,
    team: null,
    clubLogoUrl: null,
    description: '',
    activeCampaignId: null,
    owner: '',
    city: '',
    state: '',
    address1: '',
    address2: '',
    annualRevenue: '',
    industry: '',
    email: '',
    fax: '',
    twitter: '',
    instagram: '',
    url: '',
    contactsCount: 0,
    contacts: [],
    deletedAt: null,
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

/** A contact at no club, with only a name. */
export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL.id,
    tenant: { name: FOOTBALL.name },
    clubId: null,
    club: null,
    firstName: 'Mette',
    lastName: 'Lund',
    email: '',
    phoneNumber: '',
    accountName: '',
    jobTitle: '',
    role: '',
    whatsapp: '',
    twitter: '',
    instagram: '',
    facebook: '',
    tikTok: '',
    agent1: '',
    agent2: '',
    playerCVLink: '',
    description: '',
    pictureUrl: null,
    mandate: false,
    pinsPriority: null,
    includeInApp: true,
    contractType: null,
    transferMarket: '',
    dateOfBirth: null,
    nationality: '',
    maritalStatus: null,
    numberOfKids: 0,
    rightyLefty: null,
    height: 0,
    weight: 0,
    eliteProspects: '',
    deletedAt: null,
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

/** A player contract at Brøndby IF without clauses, as a player's `contracts` answer it. */
export function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: crypto.randomUUID(),
    contractName: 'PlayerContract',
    clubName: 'Brøndby IF',
    contractType: 'Professional',
    startDate: '2024-07-01',
    endDate: '2026-06-30',
    link: '',
    termination: null,
    comment: '',
    contractPartner: '',
    type: '',
    buyOut: false,
    buyOutDate: null,
    buyOutComment: '',
    buyOutAmount: 0,
    buyOutValutaId: null,
    buyOutValuta: null,
    option: false,
    optionDate: null,
    optionComment: '',
    relegationOrPromotion: false,
    relegationComment: '',
    ...overrides,
  };
}

/** A player of Football with a name only, every list empty; the API's full answer. */
export function player(overrides: Partial<Player> = {}): Player {
  return {
    ...contact({ firstName: 'Kasper', lastName: 'Dolberg' }),
    valutaId: null,
    valuta: null,
    playerLevelId: null,
    playerLevel: null,
    contractStatusId: null,
    contractStatus: null,
    positionContacts: [],
    minSalaryNetto: 0,
    minSalaryBrutto: 0,
    estTransfer: 0,
    formerClub: '',
    statistics: '',
    internationalLevel: '',
    playerReferences: '',
    playerContractEndDate: null,
    countryPriorityContacts: [],
    countryExclusionContacts: [],
    leaguePriorityContacts: [],
    leagueExclusionContacts: [],
    teamPriorityContacts: [],
    teamExclusionContacts: [],
    videoInfos: [],
    contracts: [],
    ...overrides,
  };
}

/** A transfer window that closed long ago. */
export function transfer(overrides: Partial<Transfer> = {}): Transfer {
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL.id,
    name: 'Summer 2024',
    years: '2024-2025',
    fromDate: '2024-06-01',
    toDate: '2024-08-31',
    createdAt: CREATED_AT,
    ...overrides,
  };
}

/** A currency, priced per 1 EUR; EUR itself unless told otherwise. */
export function valuta(overrides: Partial<Currency> = {}): Currency {
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL.id,
    name: 'EUR',
    value: 1,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

/**
 * A User of Football whom the admin may change, as `GET /api/users/:id` and the users list answer;
 * the display name and e-mail follow the name and surname unless given.
 */
export function user(overrides: Partial<UserDetails> = {}): UserDetails {
  const { name = 'Anna', surname = 'Hansen' } = overrides;
  return {
    id: crypto.randomUUID(),
    name,
    surname,
    displayName: `${name} ${surname}`,
    email: `${name.toLowerCase()}@demo.test`,
    imagePath: null,
    roles: ['User'],
    phoneNumber: null,
    title: null,
    location: null,
    birthday: null,
    tenantIds: [FOOTBALL.id],
    tenants: [{ ...FOOTBALL }],
    isActive: true,
    createdAt: CREATED_AT,
    canEdit: true,
    canSetPassword: true,
    ...overrides,
  };
}

/** The signed-in person's own record (the one `currentUser` and the test tokens name), in no sport. */
export function signedInUser(overrides: Partial<UserDetails> = {}): UserDetails {
  return user({
    id: SIGNED_IN_USER_ID,
    name: 'Test',
    surname: 'Person',
    email: 'person@demo.test',
    tenantIds: [],
    tenants: [],
    ...overrides,
  });
}

/** A news post the signed-in user may edit. */
export function post(overrides: Partial<Post> = {}): Post {
  return {
    id: crypto.randomUUID(),
    title: 'Season opens',
    content: '<p>The season opens on Friday.</p>',
    authorId: null,
    authorName: 'Anna Hansen',
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    canEdit: true,
    ...overrides,
  };
}

type Named = { id: string; name: string };

/** What a requirement is about: who asks, for which window, for what and at what price. */
interface RequirementOf {
  club: Named;
  window: Transfer;
  contact: Pick<Contact, 'id' | 'firstName' | 'lastName'>;
  positions: Named[];
  levels: Named[];
  statuses: Named[];
  currency: Currency;
}

/**
 * A requirement of Football, never matched, without an advanced search; the API's full answer. `of`
 * names the records it refers to (new ones and empty lists where it does not).
 */
export function requirement(
  overrides: Partial<Requirement> = {},
  of: Partial<RequirementOf> = {},
): Requirement {
  const {
    club: asking = club(),
    window = transfer(),
    contact: person = contact(),
    positions = [],
    levels = [],
    statuses = [],
    currency = valuta(),
  } = of;
  const named = (records: Named[]) => records.map(({ id, name }) => ({ id, name }));
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL.id,
    clubId: asking.id,
    club: { name: asking.name, deleted: false },
    transferId: window.id,
    transfer: { name: window.name, years: window.years, fromDate: window.fromDate, toDate: window.toDate },
    contactId: person.id,
    contact: { id: person.id, firstName: person.firstName, lastName: person.lastName, deleted: false },
    positionRequirements: named(positions),
    playerLevelRequirements: named(levels),
    contractStatusRequirements: named(statuses),
    maxNetto: 50_000,
    maxBrutto: 0,
    maxTransferSum: 0,
    valutaId: currency.id,
    valuta: { id: currency.id, name: currency.name },
    description: '',
    isAdvancedSearch: false,
    ...{ minAge: null, maxAge: null, maritalStatus: null, countryId: null, country: null },
    ...{ rightyLefty: null, pinsPriority: null, contractType: null },
    ...{ minHeight: null, maxHeight: null, minWeight: null, maxWeight: null },
    isNoNeed: false,
    matchCount: 0,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}
