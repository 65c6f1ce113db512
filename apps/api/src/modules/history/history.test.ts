import type { HistoryChange, HistoryPage, Player } from '@transferdesk/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAsActor } from '../../db/audit-actor.ts';
import { queryRows } from '../../db/rows.ts';
import {
  auditEntries,
  contacts,
  playerLevels,
  playerPositions,
  positions,
  valutas,
} from '../../db/schema/index.ts';
import { useTestContext } from '../../test/context.ts';
import { multipartBody, TINY_PNG } from '../../test/multipart.ts';
import { uniqueTag } from '../../test/player-files.ts';
import { userIdOf } from '../../test/users.ts';
import { auditRetentionJob } from './retention-job.ts';

/**
 * D47: every write of a sport's data and of users is in the history, with who (and the impersonating
 * Superadmin), when, and each field old → new, written in the transaction of the save.
 */

const context = useTestContext();
const { get, send, tokens, sport } = context;
const db = () => context.t.database.db;
const football = () => sport.Football ?? '';

async function footballLookups() {
  const positionRows = await db()
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(eq(positions.tenantId, football()), ne(positions.name, 'No need')))
    .orderBy(asc(positions.nameSort));
  const [eur] = await db()
    .select({ id: valutas.id })
    .from(valutas)
    .where(and(eq(valutas.tenantId, football()), eq(valutas.name, 'EUR')));
  const [level] = await db()
    .select({ id: playerLevels.id })
    .from(playerLevels)
    .where(eq(playerLevels.tenantId, football()));
  return { positions: positionRows, eur: eur?.id ?? '', level: level?.id ?? '' };
}

async function newPlayer(token = tokens.agent) {
  const { positions: list, eur, level } = await footballLookups();
  const response = await send('POST', '/players', token, {
    tenantId: football(),
    firstName: 'Erik',
    lastName: uniqueTag(),
    positionContactIds: [list[0]?.id],
    valutaId: eur,
    playerLevelId: level,
    minSalaryNetto: 60000,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Player>();
}

async function historyOf(path: string, token = tokens.agent): Promise<HistoryChange[]> {
  const response = await get(`${path}/history`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HistoryPage>().data;
}

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const valueField = (change: HistoryChange | undefined, field: string) =>
  change?.fields.find((candidate) => candidate.field === field);

describe('the history of a player', () => {
  it('names who changed the minimum net salary, from what to what, in the currency of the player', async () => {
    const player = await newPlayer();
    const saved = await send('PATCH', `/players/${player.id}`, tokens.agent, { minSalaryNetto: 75000 });
    expect(saved.statusCode, saved.body).toBe(200);

    const [latest, ...older] = await historyOf(`/players/${player.id}`);
    expect(latest).toMatchObject({
      action: 'update',
      table: 'contacts',
      actor: { id: await userIdOf(db(), 'agent@demo.test'), name: 'Alex Agent' },
      impersonator: null,
      subject: { kind: 'player', id: player.id, name: `Erik ${player.lastName}` },
    });
    expect(latest?.fields).toEqual([
      { kind: 'value', field: 'min_salary_netto', old: 60000, new: 75000, unit: 'EUR' },
    ]);
    const created = older.find((change) => change.table === 'contacts');
    expect(created?.action).toBe('create');
    expect(valueField(created, 'first_name')).toMatchObject({ old: null, new: 'Erik' });
    // Sort and search keys and timestamps are derived, not changes anyone made.
    expect(created?.fields.map((field) => field.field)).not.toContain('search_key');
    expect(created?.fields.map((field) => field.field)).not.toContain('updated_at');
  });

  it('tells what a list gained and lost, and nothing when it is saved unchanged', async () => {
    const player = await newPlayer();
    const { positions: list } = await footballLookups();
    const [first, second] = list;
    await send('PATCH', `/players/${player.id}`, tokens.agent, { positionContactIds: [second?.id] });
    const [change] = await historyOf(`/players/${player.id}`);
    expect(change?.fields).toEqual([
      { kind: 'rows', field: 'player_positions', added: [second?.name], removed: [first?.name] },
    ]);

    const before = (await historyOf(`/players/${player.id}`)).length;
    await send('PATCH', `/players/${player.id}`, tokens.agent, { positionContactIds: [second?.id] });
    expect(await historyOf(`/players/${player.id}`)).toHaveLength(before);
  });

  it('says a picture was replaced, never its name or content', async () => {
    const player = await newPlayer();
    const upload = () =>
      context.t.inject({
        method: 'POST',
        url: `/core/api/players/${player.id}/file`,
        token: tokens.agent,
        ...multipartBody([{ name: 'file', value: TINY_PNG, filename: 'me.png', contentType: 'image/png' }]),
      });
    expect((await upload()).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(200);
    const [replaced, added] = await historyOf(`/players/${player.id}`);
    expect(replaced?.fields).toEqual([{ kind: 'file', field: 'picture_path', old: true, new: true }]);
    expect(added?.fields).toEqual([{ kind: 'file', field: 'picture_path', old: false, new: true }]);
    const stored = await db().select({ changes: auditEntries.changes }).from(auditEntries);
    expect(JSON.stringify(stored)).not.toContain('.png');
  });

  it('names the impersonating Superadmin beside the user he acted as', async () => {
    const player = await newPlayer();
    const started = await context.t.inject({
      method: 'POST',
      url: '/core/api/auth/impersonate',
      payload: { id: await userIdOf(db(), 'agent@demo.test') },
      // Its own sign-in: impersonating ends the session it starts from.
      token: await context.t.login('superadmin@demo.test'),
    });
    expect(started.statusCode, started.body).toBe(200);
    const asAgent = started.json<{ token: string }>().token;
    expect((await send('PATCH', `/players/${player.id}`, asAgent, { height: 181 })).statusCode).toBe(200);
    const [change] = await historyOf(`/players/${player.id}`);
    expect(change).toMatchObject({
      actor: { name: 'Alex Agent' },
      impersonator: { id: await userIdOf(db(), 'superadmin@demo.test'), name: 'Sam Superadmin' },
    });
  });

  it('keeps no entry of a save that was rolled back', async () => {
    const player = await newPlayer();
    const count = async () =>
      (
        await db()
          .select({ id: auditEntries.id })
          .from(auditEntries)
          .where(eq(auditEntries.subjectId, player.id))
      ).length;
    const before = await count();
    const agentId = await userIdOf(db(), 'agent@demo.test');
    await expect(
      runAsActor(
        () => ({ actorId: agentId, impersonatorId: null }),
        () =>
          db().transaction(async (tx) => {
            await tx.update(contacts).set({ height: 199 }).where(eq(contacts.id, player.id));
            throw new Error('the save fails after writing');
          }),
      ),
    ).rejects.toThrow('the save fails');
    expect(await count()).toBe(before);
  });

  it('names the actor of a write outside a transaction even when it is awaited after his context', async () => {
    const player = await newPlayer();
    const agentId = await userIdOf(db(), 'agent@demo.test');
    const pending = runAsActor(
      () => ({ actorId: agentId, impersonatorId: null }),
      () => db().update(contacts).set({ weight: 77 }).where(eq(contacts.id, player.id)),
    );
    await pending;
    const [change] = await historyOf(`/players/${player.id}`);
    expect(change).toMatchObject({ actor: { id: agentId }, fields: [{ field: 'weight', new: 77 }] });
  });

  it('records a bulk insert (an import) row by row, by its keys, so a list still names what it gained', async () => {
    const { positions: list } = await footballLookups();
    const players = await db()
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, football()), eq(contacts.isPlayer, true)))
      .limit(Math.ceil(101 / list.length) + 1);
    const rows = players.flatMap((player) =>
      list.map((position) => ({ contactId: player.id, positionId: position.id })),
    );
    expect(rows.length).toBeGreaterThan(100);
    const before = await db()
      .select({ positionId: playerPositions.positionId })
      .from(playerPositions)
      .where(eq(playerPositions.contactId, players[0]?.id ?? ''));
    const agentId = await userIdOf(db(), 'agent@demo.test');
    await runAsActor(
      () => ({ actorId: agentId, impersonatorId: null }),
      async () => {
        await db().transaction(async (tx) => {
          await tx.delete(playerPositions).where(
            inArray(
              playerPositions.contactId,
              players.map((player) => player.id),
            ),
          );
          await tx.insert(playerPositions).values(rows);
        });
      },
    );
    const [change] = await historyOf(`/players/${players[0]?.id}`);
    expect(change).toMatchObject({ actor: { id: agentId }, table: 'player_positions' });
    const held = new Set(before.map((row) => row.positionId));
    expect(change?.fields).toEqual([
      {
        kind: 'rows',
        field: 'player_positions',
        added: list.filter((position) => !held.has(position.id)).map((position) => position.name),
        removed: [],
      },
    ]);
    expect(JSON.stringify(change?.fields)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('names each row of a bulk insert by its own words (an imported contact by his name)', async () => {
    const tag = uniqueTag();
    const rows = Array.from({ length: 101 }, (_, index) => ({
      tenantId: football(),
      firstName: 'Kim',
      lastName: `${tag}${index}`,
      email: `kim.${tag}${index}@example.test`,
    }));
    const adminId = await userIdOf(db(), 'admin@demo.test');
    const inserted = await runAsActor(
      () => ({ actorId: adminId, impersonatorId: null }),
      async () => db().insert(contacts).values(rows).returning({ id: contacts.id }),
    );
    const [created] = await historyOf(`/contacts/${inserted[0]?.id}`);
    expect(created).toMatchObject({ action: 'create', actor: { id: adminId } });
    expect(created?.fields).toEqual(
      expect.arrayContaining([
        { kind: 'value', field: 'first_name', old: null, new: 'Kim', unit: null },
        { kind: 'value', field: 'last_name', old: null, new: `${tag}0`, unit: null },
      ]),
    );
    // By its name only: the rest of an imported row's values are in the row.
    expect(created?.fields).toHaveLength(2);
  });

  it('is open to the members of the sport only', async () => {
    const player = await newPlayer();
    expect((await get(`/players/${player.id}/history`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await get(`/players/${player.id}/history`)).statusCode).toBe(401);
    expect((await get(`/contacts/${player.id}/history`, tokens.agent)).statusCode).toBe(404);
    expect((await get(`/players/${player.id}/history`, tokens.admin)).statusCode).toBe(200);
  });
});

describe('the history of users', () => {
  it('records a changed name but never a password', async () => {
    const agentId = await userIdOf(db(), 'agent@demo.test');
    const created = await send('POST', '/users', tokens.superadmin, {
      email: `${uniqueTag()}@example.test`,
      name: 'Nina',
      surname: 'New',
      password: 'Another-long-passphrase-9',
      roles: ['User'],
      tenantIds: [football()],
    });
    expect(created.statusCode, created.body).toBe(201);
    const newcomer = created.json<{ id: string }>().id;
    const made = await historyOf(`/users/${newcomer}`, tokens.superadmin);
    const byTable = (table: string) => made.find((change) => change.table === table);
    expect(byTable('users')).toMatchObject({ action: 'create', actor: { name: 'Sam Superadmin' } });
    expect(byTable('user_roles')?.fields).toEqual([
      { kind: 'rows', field: 'user_roles', added: ['User'], removed: [] },
    ]);
    expect(byTable('user_tenants')?.fields).toEqual([
      { kind: 'rows', field: 'user_tenants', added: ['Football'], removed: [] },
    ]);
    const renamed = await send('PATCH', `/users/${agentId}`, tokens.superadmin, { title: 'Senior agent' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [change] = await historyOf(`/users/${agentId}`, tokens.superadmin);
    expect(change).toMatchObject({ table: 'users', subject: { kind: 'user', name: 'Alex Agent' } });
    expect(valueField(change, 'title')).toMatchObject({ new: 'Senior agent' });
    const secrets = await db().execute(sql`select id from audit_entries where changes ? 'password_hash'`);
    expect(queryRows(secrets)).toEqual([]);
    // A User sees only his own history among the users.
    const adminId = await userIdOf(db(), 'admin@demo.test');
    expect((await get(`/users/${adminId}/history`, tokens.agent)).statusCode).toBe(404);
  });
});

describe('the audit page', () => {
  it("lists a sport's changes for its TenantAdmins, filtered by who, what and when, and exports them", async () => {
    const player = await newPlayer(tokens.admin);
    await send('PATCH', `/players/${player.id}`, tokens.agent, { minSalaryNetto: 90000 });
    const agentId = await userIdOf(db(), 'agent@demo.test');
    const today = new Date().toISOString().slice(0, 10);
    const query = `tenantId=${football()}&actorId=${agentId}&kind=player&recordId=${player.id}&from=${today}&to=${today}`;
    const page = await get(`/audit?${query}`, tokens.admin);
    expect(page.statusCode, page.body).toBe(200);
    const { data, total } = page.json<HistoryPage>();
    expect(total).toBe(1);
    expect(valueField(data[0], 'min_salary_netto')).toMatchObject({ old: 60000, new: 90000 });

    const csv = await get(`/audit/export?${query}`, tokens.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('audit.csv');
    expect(csv.body).toContain('Alex Agent,,update,player');
    expect(csv.body).toContain('min_salary_netto,60000 EUR,90000 EUR');

    expect((await get(`/audit?tenantId=${football()}`, tokens.agent)).statusCode).toBe(403);
    expect((await get(`/audit?tenantId=${football()}`, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await get(`/audit?${query}`, tokens.superadmin)).json<HistoryPage>().total).toBe(1);
    const backwards = await get(`/audit?tenantId=${football()}&from=2026-02-01&to=2026-01-01`, tokens.admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual(['from: The start date is after the end date']);
  });
});

describe('the demo', () => {
  it("shows changes its people made: Ada Admin changed a club's e-mail, Alex Agent raised salaries", async () => {
    const adminId = await userIdOf(db(), 'admin@demo.test');
    const clubChanges = await get(`/audit?tenantId=${football()}&actorId=${adminId}&kind=club`, tokens.admin);
    const [moved] = clubChanges.json<HistoryPage>().data;
    expect(moved?.fields).toEqual([
      {
        kind: 'value',
        field: 'email',
        old: expect.any(String),
        new: expect.stringMatching(/^scouting@/),
        unit: null,
      },
    ]);
    expect(Date.now() - Date.parse(moved?.at ?? '')).toBeGreaterThan(12 * 60 * 60 * 1000);
    // Newest first by when the change was made, though the demo wrote its people's changes last.
    const clubs = (
      await get(`/audit?tenantId=${football()}&kind=club&take=100`, tokens.admin)
    ).json<HistoryPage>();
    const times = clubs.data.map((change) => change.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(times.indexOf(moved?.at ?? '')).toBeGreaterThan(0);
    const agentId = await userIdOf(db(), 'agent@demo.test');
    const raises = await get(
      `/audit?tenantId=${football()}&actorId=${agentId}&kind=player&to=${daysAgo(2)}`,
      tokens.admin,
    );
    expect(raises.json<HistoryPage>().data.map((change) => change.fields[0]?.field)).toEqual([
      'min_salary_netto',
      'min_salary_netto',
    ]);
  });
});

describe('the audit-retention job', () => {
  it('deletes entries older than 2 years and keeps the rest', async () => {
    const player = await newPlayer();
    const ids = await db()
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, player.id));
    const [old, young] = ids;
    await db()
      .update(auditEntries)
      .set({ occurredAt: new Date('2024-12-05T12:00:00Z') })
      .where(eq(auditEntries.id, old?.id ?? 0));
    await db()
      .update(auditEntries)
      .set({ occurredAt: new Date('2024-12-07T12:00:00Z') })
      .where(eq(auditEntries.id, young?.id ?? 0));
    const summary = await auditRetentionJob({ db: db() }).run('2026-12-06', {});
    expect(summary.entries).toBeGreaterThanOrEqual(1);
    const left = (
      await db()
        .select({ id: auditEntries.id })
        .from(auditEntries)
        .where(eq(auditEntries.subjectId, player.id))
    ).map((row) => row.id);
    expect(left).not.toContain(old?.id);
    expect(left).toContain(young?.id);
  });
});
