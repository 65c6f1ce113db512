import { randomBytes } from 'node:crypto';
import { type Club, type Contact, type Paginated, sortKey } from '@transferdesk/shared';
import { and, count, eq, like } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs, leagues, teams } from '../../db/schema/index.ts';
import { DEMO_TEAMS } from '../../demo/demo-sports-data.ts';
import { catalogueCsv } from '../../test/catalogue-helpers.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { multipartBody, TINY_PNG } from '../../test/multipart.ts';
import type { ClubOption } from './schemas.ts';

const context = useTestContext();
const { get, send, tokens, sport } = context;

/** A team of the same name in Football and Handball - Men, so club CSV files travel between them. */
const sharedTeam: Record<string, string> = {};
const TEAM_NAME = `Åbenrå Shared ${randomBytes(3).toString('hex')}`;

/** A league and a team of the sport, written directly (teams have their own module and tests). */
async function addTeam(tenantId: string, name: string): Promise<string> {
  const { db } = context.t.database;
  const [league] = await db
    .insert(leagues)
    .values({ tenantId, name: `League of ${name}`, nameSort: sortKey(`League of ${name}`) })
    .returning({ id: leagues.id });
  const [team] = await db
    .insert(teams)
    .values({ tenantId, name, nameSort: sortKey(name), leagueId: league?.id ?? '' })
    .returning({ id: teams.id });
  return team?.id ?? '';
}

beforeAll(async () => {
  for (const name of ['Football', 'Handball - Men']) {
    sharedTeam[name] = await addTeam(sport[name] ?? '', TEAM_NAME);
  }
});

const football = () => sport.Football ?? '';
/** The sport's clubs, deleted ones too. */
const clubCount = async (tenantId = football()) =>
  (await context.t.database.db.select({ total: count() }).from(clubs).where(eq(clubs.tenantId, tenantId)))[0]
    ?.total;
const hockey = () => sport.Icehockey ?? '';

const createClub = (payload: Record<string, unknown>, token = tokens.admin) =>
  send('POST', '/clubs', token, { tenantId: football(), ...payload });

const listClubs = async (query: string, token = tokens.admin) => {
  const response = await get(`/clubs?${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<Paginated<Club>>();
};

const addContact = (clubId: string, payload: Record<string, unknown> = {}) =>
  send('POST', '/contacts', tokens.admin, {
    tenantId: football(),
    clubId,
    firstName: 'Mette',
    lastName: 'Holm',
    role: 'Scout',
    ...payload,
  });

describe('the club list', () => {
  it('shows the sport’s clubs with logo, tenant, team and "Contacts: N", by name', async () => {
    const page = await listClubs(`tenantId=${football()}&page=1&take=10`);
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.data).toHaveLength(10);
    for (const club of page.data) {
      expect(club).toMatchObject({
        tenantId: football(),
        tenantName: 'Football',
        contacts: [],
        deletedAt: null,
      });
      expect(club.clubLogoUrl).toMatch(/^resources\/clubs\/[0-9a-f-]+\.png$/);
      expect(club.contactsCount).toBeGreaterThanOrEqual(3);
    }
    const logo = await context.t.inject({ url: `/core/${page.data[0]?.clubLogoUrl}` });
    expect(logo.statusCode).toBe(200);
    expect((await fileTypeFromBuffer(logo.rawPayload))?.mime).toBe('image/png');
  });

  it('sorts by name ignoring case and accents', async () => {
    const expected = DEMO_TEAMS.Football.map((team) => team.name)
      .filter((name) => sortKey(name).includes('fc'))
      .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
    expect(expected.length).toBeGreaterThan(1);
    const page = await listClubs(`tenantId=${football()}&page=1&take=50&filter=FC&sort=name`);
    expect(page.data.map((club) => club.name)).toEqual(expected);
    const reversed = await listClubs(
      `tenantId=${football()}&page=1&take=50&filter=FC&sort=name&direction=desc`,
    );
    expect(reversed.data.map((club) => club.name)).toEqual([...expected].reverse());
  });

  it('sorts by date and filters on name and city, ignoring case and accents', async () => {
    const newest = await listClubs(`tenantId=${football()}&page=1&take=5&sort=createdAt&direction=desc`);
    const dates = newest.data.map((club) => club.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const byCity = await listClubs(`tenantId=${football()}&page=1&filter=KOBENHAVN`);
    expect(byCity.data.map((club) => club.name)).toContain('FC København');
    expect(byCity.data.every((club) => club.city === 'København')).toBe(true);
    const byName = await get(`/clubs/filter/?tenantId=${football()}&page=1&filter=malmo ff`, tokens.admin);
    expect(byName.json<Paginated<Club>>().data.map((club) => club.name)).toEqual(['Malmö FF']);
  });

  it('lets a User of the sport read, and lists only the caller’s sports without tenantId', async () => {
    expect((await listClubs(`tenantId=${football()}&page=1`, tokens.agent)).total).toBeGreaterThanOrEqual(40);
    const own = await listClubs('', tokens.hockeyAdmin);
    expect(own.total).toBeGreaterThanOrEqual(40);
    expect(new Set(own.data.map((club) => club.tenantName))).toEqual(new Set(['Icehockey']));
  });

  it('refuses another sport’s list (403) and a Superadmin without membership (403)', async () => {
    for (const url of [
      `/core/api/clubs?tenantId=${football()}`,
      `/core/api/clubs/forSearch?tenantId=${football()}`,
      `/core/api/clubs/search/${football()}/fc`,
      `/core/api/clubs/csv?tenantId=${football()}`,
    ]) {
      expect((await context.t.inject({ url, token: tokens.hockeyAdmin })).statusCode, url).toBe(403);
    }
    expect((await get('/clubs', tokens.superadmin)).statusCode).toBe(403);
    expect((await get('/clubs')).statusCode).toBe(401);
  });
});

describe('club create, read, edit', () => {
  it('creates a club with every field and its team, and answers it with its contacts', async () => {
    const created = await createClub({
      name: '  Vanløse IF ',
      teamId: sharedTeam.Football,
      description: 'Founded 1921',
      activeCampaignId: 7,
      owner: 'Vanløse IF A/S',
      city: 'Vanløse',
      state: 'Hovedstaden',
      address1: 'Vanløse Idrætspark 1',
      address2: '2720 Vanløse',
      annualRevenue: 'DKK 4 million',
      industry: 'Professional sports',
      email: 'info@vanlose.dk',
      fax: '+45 38 71 00 00',
      twitter: '@vanloseif',
      instagram: '@vanloseif',
      url: 'https://www.vanlose.dk',
    });
    expect(created.statusCode).toBe(201);
    const club = created.json<Club>();
    expect(club).toMatchObject({
      name: 'Vanløse IF',
      tenantName: 'Football',
      teamId: sharedTeam.Football,
      team: { name: TEAM_NAME, league: { name: `League of ${TEAM_NAME}`, countryName: '' } },
      activeCampaignId: 7,
      city: 'Vanløse',
      url: 'https://www.vanlose.dk',
      clubLogoUrl: null,
      contactsCount: 0,
      contacts: [],
    });
    expect((await addContact(club.id, { firstName: 'Åse', lastName: 'Bech' })).statusCode).toBe(201);
    const read = await get(`/clubs/${club.id}`, tokens.agent);
    expect(read.statusCode).toBe(200);
    expect(read.json<Club>()).toMatchObject({
      contactsCount: 1,
      contacts: [{ firstName: 'Åse', lastName: 'Bech', role: 'Scout' }],
    });
  });

  it('requires a name and refuses a team of another sport, naming the field', async () => {
    const before = await clubCount();
    expectValidationError(await createClub({ name: ' ' }), 'name', 'Field is mandatory');
    const foreignTeam = await createClub({ name: 'Mixed FC', teamId: sharedTeam['Handball - Men'] });
    expectValidationError(foreignTeam, 'teamId', 'Choose a team of this sport');
    const badMail = await createClub({ name: 'Mail FC', email: 'not-an-address' });
    expectValidationError(badMail, 'email', 'Enter a valid e-mail address');
    expect(await clubCount()).toBe(before);
    // The same club with a team of its own sport is fine.
    expect((await createClub({ name: 'Mixed FC', teamId: sharedTeam.Football })).statusCode).toBe(201);
  });

  it('changes only the fields sent, and a rename finds its contacts under the new name', async () => {
    const club = (await createClub({ name: 'Renamed Before', city: 'Aarhus' })).json<Club>();
    const contact = (await addContact(club.id)).json<Contact>();
    const patched = await send('PATCH', `/clubs/${club.id}`, tokens.admin, {
      name: 'Zwölf Renamed',
      teamId: sharedTeam.Football,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Club>()).toMatchObject({
      name: 'Zwölf Renamed',
      city: 'Aarhus',
      teamId: sharedTeam.Football,
    });
    const found = await get(`/contacts?tenantId=${football()}&page=1&filter=zwolf renamed`, tokens.admin);
    expect(found.json<Paginated<Contact>>().data.map((row) => row.id)).toEqual([contact.id]);

    const cleared = await send('PATCH', `/clubs/${club.id}`, tokens.admin, { teamId: null });
    expect(cleared.json<Club>()).toMatchObject({ teamId: null, team: null, name: 'Zwölf Renamed' });
  });

  it('refuses a User writing (403) and another sport’s admin addressing the club (404)', async () => {
    const club = (await createClub({ name: 'Guarded FC' })).json<Club>();
    const writes = [
      { method: 'POST', url: '/core/api/clubs', payload: { tenantId: football(), name: 'x' } },
      { method: 'PATCH', url: `/core/api/clubs/${club.id}`, payload: { name: 'x' } },
      { method: 'DELETE', url: `/core/api/clubs/${club.id}` },
    ] as const;
    for (const request of writes) {
      expect((await context.t.inject({ ...request, token: tokens.agent })).statusCode, request.method).toBe(
        403,
      );
    }
    expect((await get(`/clubs/${club.id}`, tokens.hockeyAdmin)).statusCode).toBe(404);
    for (const request of writes.slice(1)) {
      expect(
        (await context.t.inject({ ...request, token: tokens.hockeyAdmin })).statusCode,
        request.method,
      ).toBe(404);
    }
    const upload = await context.t.inject({
      method: 'POST',
      url: `/core/api/clubs/${club.id}/file`,
      token: tokens.hockeyAdmin,
      ...multipartBody([{ name: 'file', value: TINY_PNG, filename: 'logo.png' }]),
    });
    expect(upload.statusCode).toBe(404);
    // Creating in a sport the caller does not administer names no club: 403.
    expect((await createClub({ name: 'Intruder FC' }, tokens.hockeyAdmin)).statusCode).toBe(403);
    const unchanged = await get(`/clubs/${club.id}`, tokens.admin);
    expect(unchanged.json<Club>()).toMatchObject({ name: 'Guarded FC', deletedAt: null });
  });

  it('stores an uploaded logo and serves it; refuses what is not an image', async () => {
    const club = (await createClub({ name: 'Logo FC' })).json<Club>();
    const upload = await context.t.inject({
      method: 'POST',
      url: `/core/api/clubs/${club.id}/file`,
      token: tokens.admin,
      ...multipartBody([{ name: 'file', value: TINY_PNG, filename: 'logo.png', contentType: 'image/png' }]),
    });
    expect(upload.statusCode).toBe(200);
    const { clubLogoUrl } = upload.json<Club>();
    expect(clubLogoUrl).toMatch(/^resources\/clubs\/.+\.png$/);
    const served = await context.t.inject({ url: `/core/${clubLogoUrl}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const text = await context.t.inject({
      method: 'POST',
      url: `/core/api/clubs/${club.id}/file`,
      token: tokens.admin,
      ...multipartBody([
        { name: 'file', value: 'not an image', filename: 'logo.png', contentType: 'image/png' },
      ]),
    });
    expect(text.statusCode).toBe(415);
    expect((await get(`/clubs/${club.id}`, tokens.admin)).json<Club>().clubLogoUrl).toBe(clubLogoUrl);
  });
});

describe('deleting a club (soft)', () => {
  it('leaves lists, searches and new-record selectors, but still resolves by id', async () => {
    const club = (await createClub({ name: 'Quokka Deleted FC', city: 'Quokkaby' })).json<Club>();
    const contact = (await addContact(club.id)).json<Contact>();
    expect((await send('DELETE', `/clubs/${club.id}`, tokens.admin)).statusCode).toBe(204);

    expect((await listClubs(`tenantId=${football()}&page=1&filter=quokka`)).total).toBe(0);
    const search = await get(`/clubs/search/${football()}/quokka`, tokens.admin);
    expect(search.json()).toEqual([]);
    const options = async (query: string) =>
      (await get(`/clubs/forSearch/?tenantId=${football()}${query}`, tokens.agent))
        .json<ClubOption[]>()
        .filter((option) => option.id === club.id);
    expect(await options('&filterDeleted=true')).toEqual([]);
    expect(await options('')).toEqual([{ id: club.id, name: 'Quokka Deleted FC', deleted: true }]);
    expect(await options('&filterDeleted=false')).toHaveLength(1);

    const read = await get(`/clubs/${club.id}`, tokens.admin);
    expect(read.statusCode).toBe(200);
    expect(read.json<Club>().deletedAt).toMatch(/^\d{4}-/);
    const person = await get(`/contacts/${contact.id}`, tokens.admin);
    expect(person.json<Contact>().club).toEqual({ name: 'Quokka Deleted FC', deleted: true });

    // A deleted club is read-only: it exists so that references resolve.
    for (const request of [
      { method: 'PATCH', url: `/core/api/clubs/${club.id}`, payload: { name: 'Back' } },
      { method: 'DELETE', url: `/core/api/clubs/${club.id}` },
    ] as const) {
      expect((await context.t.inject({ ...request, token: tokens.admin })).statusCode).toBe(404);
    }
  });
});

describe('club lookups for selectors', () => {
  it('answers forSearch by name, without and with the trailing slash', async () => {
    for (const path of ['forSearch', 'forSearch/']) {
      const response = await get(`/clubs/${path}?tenantId=${hockey()}&filterDeleted=true`, tokens.agent);
      expect(response.statusCode).toBe(200);
      const options = response.json<ClubOption[]>();
      expect(options.length).toBeGreaterThanOrEqual(40);
      expect(options[0]).toEqual({ id: expect.any(String), name: expect.any(String), deleted: false });
    }
    expect((await get('/clubs/forSearch', tokens.agent)).statusCode).toBe(400);
  });

  it('searches a sport’s clubs, at most 20', async () => {
    const found = await get(`/clubs/search/${hockey()}/herning`, tokens.hockeyAdmin);
    expect(found.statusCode).toBe(200);
    expect(found.json<Club[]>().map((club) => club.name)).toEqual(['Herning Blue Fox']);
    const many = await get(`/clubs/search/${hockey()}/e`, tokens.hockeyAdmin);
    expect(many.json<Club[]>()).toHaveLength(20);
  });
});

describe('club CSV', () => {
  const { exportCsv, importCsv } = catalogueCsv(context, 'clubs');

  it('exports the columns and reproduces the clubs when imported into another sport', async () => {
    const tag = `Trip${randomBytes(3).toString('hex')}`;
    await createClub({
      name: `${tag} Ærøskøbing`,
      teamId: sharedTeam.Football,
      city: 'Ærøskøbing',
      description: 'Says "hej", twice; and\nbreaks lines',
      activeCampaignId: 12,
      email: 'info@aeroe.dk',
    });
    await createClub({ name: `${tag} Östersund`, city: 'Östersund' });
    const exported = await exportCsv(football(), tag);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="clubs.csv"');
    const lines = exported.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFname,team,city,state,address1,address2,email,url,owner,industry,annualRevenue,fax,twitter,instagram,description,activeCampaignId',
    );
    expect(exported.body).toContain(TEAM_NAME);

    const handball = sport['Handball - Men'] ?? '';
    const imported = await importCsv(handball, exported.body);
    expect(imported.json()).toEqual({ imported: 2 });
    const again = await exportCsv(handball, tag);
    expect(again.body).toBe(exported.body);
    const [copy] = await context.t.database.db
      .select()
      .from(clubs)
      .where(and(eq(clubs.tenantId, handball), like(clubs.name, `${tag} Æ%`)));
    expect(copy).toMatchObject({ teamId: sharedTeam['Handball - Men'], activeCampaignId: 12 });
  });

  it('writes nothing when a row is bad, and says which rows', async () => {
    const before = await clubCount(football());
    const csv = [
      'name;team;email;activeCampaignId',
      'Good Club;;;',
      `Unknown Team Club;No Such Team;;`,
      ';;;',
      'Bad Mail Club;;nope;x',
    ].join('\r\n');
    const response = await importCsv(football(), csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The file has errors; nothing was imported',
      errors: [
        { description: 'Row 5, email: Enter a valid e-mail address' },
        { description: 'Row 5, activeCampaignId: Enter a whole number above 0' },
      ],
    });
    const unknownTeam = await importCsv(football(), 'name,team\r\nGood Club,\r\nLost Club,No Such Team\r\n');
    expect(unknownTeam.json().errors).toEqual([
      { description: 'Row 3, team: No team named "No Such Team" in this sport' },
    ]);
    expect(await clubCount(football())).toBe(before);
  });

  it('imports only into a sport the caller administers', async () => {
    const csv = 'name\r\nSneaky Club\r\n';
    const before = await clubCount();
    expect((await importCsv(hockey(), csv)).statusCode).toBe(200);
    const refused = await context.t.inject({
      method: 'POST',
      url: `/core/api/clubs/csv?tenantId=${football()}`,
      token: tokens.hockeyAdmin,
      ...multipartBody([{ name: 'file', value: csv, filename: 'clubs.csv' }]),
    });
    expect(refused.statusCode).toBe(403);
    const noSport = await context.t.inject({
      method: 'POST',
      url: '/core/api/clubs/csv',
      token: tokens.admin,
      ...multipartBody([{ name: 'file', value: csv, filename: 'clubs.csv' }]),
    });
    expectValidationError(noSport, 'tenantId', 'Choose the sport to import into');
    expect(await clubCount()).toBe(before);
  });
});
