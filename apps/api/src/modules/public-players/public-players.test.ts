import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ClickRecord,
  MESSAGES,
  NO_NEED_POSITION,
  PUBLIC_PAGE_MESSAGES,
  type PublicPlayer,
  publicPlayerSchema,
  type WhoClickedEntry,
} from '@transferdesk/shared';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clubs,
  contacts,
  contractStatuses,
  playerClicks,
  playerLevels,
  positions,
  tenants,
  valutas,
} from '../../db/schema/index.ts';
import { planDemoClicks, seedDemoClicks } from '../../demo/demo-clicks.ts';
import { uniqueClientAddress } from '../../test/app.ts';
import { useTestContext } from '../../test/context.ts';
import { CLICK_LIMITS } from './click-limits.ts';

const API = '/core/api';
const PUBLIC_URL = 'https://desk.example.test';
const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Transferdesk</title></head><body><div id="root"></div></body></html>';

const webDist = mkdtempSync(path.join(tmpdir(), 'transferdesk-pins-'));
writeFileSync(path.join(webDist, 'index.html'), INDEX);
const context = useTestContext({ env: { WEB_DIST: webDist, PUBLIC_URL } });
const { get, send, tokens } = context;

interface Sport {
  id: string;
  clubId: string;
  clubName: string;
  position: { id: string; name: string };
  valutaId: string;
  levelId: string;
  statusId: string;
}
const sports: Record<'football' | 'hockey', Sport> = {
  football: {
    id: '',
    clubId: '',
    clubName: '',
    position: { id: '', name: '' },
    valutaId: '',
    levelId: '',
    statusId: '',
  },
  hockey: {
    id: '',
    clubId: '',
    clubName: '',
    position: { id: '', name: '' },
    valutaId: '',
    levelId: '',
    statusId: '',
  },
};

async function loadSport(name: string): Promise<Sport> {
  const { db } = context.t.database;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name));
  const id = tenant?.id ?? '';
  const [club] = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.tenantId, id))
    .orderBy(asc(clubs.nameSort))
    .limit(1);
  const [position] = await db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(eq(positions.tenantId, id), ne(positions.name, NO_NEED_POSITION)))
    .orderBy(asc(positions.nameSort))
    .limit(1);
  const [valuta] = await db.select({ id: valutas.id }).from(valutas).where(eq(valutas.tenantId, id)).limit(1);
  const [level] = await db
    .select({ id: playerLevels.id })
    .from(playerLevels)
    .where(eq(playerLevels.tenantId, id))
    .limit(1);
  const [status] = await db
    .select({ id: contractStatuses.id })
    .from(contractStatuses)
    .where(eq(contractStatuses.tenantId, id))
    .limit(1);
  return {
    id,
    clubId: club?.id ?? '',
    clubName: club?.name ?? '',
    position: position ?? { id: '', name: '' },
    valutaId: valuta?.id ?? '',
    levelId: level?.id ?? '',
    statusId: status?.id ?? '',
  };
}

async function created(url: string, payload: Record<string, unknown>): Promise<string> {
  const response = await context.t.inject({ method: 'POST', url, token: tokens.admin, payload });
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** A new player of the sport with a public page, with private values that must never show. */
function newPlayer(sport: Sport, firstName: string, lastName: string) {
  return created(`${API}/players`, {
    tenantId: sport.id,
    firstName,
    lastName,
    positionContactIds: [sport.position.id],
    valutaId: sport.valutaId,
    playerLevelId: sport.levelId,
    contractStatusId: sport.statusId,
    minSalaryNetto: 12000,
    minSalaryBrutto: 20000,
    estTransfer: 500000,
  });
}

/** A new club contact of the sport. */
const newContact = (sport: Sport, firstName: string, lastName: string) =>
  created(`${API}/contacts`, { tenantId: sport.id, clubId: sport.clubId, firstName, lastName });

const click = (ClientId: string, PlayerID: string, remoteAddress = uniqueClientAddress()) =>
  context.t.inject({
    method: 'POST',
    url: `${API}/unauthorised/new_click`,
    payload: { ClientId, PlayerID },
    remoteAddress,
  });

async function clicksOf(playerId: string): Promise<number> {
  const [row] = await context.t.database.db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(playerClicks)
    .where(eq(playerClicks.playerId, playerId));
  return row?.n ?? 0;
}

beforeAll(async () => {
  sports.football = await loadSport('Football');
  sports.hockey = await loadSport('Icehockey');
});
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

describe('the public player page (D29)', () => {
  it('answers the fields of the public view and nothing private, without a sign-in', async () => {
    const id = await newPlayer(sports.football, 'Public', 'Page');
    const response = await get(`/unauthorised/player/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const player = response.json<PublicPlayer>();
    expect(Object.keys(player).sort()).toEqual(Object.keys(publicPlayerSchema.shape).sort());
    for (const key of ['minSalaryNetto', 'minSalaryBrutto', 'estTransfer', 'contracts', 'notes']) {
      expect(player, key).not.toHaveProperty(key);
    }
    expect(Object.keys(player).some((key) => /priorit|exclusion/i.test(key))).toBe(false);
    expect(response.body).not.toContain('500000');
    expect(player).toMatchObject({
      id,
      tenantId: sports.football.id,
      tenantName: 'Football',
      firstName: 'Public',
      lastName: 'Page',
      positions: [expect.objectContaining({ name: sports.football.position.name })],
    });
  });

  it('is 404 for a deleted player, a hidden one, an unknown id and a malformed id', async () => {
    const deleted = await newPlayer(sports.football, 'Deleted', 'Player');
    expect((await send('DELETE', `/players/${deleted}`, tokens.admin)).statusCode).toBe(204);
    const hidden = await newPlayer(sports.football, 'Hidden', 'Player');
    await context.t.database.db.update(contacts).set({ includeInApp: false }).where(eq(contacts.id, hidden));
    const contact = await newContact(sports.football, 'Not', 'A player');
    for (const id of [
      deleted,
      hidden,
      contact,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      "1'or'1",
    ]) {
      const response = await get(`/unauthorised/player/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ error: MESSAGES.notFound });
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
  });
});

describe('clicks (D15, D16)', () => {
  it('records one click per call and counts it in both who-clicked lists', async () => {
    const player = await newPlayer(sports.football, 'Clicked', 'Player');
    const keen = await newContact(sports.football, 'Keen', 'Scout');
    const once = await newContact(sports.football, 'Once', 'Looker');
    for (const contact of [keen, keen, once]) {
      const response = await click(contact, player);
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe('');
    }
    expect(await clicksOf(player)).toBe(3);

    const who = await get(`/unauthorised/WhoClickedFull/${sports.football.id}/${player}`, tokens.agent);
    expect(who.statusCode, who.body).toBe(200);
    expect(who.headers['x-robots-tag']).toBe('noindex');
    expect(who.json<WhoClickedEntry[]>()).toEqual([
      { id: keen, name: 'Keen Scout', club: sports.football.clubName, clicks: 2 },
      { id: once, name: 'Once Looker', club: sports.football.clubName, clicks: 1 },
    ]);

    const onWhom = await get(`/unauthorised/OnWhomClickedFull/${sports.football.id}/${keen}`, tokens.agent);
    expect(onWhom.statusCode, onWhom.body).toBe(200);
    expect(onWhom.json<WhoClickedEntry[]>()).toEqual([
      { id: player, name: 'Clicked Player', club: '', clicks: 2 },
    ]);

    const records = await get(`/unauthorised/clicks/${sports.football.id}/${player}`, tokens.agent);
    expect(records.statusCode, records.body).toBe(200);
    const list = records.json<ClickRecord[]>();
    expect(list).toHaveLength(3);
    expect(list.every((record) => record.playerId === player)).toBe(true);
    const times = list.map((record) => record.clickedAt);
    expect(times).toEqual([...times].sort().reverse());

    const ofContact = await get(`/unauthorised/clicks/${sports.football.id}/${keen}`, tokens.agent);
    expect(ofContact.json<ClickRecord[]>().map((record) => record.contactId)).toEqual([keen, keen]);
    const whoClicked = await get(`/unauthorised/WhoClicked/${player}`, tokens.agent);
    expect(whoClicked.json<ClickRecord[]>()).toEqual(list);
    const onWhomClicked = await get(`/unauthorised/OnWhomClicked/${once}`, tokens.agent);
    expect(onWhomClicked.json<ClickRecord[]>().map((record) => [record.contactId, record.playerId])).toEqual([
      [once, player],
    ]);
  });

  it('counts a reload from the same address once', async () => {
    const player = await newPlayer(sports.football, 'Reloaded', 'Player');
    const contact = await newContact(sports.football, 'Reload', 'Storm');
    const address = uniqueClientAddress();
    for (let reload = 0; reload < 3; reload += 1) {
      expect((await click(contact, player, address)).statusCode).toBe(204);
    }
    expect(await clicksOf(player)).toBe(1);
    expect((await click(contact, player)).statusCode).toBe(204);
    expect(await clicksOf(player)).toBe(2);
  });

  it('refuses a click across sports, by a player, by a deleted contact or on a hidden player, recording nothing', async () => {
    const player = await newPlayer(sports.football, 'Football', 'Only');
    const hockeyContact = await newContact(sports.hockey, 'Hockey', 'Scout');
    const otherPlayer = await newPlayer(sports.football, 'Not', 'A client');
    const gone = await newContact(sports.football, 'Gone', 'Scout');
    expect((await send('DELETE', `/contacts/${gone}`, tokens.admin)).statusCode).toBe(204);
    const hidden = await newPlayer(sports.football, 'Hidden', 'Clicked');
    await context.t.database.db.update(contacts).set({ includeInApp: false }).where(eq(contacts.id, hidden));
    const footballContact = await newContact(sports.football, 'Football', 'Scout');

    for (const [clientId, playerId] of [
      [hockeyContact, player],
      [otherPlayer, player],
      [gone, player],
      [footballContact, hidden],
      [footballContact, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await click(clientId, playerId);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.notFound });
    }
    expect(await clicksOf(player)).toBe(0);
    expect(await clicksOf(hidden)).toBe(0);

    const malformed = await context.t.inject({
      method: 'POST',
      url: `${API}/unauthorised/new_click`,
      payload: { ClientId: 'nope', PlayerID: player },
      remoteAddress: uniqueClientAddress(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.stringMatching(/^ClientId: /)]);
  });

  it('needs the XSRF cookie and header like every other write', async () => {
    const player = await newPlayer(sports.football, 'Xsrf', 'Player');
    const contact = await newContact(sports.football, 'Xsrf', 'Scout');
    const response = await context.t.inject({
      method: 'POST',
      url: `${API}/unauthorised/new_click`,
      payload: { ClientId: contact, PlayerID: player },
      withoutXsrf: true,
    });
    expect(response.statusCode).toBe(403);
    expect(await clicksOf(player)).toBe(0);
    // What the public page does: its GET of the player hands out the cookie it then echoes.
    const page = await get(`/unauthorised/player/${player}`);
    expect(String(page.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
  });

  it(`answers 429 with Retry-After after ${CLICK_LIMITS.addressClicks} clicks from one address`, async () => {
    const player = await newPlayer(sports.football, 'Popular', 'Player');
    const contact = await newContact(sports.football, 'Busy', 'Script');
    const address = uniqueClientAddress();
    for (let attempt = 0; attempt < CLICK_LIMITS.addressClicks; attempt += 1) {
      expect((await click(contact, player, address)).statusCode).toBe(204);
    }
    const refused = await click(contact, player, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: PUBLIC_PAGE_MESSAGES.tooManyClicks });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(CLICK_LIMITS.addressWindowMs / 1000);
    expect(await clicksOf(player)).toBe(1);
    // Another address is not held back by this one.
    expect((await click(contact, player)).statusCode).toBe(204);
  });
});

describe('the click lists need a signed-in member of the sport (D16)', () => {
  let player: string;
  let contact: string;
  const urls = () => [
    `${API}/unauthorised/WhoClickedFull/${sports.football.id}/${player}`,
    `${API}/unauthorised/OnWhomClickedFull/${sports.football.id}/${contact}`,
    `${API}/unauthorised/clicks/${sports.football.id}/${player}`,
    `${API}/unauthorised/WhoClicked/${player}`,
    `${API}/unauthorised/OnWhomClicked/${contact}`,
  ];
  beforeAll(async () => {
    player = await newPlayer(sports.football, 'Listed', 'Player');
    contact = await newContact(sports.football, 'Listed', 'Scout');
    expect((await click(contact, player)).statusCode).toBe(204);
  });

  it('refuses a caller without a token (401)', async () => {
    for (const url of urls()) {
      const response = await context.t.inject({ url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("answers another sport's TenantAdmin 404, as if the rows did not exist", async () => {
    for (const url of urls()) {
      const response = await context.t.inject({ url, token: tokens.hockeyAdmin });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.notFound });
    }
  });

  it('refuses a Superadmin of no sport (403)', async () => {
    for (const url of urls())
      expect((await context.t.inject({ url, token: tokens.superadmin })).statusCode, url).toBe(403);
  });

  it("is 404 when the path names another sport than the row's, even for a member of both", async () => {
    for (const url of [
      `${API}/unauthorised/WhoClickedFull/${sports.hockey.id}/${player}`,
      `${API}/unauthorised/OnWhomClickedFull/${sports.hockey.id}/${contact}`,
      `${API}/unauthorised/clicks/${sports.hockey.id}/${player}`,
      // A contact is not a player, and a player not a contact.
      `${API}/unauthorised/WhoClickedFull/${sports.football.id}/${contact}`,
      `${API}/unauthorised/OnWhomClicked/${player}`,
    ]) {
      expect((await context.t.inject({ url, token: tokens.admin })).statusCode, url).toBe(404);
    }
  });

  it('answers the sport’s User and TenantAdmin', async () => {
    for (const token of [tokens.agent, tokens.admin]) {
      for (const url of urls()) {
        const response = await context.t.inject({ url, token });
        expect(response.statusCode, url).toBe(200);
        expect(response.json<unknown[]>(), url).toHaveLength(1);
      }
    }
  });

  it('answers 400 for a malformed id', async () => {
    const response = await get(`/unauthorised/WhoClicked/nope`, tokens.admin);
    expect(response.statusCode).toBe(400);
  });
});

describe('the demo clicks', () => {
  it('give every sport club contacts who clicked visible players of their own sport', async () => {
    const rows = (
      (await context.t.database.db.execute(sql`
        select t.name as sport, count(*)::int as clicks, count(distinct pc.contact_id)::int as contacts,
          count(*) filter (where c.tenant_id <> pc.tenant_id or p.tenant_id <> pc.tenant_id or c.is_player
            or not p.is_player or not p.include_in_app or c.club_id is null)::int as wrong
        from player_clicks pc join tenants t on t.id = pc.tenant_id
          join contacts c on c.id = pc.contact_id join contacts p on p.id = pc.player_id
        group by t.name order by t.name`)) as unknown as {
        rows: { sport: string; clicks: number; contacts: number; wrong: number }[];
      }
    ).rows;
    expect(rows.map((row) => row.sport)).toEqual([
      'Football',
      'Handball - Men',
      'Handball - Women',
      'Icehockey',
    ]);
    for (const row of rows) {
      expect(row.wrong, row.sport).toBe(0);
      expect(row.contacts, row.sport).toBeGreaterThanOrEqual(5);
      expect(row.clicks, row.sport).toBeGreaterThanOrEqual(15);
    }
  });

  it('are added once: a second run adds nothing, and the same day plans the same clicks', async () => {
    const before = await context.t.database.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(playerClicks);
    expect(await seedDemoClicks(context.t.database.db)).toEqual({ clicks: 0 });
    const after = await context.t.database.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(playerClicks);
    expect(after).toEqual(before);
    const contactIds = Array.from({ length: 20 }, (_, index) => `contact ${index}`);
    const playerIds = Array.from({ length: 40 }, (_, index) => `player ${index}`);
    const today = new Date('2030-03-01T12:00:00Z');
    const plan = planDemoClicks('Football', contactIds, playerIds, today);
    expect(planDemoClicks('Football', contactIds, playerIds, today)).toEqual(plan);
    expect(plan.every((row) => row.clickedAt < today)).toBe(true);
  });

  it("show in a demo player's who-clicked list, most clicks first", async () => {
    const [busiest] = await context.t.database.db
      .select({ playerId: playerClicks.playerId, tenantId: playerClicks.tenantId })
      .from(playerClicks)
      .innerJoin(contacts, and(eq(contacts.id, playerClicks.contactId), isNotNull(contacts.clubId)))
      .where(eq(playerClicks.tenantId, sports.hockey.id))
      .groupBy(playerClicks.playerId, playerClicks.tenantId)
      .orderBy(sql`count(distinct ${playerClicks.contactId}) desc`)
      .limit(1);
    const response = await get(
      `/unauthorised/WhoClickedFull/${busiest?.tenantId}/${busiest?.playerId}`,
      tokens.hockeyAdmin,
    );
    const list = response.json<WhoClickedEntry[]>();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((entry) => entry.club !== '' && entry.name !== '')).toBe(true);
    const counts = list.map((entry) => entry.clicks);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('link previews of /pins/ pages (D29)', () => {
  it('gives the page the player’s title and Open Graph tags, escaped, and noindex', async () => {
    const id = await newPlayer(sports.football, 'Zoë <b>', 'O"Neil & Co');
    const contact = await newContact(sports.football, 'Preview', 'Scout');
    const url = `/pins/Football/${encodeURIComponent('Zoë <b> O"Neil & Co')}/${contact}/${id}`;
    const response = await context.t.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const html = response.body;
    const title = `Zoë &lt;b&gt; O&quot;Neil &amp; Co – ${sports.football.position.name} – Football`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<title>Transferdesk</title>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(
      `<meta property="og:description" content="${sports.football.position.name} – Football" />`,
    );
    expect(html).toContain('<meta property="og:type" content="profile" />');
    // No picture: the company logo.
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/core/api/company/logo" />`);
    expect(html).toContain('<div id="root"></div>');
    // Opening the page is no click: the page itself calls new_click.
    expect(await clicksOf(id)).toBe(0);
  });

  it("uses the player's picture as an absolute image address", async () => {
    const [player] = await context.t.database.db
      .select({ id: contacts.id, picturePath: contacts.picturePath })
      .from(contacts)
      .where(
        and(
          eq(contacts.tenantId, sports.hockey.id),
          eq(contacts.isPlayer, true),
          eq(contacts.includeInApp, true),
          isNotNull(contacts.picturePath),
        ),
      )
      .limit(1);
    const response = await context.t.inject({ url: `/pins/Icehockey/Someone/cv/${player?.id}` });
    expect(response.body).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/core/${player?.picturePath}" />`,
    );
  });

  it('answers an unknown, hidden or malformed player with the plain page, still noindex', async () => {
    const hidden = await newPlayer(sports.football, 'Hidden', 'Preview');
    await context.t.database.db.update(contacts).set({ includeInApp: false }).where(eq(contacts.id, hidden));
    for (const url of [
      `/pins/Football/Hidden%20Preview/cv/${hidden}`,
      '/pins/Football/Nobody/cv/00000000-0000-4000-8000-000000000000',
      '/pins/Football/John%20Jr./cv/123',
      '/pins/Football',
    ]) {
      const response = await context.t.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, url).toContain('<title>Transferdesk</title>');
      expect(response.body, url).not.toContain('og:title');
    }
  });
});
