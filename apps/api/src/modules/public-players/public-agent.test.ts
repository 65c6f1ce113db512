import type { PublicPlayer } from '@transferdesk/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contacts, users } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/context.ts';
import { createUser } from '../../test/users.ts';

/**
 * D42: the public page's agent block names a user, with e-mail and phone, only when `agent1` is
 * the full name of a user of the player's own sport; any other name is shown as text alone.
 */
const context = useTestContext();
const { get, sport } = context;
let player: string;

beforeAll(async () => {
  const { db } = context.t.database;
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, sport.Football ?? ''),
        eq(contacts.isPlayer, true),
        eq(contacts.includeInApp, true),
        isNull(contacts.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new Error('The demo has no public Football player');
  player = row.id;
});

/** A user with a phone number, of the sports named. */
async function userOf(sports: string[], name: string, surname: string, phoneNumber: string) {
  const { db } = context.t.database;
  const user = await createUser(db, { name, surname, tenants: sports });
  await db.update(users).set({ phoneNumber }).where(eq(users.id, user.id));
  return { ...user, phoneNumber };
}

/** The public page of the player once its agent1 says `agent1`, as JSON and as the raw body. */
async function pageWithAgent(agent1: string) {
  await context.t.database.db.update(contacts).set({ agent1 }).where(eq(contacts.id, player));
  const response = await get(`/unauthorised/player/${player}`);
  expect(response.statusCode).toBe(200);
  return { agent: response.json<PublicPlayer>().agent1, body: response.body };
}

describe("the public page's agent block (D42)", () => {
  it("shows a user of the player's sport with e-mail and phone", async () => {
    const agent = await userOf(['Football'], 'Freja', 'Fodbold', '+45 11 22 33 44');
    expect((await pageWithAgent('Freja Fodbold')).agent).toEqual({
      name: 'Freja',
      surname: 'Fodbold',
      email: agent.email,
      phoneNumber: '+45 11 22 33 44',
    });
    // The CRM's separators and any case name the same user.
    expect((await pageWithAgent('freja fodbold||Someone Else')).agent?.email).toBe(agent.email);
  });

  it("shows the text alone for another sport's user, never their e-mail or phone", async () => {
    const other = await userOf(['Icehockey'], 'Isak', 'Ishockey', '+45 55 66 77 88');
    const { agent, body } = await pageWithAgent('Isak Ishockey');
    expect(agent).toEqual({ name: 'Isak', surname: 'Ishockey', email: '', phoneNumber: '' });
    expect(body).not.toContain(other.email);
    expect(body).not.toContain('55 66 77 88');
  });

  it("shows the text alone for the Superadmin's name (no sport of its own)", async () => {
    const { agent, body } = await pageWithAgent('Sam Superadmin');
    expect(agent).toEqual({ name: 'Sam', surname: 'Superadmin', email: '', phoneNumber: '' });
    expect(body).not.toContain('superadmin@demo.test');
  });

  it("prefers the player's sport when users of two sports share the name", async () => {
    const other = await userOf(['Icehockey'], 'Mads', 'Madsen', '+45 10 10 10 10');
    const own = await userOf(['Football'], 'Mads', 'Madsen', '+45 20 20 20 20');
    const { agent, body } = await pageWithAgent('Mads Madsen');
    expect(agent).toMatchObject({ email: own.email, phoneNumber: own.phoneNumber });
    expect(body).not.toContain(other.email);
  });

  it('shows the text alone for an inactive user of the sport', async () => {
    const gone = await userOf(['Football'], 'Gone', 'Agent', '+45 30 30 30 30');
    await context.t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const { agent, body } = await pageWithAgent('Gone Agent');
    expect(agent).toEqual({ name: 'Gone', surname: 'Agent', email: '', phoneNumber: '' });
    expect(body).not.toContain(gone.email);
  });
});
