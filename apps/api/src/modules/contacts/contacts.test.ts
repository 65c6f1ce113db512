import { randomBytes } from 'node:crypto';
import {
  type Club,
  type Contact,
  type Paginated,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MESSAGES,
} from '@transferdesk/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema/index.ts';
import { IMPORT_BATCH } from '../../lib/csv-import-rules.ts';
import { catalogueCsv } from '../../test/catalogue-helpers.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { multipartBody, TINY_PNG } from '../../test/multipart.ts';

const context = useTestContext();
const { get, send, tokens, sport } = context;

const football = () => sport.Football ?? '';
const contactCount = async () =>
  (await context.t.database.db.select({ total: count() }).from(contacts))[0]?.total ?? 0;
const handball = () => sport['Handball - Men'] ?? '';

const createClub = async (name: string, tenantId = football()) => {
  const response = await send('POST', '/clubs', tokens.admin, { tenantId, name });
  expect(response.statusCode).toBe(201);
  return response.json<Club>();
};
const createContact = (payload: Record<string, unknown>, token = tokens.admin) =>
  send('POST', '/contacts', token, { tenantId: football(), ...payload });
const patchContact = (id: string, payload: Record<string, unknown>, token = tokens.admin) =>
  send('PATCH', `/contacts/${id}`, token, payload);
const listContacts = async (query: string, token = tokens.admin) => {
  const response = await get(`/contacts?${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<Paginated<Contact>>();
};

describe('the contact list', () => {
  it('shows the sport’s contacts with role, club and tenant, ten to a page by first name', async () => {
    const page = await listContacts(`tenantId=${football()}&page=1`);
    expect(page.total).toBeGreaterThanOrEqual(150);
    expect(page.perPage).toBe(10);
    expect(page.data).toHaveLength(10);
    for (const contact of page.data) {
      expect(contact).toMatchObject({ tenantId: football(), tenant: { name: 'Football' } });
      expect(contact.role).not.toBe('');
      expect(contact.club).toEqual({ name: expect.any(String), deleted: false });
    }
  });

  it('sorts by height, weight and date of birth', async () => {
    for (const sort of ['height', 'weight'] as const) {
      const tallest = await listContacts(`tenantId=${football()}&page=1&take=20&sort=${sort}&direction=desc`);
      const values = tallest.data.map((contact) => contact[sort]);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(values[0]).toBeGreaterThan(0);
    }
    const oldest = await listContacts(`tenantId=${football()}&page=1&take=20&sort=dateOfBirth`);
    const births = oldest.data.map((contact) => contact.dateOfBirth ?? '');
    expect(births).toEqual([...births].sort());
  });

  it('filters on name, e-mail, role and club, ignoring case and accents', async () => {
    const club = await createClub(`Brønshøj ${randomBytes(2).toString('hex')}`);
    const created = await createContact({
      clubId: club.id,
      firstName: 'Søren',
      lastName: 'Østergaard-Zyx',
      email: 'soren.zyx@bronshoj.dk',
      role: 'Kitman Zyx',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Contact>();
    for (const filter of [
      'OSTERGAARD-zyx',
      'soren.zyx@',
      'kitman zyx',
      club.name.toUpperCase().replace('Ø', 'O'),
    ]) {
      const found = await listContacts(`tenantId=${football()}&page=1&filter=${encodeURIComponent(filter)}`);
      expect(
        found.data.map((contact) => contact.id),
        filter,
      ).toEqual([id]);
    }
  });

  it('leaves players out (D8): they are served at /players', async () => {
    const [player] = await context.t.database.db
      .insert(contacts)
      .values({
        tenantId: football(),
        isPlayer: true,
        firstName: 'Player',
        lastName: 'Pqxz',
        nameSort: 'player pqxz',
        searchKey: 'player pqxz',
      })
      .returning({ id: contacts.id });
    expect((await listContacts(`tenantId=${football()}&page=1&filter=pqxz`)).total).toBe(0);
    expect((await get(`/contacts/${player?.id}`, tokens.admin)).statusCode).toBe(404);
    expect((await patchContact(player?.id ?? '', { firstName: 'x' })).statusCode).toBe(404);
  });

  it('refuses another sport’s list (403) and lists only the caller’s sports without tenantId', async () => {
    expect((await get(`/contacts?tenantId=${football()}`, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await get(`/contacts/search/${football()}/a`, tokens.hockeyAdmin)).statusCode).toBe(403);
    const own = await listContacts('page=1&take=100', tokens.hockeyAdmin);
    expect(new Set(own.data.map((contact) => contact.tenant.name))).toEqual(new Set(['Icehockey']));
    // A User of the sport reads (agents pick contacts in their own forms).
    expect((await listContacts(`tenantId=${football()}&page=1`, tokens.agent)).total).toBeGreaterThanOrEqual(
      150,
    );
  });

  it("narrows to one club's contacts with clubId, and names a malformed clubId", async () => {
    const club = await createClub(`Narrowed FC ${randomBytes(3).toString('hex')}`);
    for (const lastName of ['Ahl', 'Berg']) {
      expect((await createContact({ clubId: club.id, lastName, role: 'Scout' })).statusCode).toBe(201);
    }
    const atClub = await listContacts(`tenantId=${football()}&clubId=${club.id}&page=1`);
    expect(atClub.total).toBe(2);
    expect(atClub.data.map((contact) => contact.lastName)).toEqual(['Ahl', 'Berg']);
    // Another sport's admin learns nothing about the club's people.
    const foreign = await listContacts(`clubId=${club.id}&page=1`, tokens.hockeyAdmin);
    expect(foreign.total).toBe(0);
    expectValidationError(await get(`/contacts?clubId=nope`, tokens.admin), 'clubId', 'Not a valid id');
    // A well-formed id of no club is no error: nobody is at it.
    expect((await listContacts(`clubId=${crypto.randomUUID()}&page=1`)).total).toBe(0);
  });
});

describe('contact create, read, edit, delete', () => {
  it('creates a contact with every field and answers it', async () => {
    const club = await createClub('Hellerup IK');
    const response = await createContact({
      clubId: club.id,
      firstName: ' Jørgen ',
      lastName: 'Kjær',
      email: 'jorgen@hik.dk',
      phoneNumber: '+45 23 45 67 89',
      accountName: 'Hellerup IK',
      jobTitle: 'Sportschef',
      role: 'Sports Director',
      whatsapp: '+45 23 45 67 89',
      twitter: '@jk',
      instagram: '@jk',
      facebook: 'jk',
      tikTok: '@jk',
      agent1: 'Agent A||Agent B',
      agent2: '',
      playerCVLink: 'https://example.test/cv',
      description: '<p>Knows <strong>everyone</strong></p>',
      mandate: true,
      pinsPriority: 'B',
      includeInApp: false,
      contractType: 'Mandate',
      transferMarket: 'https://www.transfermarkt.com/x',
      dateOfBirth: '1971-04-30',
      nationality: 'Denmark',
      maritalStatus: 'Married',
      numberOfKids: 2,
      rightyLefty: 'Left',
      height: 186,
      weight: 84,
      eliteProspects: '',
    });
    expect(response.statusCode).toBe(201);
    const contact = response.json<Contact>();
    expect(contact).toMatchObject({
      clubId: club.id,
      club: { name: 'Hellerup IK', deleted: false },
      tenant: { name: 'Football' },
      firstName: 'Jørgen',
      agent1: 'Agent A||Agent B',
      playerCVLink: 'https://example.test/cv',
      description: '<p>Knows <strong>everyone</strong></p>',
      mandate: true,
      pinsPriority: 'B',
      includeInApp: false,
      contractType: 'Mandate',
      dateOfBirth: '1971-04-30',
      maritalStatus: 'Married',
      numberOfKids: 2,
      rightyLefty: 'Left',
      height: 186,
      weight: 84,
      pictureUrl: null,
    });
    const read = await get(`/contacts/${contact.id}`, tokens.agent);
    expect(read.json<Contact>()).toEqual(contact);
    const atClub = await get(`/clubs/${club.id}`, tokens.admin);
    expect(atClub.json<Club>()).toMatchObject({ contactsCount: 1, contacts: [{ id: contact.id }] });
  });

  it('requires a first or last name, and a club of the sport that is not deleted', async () => {
    const before = await contactCount();
    const nameless = await createContact({ email: 'x@example.test' });
    expectValidationError(nameless, 'firstName', 'Enter a first or last name');
    expect(await contactCount()).toBe(before);
    expect((await createContact({ lastName: 'Only' })).statusCode).toBe(201);

    const foreign = await createClub('Foreign Club', handball());
    const wrongSport = await createContact({ firstName: 'A', clubId: foreign.id });
    expectValidationError(wrongSport, 'clubId', 'Choose a club of this sport');

    const gone = await createClub('Gone Club');
    await send('DELETE', `/clubs/${gone.id}`, tokens.admin);
    const deletedClub = await createContact({ firstName: 'A', clubId: gone.id });
    expectValidationError(deletedClub, 'clubId', 'The club has been deleted; choose another');

    const tooTall = await createContact({ firstName: 'A', height: 300, weight: -1 });
    expect(tooTall.statusCode).toBe(400);
    expect(tooTall.json().errors).toEqual(['height: At most 260 cm', 'weight: Cannot be negative']);
    // Only the contact with a last name was stored.
    expect(await contactCount()).toBe(before + 1);
  });

  it('changes only the fields sent and keeps a name on the merged contact', async () => {
    const contact = (
      await createContact({ firstName: 'Kari', lastName: 'Moen', role: 'Scout' })
    ).json<Contact>();
    const noName = await patchContact(contact.id, { lastName: '' });
    expect(noName.statusCode).toBe(200);
    expect(noName.json<Contact>()).toMatchObject({ firstName: 'Kari', lastName: '', role: 'Scout' });
    const empty = await patchContact(contact.id, { firstName: '  ' });
    expectValidationError(empty, 'firstName', 'Enter a first or last name');
    expect((await get(`/contacts/${contact.id}`, tokens.admin)).json<Contact>().firstName).toBe('Kari');

    const club = await createClub('Moen Club');
    const moved = await patchContact(contact.id, { clubId: club.id, height: 170 });
    expect(moved.json<Contact>()).toMatchObject({
      firstName: 'Kari',
      club: { name: 'Moen Club' },
      height: 170,
    });
    const found = await listContacts(`tenantId=${football()}&page=1&filter=moen club`);
    expect(found.data.map((row) => row.id)).toEqual([contact.id]);
  });

  it('keeps a club deleted meanwhile when the form sends it back unchanged', async () => {
    const club = await createClub('Fading Club');
    const contact = (await createContact({ firstName: 'Ulf', clubId: club.id })).json<Contact>();
    await send('DELETE', `/clubs/${club.id}`, tokens.admin);
    const edited = await patchContact(contact.id, { clubId: club.id, role: 'Coach' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Contact>()).toMatchObject({
      role: 'Coach',
      club: { name: 'Fading Club', deleted: true },
    });
  });

  it('sanitises a stored-XSS description on create and edit', async () => {
    const attack = '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    const created = (await createContact({ firstName: 'Xss', description: attack })).json<Contact>();
    const edited = (
      await patchContact(created.id, { description: `<p onclick="alert(1)">y</p>${attack}` })
    ).json<Contact>();
    for (const description of [created.description, edited.description]) {
      expect(description).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
      expect(description).toContain('x</a>');
    }
  });

  it('refuses a date of birth before 1900 (year 0000 failed in PostgreSQL), naming the field', async () => {
    for (const dateOfBirth of ['0000-01-01', '1899-12-31']) {
      const response = await createContact({ firstName: 'Old', dateOfBirth });
      expectValidationError(response, 'dateOfBirth', 'Enter a date between 1900-01-01 and 2100-12-31');
    }
    const contact = (await createContact({ firstName: 'Born', dateOfBirth: '1900-01-01' })).json<Contact>();
    expect(contact.dateOfBirth).toBe('1900-01-01');
    const edited = await patchContact(contact.id, { dateOfBirth: '0000-01-01' });
    expectValidationError(edited, 'dateOfBirth', 'Enter a date between 1900-01-01 and 2100-12-31');
    expect((await get(`/contacts/${contact.id}`, tokens.admin)).json<Contact>().dateOfBirth).toBe(
      '1900-01-01',
    );
  });

  it('refuses a description nested deeper than the sanitiser is given, before sanitising it', async () => {
    const deep = `${'<b>'.repeat(RICH_TEXT_MAX_DEPTH + 1)}x`;
    const before = await contactCount();
    const response = await createContact({ firstName: 'Deep', description: deep });
    expectValidationError(response, 'description', RICH_TEXT_MESSAGES.tooDeep);
    const long = await createContact({ firstName: 'Long', description: 'x'.repeat(20_001) });
    expectValidationError(long, 'description', 'At most 20,000 characters');
    expect(await contactCount()).toBe(before);
  });

  it('stores an uploaded picture', async () => {
    const contact = (await createContact({ firstName: 'Pic' })).json<Contact>();
    const upload = await context.t.inject({
      method: 'POST',
      url: `/core/api/contacts/${contact.id}/file`,
      token: tokens.admin,
      ...multipartBody([{ name: 'file', value: TINY_PNG, filename: 'me.png', contentType: 'image/png' }]),
    });
    expect(upload.statusCode).toBe(200);
    const { pictureUrl } = upload.json<Contact>();
    expect(pictureUrl).toMatch(/^resources\/contacts\/.+\.png$/);
    expect((await context.t.inject({ url: `/core/${pictureUrl}` })).statusCode).toBe(200);
  });

  it('deletes softly: gone from lists, searches and "Contacts: N", still readable by id', async () => {
    const club = await createClub('Counting Club');
    const keep = (await createContact({ firstName: 'Keep', clubId: club.id })).json<Contact>();
    const drop = (await createContact({ firstName: 'Dropqz', clubId: club.id })).json<Contact>();
    expect((await send('DELETE', `/contacts/${drop.id}`, tokens.admin)).statusCode).toBe(204);
    expect((await listContacts(`tenantId=${football()}&page=1&filter=dropqz`)).total).toBe(0);
    const search = await get(`/contacts/search/${football()}/dropqz`, tokens.admin);
    expect(search.json()).toEqual([]);
    const atClub = (await get(`/clubs/${club.id}`, tokens.admin)).json<Club>();
    expect(atClub).toMatchObject({ contactsCount: 1, contacts: [{ id: keep.id }] });
    const listed = await get(`/clubs?tenantId=${football()}&page=1&filter=counting club`, tokens.admin);
    expect(listed.json<Paginated<Club>>().data[0]?.contactsCount).toBe(1);

    expect(keep.deletedAt).toBeNull();
    const gone = await get(`/contacts/${drop.id}`, tokens.admin);
    expect(gone.statusCode).toBe(200);
    expect(Date.parse(gone.json<Contact>().deletedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(drop.createdAt),
    );
    expect((await patchContact(drop.id, { firstName: 'Back' })).statusCode).toBe(404);
    expect((await send('DELETE', `/contacts/${drop.id}`, tokens.admin)).statusCode).toBe(404);
  });

  it('refuses a User writing (403) and another sport’s admin addressing the contact (404)', async () => {
    const contact = (await createContact({ firstName: 'Guarded' })).json<Contact>();
    expect((await createContact({ firstName: 'x' }, tokens.agent)).statusCode).toBe(403);
    expect((await patchContact(contact.id, { firstName: 'x' }, tokens.agent)).statusCode).toBe(403);
    expect((await createContact({ firstName: 'x' }, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await get(`/contacts/${contact.id}`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await patchContact(contact.id, { firstName: 'x' }, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await send('DELETE', `/contacts/${contact.id}`, tokens.hockeyAdmin)).statusCode).toBe(404);
    const upload = await context.t.inject({
      method: 'POST',
      url: `/core/api/contacts/${contact.id}/file`,
      token: tokens.hockeyAdmin,
      ...multipartBody([{ name: 'file', value: TINY_PNG, filename: 'me.png' }]),
    });
    expect(upload.statusCode).toBe(404);
    expect((await get(`/contacts/${contact.id}`, tokens.admin)).json<Contact>().firstName).toBe('Guarded');
  });

  it('searches a sport’s contacts, at most 20', async () => {
    const found = await get(`/contacts/search/${football()}/head coach`, tokens.agent);
    expect(found.statusCode).toBe(200);
    const people = found.json<Contact[]>();
    expect(people).toHaveLength(20);
    expect(people.every((person) => person.role === 'Head Coach')).toBe(true);
  });
});

describe('contact CSV', () => {
  const { exportCsv, importCsv } = catalogueCsv(context, 'contacts');

  it('exports every scalar column and reproduces the contacts when imported into another sport', async () => {
    const tag = `Trip${randomBytes(3).toString('hex')}`;
    const clubName = `${tag} Ærø IF`;
    const club = await createClub(clubName);
    await createClub(clubName, handball());
    await createContact({
      clubId: club.id,
      firstName: 'Åsa',
      lastName: `${tag} Sjöberg`,
      role: 'Scout',
      email: 'asa@aero.dk',
      description: '<p>Says "hej", twice;</p>',
      mandate: true,
      pinsPriority: 'A',
      includeInApp: false,
      contractType: 'PinsPlayer',
      dateOfBirth: '1980-02-29',
      maritalStatus: 'Single',
      numberOfKids: 3,
      rightyLefty: 'Both',
      height: 181,
      weight: 77,
      agent1: 'One||Two',
    });
    await createContact({ lastName: `${tag} Clubless` });
    const exported = await exportCsv(football(), tag);
    expect(exported.statusCode).toBe(200);
    const [header] = exported.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFfirstName,lastName,club,role,jobTitle,email,phoneNumber,whatsapp,accountName,twitter,instagram,facebook,tikTok,agent1,agent2,playerCVLink,description,mandate,pinsPriority,includeInApp,contractType,transferMarket,dateOfBirth,nationality,maritalStatus,numberOfKids,rightyLefty,height,weight,eliteProspects',
    );
    expect(exported.body).toContain(clubName);

    const imported = await importCsv(handball(), exported.body);
    expect(imported.json()).toEqual({ imported: 2 });
    expect((await exportCsv(handball(), tag)).body).toBe(exported.body);
    const copies = await listContacts(`tenantId=${handball()}&page=1&filter=${tag}`);
    expect(copies.data.map((contact) => [contact.lastName, contact.club?.name ?? null])).toEqual([
      [`${tag} Sjöberg`, clubName],
      [`${tag} Clubless`, null],
    ]);
  });

  it('writes nothing when a row is bad, and says which rows', async () => {
    const before = await contactCount();
    const csv = [
      'firstName;lastName;club;email;height;mandate',
      'Good;Row;;;180;yes',
      ';;;;;',
      ';;;x@example.test;;',
      'Bad;Row;;nope;tall;maybe',
    ].join('\r\n');
    const response = await importCsv(football(), csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { description: 'Row 4, firstName: Enter a first or last name' },
      { description: 'Row 5, email: Enter a valid e-mail address' },
      { description: 'Row 5, mandate: Invalid input: expected boolean, received string' },
      { description: 'Row 5, height: Enter a number' },
    ]);
    const unknownClub = await importCsv(football(), 'firstName,club\r\nA,\r\nB,No Such Club\r\n');
    expect(unknownClub.json().errors).toEqual([
      { description: 'Row 3, club: No club named "No Such Club" in this sport' },
    ]);
    expect(await contactCount()).toBe(before);
  });

  it('writes none of the earlier batches when a row of the last batch is bad', async () => {
    const before = await contactCount();
    const tag = `Batch${randomBytes(3).toString('hex')}`;
    // 1,200 good rows fill the first batches, which are written before the last row is read.
    const good = Array.from({ length: IMPORT_BATCH * 2 + 200 }, (_, index) => `${tag};Row ${index}`);
    for (const [last, error] of [
      ['Lost;Row;No Such Club', 'Row 1202, club: No club named "No Such Club" in this sport'],
      ['Bad;Row;;nope', 'Row 1202, email: Enter a valid e-mail address'],
    ] as const) {
      const csv = ['firstName;lastName;club;email', ...good, last].join('\r\n');
      const response = await importCsv(football(), csv);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ description: error }]);
      expect(await contactCount()).toBe(before);
    }
  });

  it('imports only into a sport the caller administers', async () => {
    const refused = await context.t.inject({
      method: 'POST',
      url: `/core/api/contacts/csv?tenantId=${football()}`,
      token: tokens.hockeyAdmin,
      ...multipartBody([{ name: 'file', value: 'firstName\r\nSneaky\r\n', filename: 'contacts.csv' }]),
    });
    expect(refused.statusCode).toBe(403);
    const [row] = await context.t.database.db
      .select({ total: count() })
      .from(contacts)
      .where(eq(contacts.firstName, 'Sneaky'));
    expect(row?.total).toBe(0);
  });
});
