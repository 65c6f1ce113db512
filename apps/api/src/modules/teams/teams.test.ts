import {
  MESSAGES,
  type Paginated,
  sortKey,
  TEAM_IN_USE,
  TEAM_NAME_TAKEN,
  type Team,
  type Tenant,
} from '@transferdesk/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs, leagues, teams } from '../../db/schema/index.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createUser } from '../../test/users.ts';

const context = useTestContext();
const { get, send, tokens, sport } = context;

async function leagueOf(tenantName: string, leagueName?: string): Promise<string> {
  const rows = await context.t.database.db
    .select({ id: leagues.id, name: leagues.name })
    .from(leagues)
    .where(eq(leagues.tenantId, sport[tenantName] ?? ''));
  const row = leagueName ? rows.find((league) => league.name === leagueName) : rows[0];
  if (!row) throw new Error(`No league in ${tenantName}`);
  return row.id;
}

async function teamNamed(name: string): Promise<Team> {
  const [row] = await context.t.database.db.select({ id: teams.id }).from(teams).where(eq(teams.name, name));
  if (!row) throw new Error(`No team ${name}`);
  return (await get(`/teams/${row.id}`, tokens.admin)).json<Team>();
}

describe('GET /teams', () => {
  it('pages a sport’s teams by name, accents ignored, with league and use', async () => {
    const response = await get(`/teams?tenantId=${sport.Football}&page=1&take=10`, tokens.agent);
    expect(response.statusCode).toBe(200);
    const page = response.json<Paginated<Team>>();
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page).toMatchObject({ currentPage: 1, perPage: 10, lastPage: Math.ceil(page.total / 10) });
    const keys = page.data.map((team) => sortKey(team.name));
    expect(keys).toEqual([...keys].sort());
    expect(page.data[0]).toEqual({
      id: expect.any(String),
      tenantId: sport.Football,
      name: expect.any(String),
      leagueId: expect.any(String),
      league: { name: expect.any(String), countryName: expect.any(String) },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isBeenUsed: expect.any(Boolean),
    });
    const brondby = (
      await get(`/teams/filter/?filter=BRONDBY&tenantId=${sport.Football}`, tokens.agent)
    ).json<Paginated<Team>>();
    expect(brondby.data.map((team) => [team.name, team.league])).toEqual([
      ['Brøndby IF', { name: 'Superliga', countryName: 'Denmark' }],
    ]);
  });

  it('sorts by createdAt and refuses an unknown sort', async () => {
    const newest = (
      await get(`/teams?tenantId=${sport.Icehockey}&sort=createdAt&direction=desc`, tokens.admin)
    ).json<Paginated<Team>>().data;
    const times = newest.map((team) => team.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await get('/teams?sort=league', tokens.admin)).statusCode).toBe(400);
  });

  it('lists only the caller’s sports and refuses another sport or a Superadmin', async () => {
    const mine = (await get('/teams', tokens.hockeyAdmin)).json<Paginated<Team>>().data;
    expect(new Set(mine.map((team) => team.tenantId))).toEqual(new Set([sport.Icehockey]));
    expect((await get(`/teams?tenantId=${sport.Football}`, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await get('/teams', tokens.superadmin)).statusCode).toBe(403);
    expect((await get('/teams')).statusCode).toBe(401);
  });
});

describe('GET /teams/search/{tenantId}/{term}', () => {
  it('answers at most 20 of the sport’s matching teams, by name', async () => {
    const found = (await get(`/teams/search/${sport.Football}/fc`, tokens.agent)).json<Team[]>();
    expect(found.map((team) => team.name)).toEqual(
      expect.arrayContaining(['FC København', 'FC Midtjylland']),
    );
    expect(found.every((team) => sortKey(team.name).includes('fc') && team.tenantId === sport.Football)).toBe(
      true,
    );
    const many = (await get(`/teams/search/${sport.Football}/e`, tokens.agent)).json<Team[]>();
    const all = (await get(`/teams/filter/?filter=e&tenantId=${sport.Football}`, tokens.agent)).json<
      Paginated<Team>
    >();
    expect(all.total).toBeGreaterThan(20);
    expect(many.map((team) => team.name)).toEqual(all.data.slice(0, 20).map((team) => team.name));
    expect((await get(`/teams/search/${sport.Football}/fc`, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await get(`/teams/search/not-an-id/fc`, tokens.agent)).statusCode).toBe(400);
  });
});

describe('writing teams', () => {
  it('creates, reads, renames and deletes a team for a TenantAdmin of the sport', async () => {
    const leagueId = await leagueOf('Football', 'Allsvenskan');
    const created = await send('POST', '/teams', tokens.admin, {
      tenantId: sport.Football,
      name: ' IK Sirius ',
      leagueId,
    });
    expect(created.statusCode).toBe(201);
    const team = created.json<Team>();
    expect(team).toMatchObject({
      name: 'IK Sirius',
      leagueId,
      league: { name: 'Allsvenskan', countryName: 'Sweden' },
      isBeenUsed: false,
    });
    expect((await get(`/teams/${team.id}`, tokens.agent)).json()).toEqual(team);

    const otherLeague = await leagueOf('Football', 'Superliga');
    const edited = await send('PATCH', `/teams/${team.id}`, tokens.admin, {
      name: 'IK Sirius FK',
      leagueId: otherLeague,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Team>()).toMatchObject({ name: 'IK Sirius FK', league: { name: 'Superliga' } });

    expect((await send('DELETE', `/teams/${team.id}`, tokens.admin)).statusCode).toBe(204);
    expect((await get(`/teams/${team.id}`, tokens.admin)).statusCode).toBe(404);
  });

  it('names each missing field with the spec’s words', async () => {
    const response = await send('POST', '/teams', tokens.admin, { tenantId: sport.Football, name: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['name: Field is mandatory', 'leagueId: Field is mandatory']);
  });

  it('refuses a league of another sport, naming leagueId', async () => {
    const hockeyLeague = await leagueOf('Icehockey');
    const created = await send('POST', '/teams', tokens.admin, {
      tenantId: sport.Football,
      name: 'Wrong league FC',
      leagueId: hockeyLeague,
    });
    expectValidationError(created, 'leagueId', 'Choose a league of this sport');
    const [stored] = await context.t.database.db
      .select({ n: count() })
      .from(teams)
      .where(eq(teams.name, 'Wrong league FC'));
    expect(stored?.n).toBe(0);
    const team = await teamNamed('Randers FC');
    const patched = await send('PATCH', `/teams/${team.id}`, tokens.admin, { leagueId: hockeyLeague });
    expectValidationError(patched, 'leagueId', 'Choose a league of this sport');
    expect((await teamNamed('Randers FC')).leagueId).toBe(team.leagueId);
  });

  it('keeps names unique within a sport, ignoring case and accents (409)', async () => {
    const leagueId = await leagueOf('Football', 'Superliga');
    const duplicate = await send('POST', '/teams', tokens.admin, {
      tenantId: sport.Football,
      name: 'brondby if',
      leagueId,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: TEAM_NAME_TAKEN, errors: [`name: ${TEAM_NAME_TAKEN}`] });
    const vejle = await teamNamed('Vejle Boldklub');
    expect((await send('PATCH', `/teams/${vejle.id}`, tokens.admin, { name: 'BRØNDBY IF' })).statusCode).toBe(
      409,
    );
    // The same name in another sport is fine.
    const hockey = await send('POST', '/teams', tokens.hockeyAdmin, {
      tenantId: sport.Icehockey,
      name: 'Brøndby IF',
      leagueId: await leagueOf('Icehockey'),
    });
    expect(hockey.statusCode).toBe(201);
  });

  it('refuses Users (403) and hides other sports’ teams by id (404)', async () => {
    const leagueId = await leagueOf('Football');
    expect(
      (await send('POST', '/teams', tokens.agent, { tenantId: sport.Football, name: 'Agent FC', leagueId }))
        .statusCode,
    ).toBe(403);
    const team = await teamNamed('Viborg FF');
    expect((await send('PATCH', `/teams/${team.id}`, tokens.agent, { name: 'Agent FC' })).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `/teams/${team.id}`, tokens.agent)).statusCode).toBe(403);

    expect((await get(`/teams/${team.id}`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/teams/${team.id}`, tokens.hockeyAdmin, { name: 'Hockey FC' })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/teams/${team.id}`, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect(
      (
        await send('POST', '/teams', tokens.hockeyAdmin, {
          tenantId: sport.Football,
          name: 'Hockey FC',
          leagueId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', '/teams', tokens.superadmin, { tenantId: sport.Football, name: 'S FC', leagueId }))
        .statusCode,
    ).toBe(403);
    expect((await teamNamed('Viborg FF')).name).toBe('Viborg FF');
  });

  it('refuses to delete a team a club points at (409), and allows it once the club is deleted', async () => {
    // A team of its own: the demo's clubs already point at the demo's teams.
    const team = (
      await send('POST', '/teams', tokens.admin, {
        tenantId: sport.Football,
        name: 'Used FC',
        leagueId: await leagueOf('Football'),
      })
    ).json<Team>();
    expect(team.isBeenUsed).toBe(false);
    const [club] = await context.t.database.db
      .insert(clubs)
      .values({
        tenantId: sport.Football ?? '',
        name: 'Used FC A/S',
        nameSort: 'used fc a/s',
        teamId: team.id,
      })
      .returning({ id: clubs.id });
    expect((await teamNamed('Used FC')).isBeenUsed).toBe(true);
    const refused = await send('DELETE', `/teams/${team.id}`, tokens.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: TEAM_IN_USE });
    expect((await get(`/teams/${team.id}`, tokens.admin)).statusCode).toBe(200);

    await context.t.database.db
      .update(clubs)
      .set({ deletedAt: new Date() })
      .where(eq(clubs.id, club?.id ?? ''));
    expect((await teamNamed('Used FC')).isBeenUsed).toBe(false);
    expect((await send('DELETE', `/teams/${team.id}`, tokens.admin)).statusCode).toBe(204);
    const [kept] = await context.t.database.db
      .select({ teamId: clubs.teamId })
      .from(clubs)
      .where(eq(clubs.id, club?.id ?? ''));
    expect(kept).toEqual({ teamId: null });
  });
});

describe('teams CSV', () => {
  const upload = (tenantId: string | undefined, token: string, text: string) =>
    context.t.inject({
      method: 'POST',
      url: `/core/api/teams/csv${tenantId ? `?tenantId=${tenantId}` : ''}`,
      token,
      ...multipartBody([{ name: 'file', value: text, filename: 'teams.csv' }]),
    });

  async function teamCount(tenantId: string): Promise<number> {
    const [row] = await context.t.database.db
      .select({ n: count() })
      .from(teams)
      .where(eq(teams.tenantId, tenantId));
    return row?.n ?? 0;
  }

  it('exports a sport’s teams and imports them into another sport unchanged', async () => {
    const exported = await get(`/teams/csv?tenantId=${sport['Handball - Women']}`, tokens.admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="teams.csv"');
    const lines = exported.body.split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe('\uFEFFname,league,leagueCountry');
    expect(lines).toContain('Odense Håndbold,Kvindeligaen,Denmark');
    expect(lines.length - 1).toBe(await teamCount(sport['Handball - Women'] ?? ''));

    // A fresh sport with the same leagues (leagues are not created by a team import).
    const created = await send('POST', '/tenants', tokens.superadmin, { name: 'Handball - Women U21' });
    const fresh = created.json<Tenant>();
    const source = await context.t.database.db
      .select()
      .from(leagues)
      .where(eq(leagues.tenantId, sport['Handball - Women'] ?? ''));
    await context.t.database.db.insert(leagues).values(
      source.map(({ name, nameSort, countryName, countryNameSort }) => ({
        tenantId: fresh.id,
        name,
        nameSort,
        countryName,
        countryNameSort,
      })),
    );
    const owner = await createUser(context.t.database.db, {
      roles: ['TenantAdmin'],
      tenants: ['Handball - Women U21'],
    });
    const token = await context.t.login(owner.email);
    const imported = await upload(fresh.id, token, exported.body);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ imported: lines.length - 1 });
    const again = await get(`/teams/csv?tenantId=${fresh.id}`, token);
    expect(again.body).toBe(exported.body);
  });

  it('writes nothing when any row is bad, and says which', async () => {
    const created = (
      await send('POST', '/tenants', tokens.superadmin, { name: 'Icehockey U20' })
    ).json<Tenant>();
    await context.t.database.db.insert(leagues).values({
      tenantId: created.id,
      name: 'U20 Ligaen',
      nameSort: 'u20 ligaen',
      countryName: 'Denmark',
      countryNameSort: 'denmark',
    });
    const owner = await createUser(context.t.database.db, {
      roles: ['TenantAdmin'],
      tenants: ['Icehockey U20'],
    });
    const token = await context.t.login(owner.email);
    const file = [
      'name;league;leagueCountry',
      'Herning U20;U20 Ligaen;Denmark',
      'Aalborg U20;Metal Ligaen;Denmark',
      'herning u20;U20 Ligaen;',
      'Odense U20;u20 ligaen;Sweden',
      ';U20 Ligaen;',
    ].join('\n');
    const response = await upload(created.id, token, file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The file has errors; nothing was imported',
      errors: [{ description: 'Row 6, name: Field is mandatory' }],
    });
    const withoutEmpty = file.split('\n').slice(0, 5).join('\n');
    const second = await upload(created.id, token, withoutEmpty);
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual([
      { description: 'Row 3, league: This sport has no league named "Metal Ligaen"' },
      { description: 'Row 4, name: The file already has this team in row 2' },
      { description: 'Row 5, leagueCountry: The league "u20 ligaen" is in Denmark, not Sweden' },
    ]);
    expect(await teamCount(created.id)).toBe(0);

    const ok = await upload(created.id, token, 'name,league\nHerning U20,U20 Ligaen\n');
    expect(ok.json()).toEqual({ imported: 1 });
    const existing = await upload(created.id, token, 'name,league\nHERNING U20,U20 Ligaen\n');
    expect(existing.json().errors).toEqual([{ description: `Row 2, name: ${TEAM_NAME_TAKEN}` }]);
    expect(await teamCount(created.id)).toBe(1);
  });

  it('exports only to TenantAdmins of the sport, as clubs and contacts do: a User gets 403', async () => {
    const refused = await get(`/teams/csv?tenantId=${sport.Football}`, tokens.agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: MESSAGES.forbidden });
    expect((await get(`/teams/csv?tenantId=${sport.Football}`, tokens.admin)).statusCode).toBe(200);
  });

  it('needs a sport the caller administers', async () => {
    const file = 'name,league\nNew Team,Superliga\n';
    expect((await upload(undefined, tokens.admin, file)).json().errors).toEqual([
      'tenantId: Field is mandatory',
    ]);
    expect((await upload(sport.Football, tokens.hockeyAdmin, file)).statusCode).toBe(403);
    expect((await upload(sport.Football, tokens.agent, file)).statusCode).toBe(403);
    expect((await get(`/teams/csv?tenantId=${sport.Football}`, tokens.hockeyAdmin)).statusCode).toBe(403);
    const [row] = await context.t.database.db
      .select({ n: count() })
      .from(teams)
      .where(and(eq(teams.tenantId, sport.Football ?? ''), eq(teams.name, 'New Team')));
    expect(row?.n).toBe(0);
  });
});
