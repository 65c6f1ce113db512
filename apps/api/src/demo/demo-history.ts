import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { runAsActor } from '../db/audit-actor.ts';
import type { Db } from '../db/client.ts';
import { auditEntries, clubs, contacts, requirements, tenants, users } from '../db/schema/index.ts';

/**
 * Issue 31 (D47): the demo's history. Everything the seed writes is recorded as the system's; these
 * are changes the demo's people made over the last weeks, so that a History tab and the audit page
 * show who changed what from the start: Alex Agent raises two players' salaries, Ada Admin a
 * requirement's budget and a club's e-mail address. A sport whose history already names a person is left alone.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoHistory(db: Db, now: Date = new Date()): Promise<{ changes: number }> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['agent@demo.test', 'admin@demo.test']));
  const agentId = people.find((person) => person.email === 'agent@demo.test')?.id;
  const adminId = people.find((person) => person.email === 'admin@demo.test')?.id;
  if (!agentId || !adminId) return { changes: 0 };
  const [football] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, 'Football'));
  if (!football) return { changes: 0 };
  const [named] = await db
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .where(and(eq(auditEntries.tenantId, football.id), isNotNull(auditEntries.actorId)))
    .limit(1);
  if (named) return { changes: 0 };

  const players = await db
    .select({ id: contacts.id, salary: contacts.minSalaryNetto })
    .from(contacts)
    .where(and(eq(contacts.tenantId, football.id), eq(contacts.isPlayer, true), isNull(contacts.deletedAt)))
    .orderBy(asc(contacts.nameSort))
    .limit(2);
  const [requirement] = await db
    .select({ id: requirements.id, maxNetto: requirements.maxNetto })
    .from(requirements)
    .where(eq(requirements.tenantId, football.id))
    .orderBy(asc(requirements.createdAt))
    .limit(1);
  const [club] = await db
    .select({ id: clubs.id, email: clubs.email })
    .from(clubs)
    .where(eq(clubs.tenantId, football.id))
    .orderBy(asc(clubs.nameSort))
    .limit(1);

  // Each change as its person, then dated the day it was made.
  const changes: { by: string; daysAgo: number; write: () => Promise<unknown> }[] = [
    ...players.map((player, index) => ({
      by: agentId,
      daysAgo: 12 - index * 5,
      write: () =>
        db
          .update(contacts)
          .set({ minSalaryNetto: Math.round((player.salary || 60_000) * 1.25) })
          .where(eq(contacts.id, player.id)),
    })),
    ...(requirement
      ? [
          {
            by: adminId,
            daysAgo: 3,
            write: () =>
              db
                .update(requirements)
                .set({ maxNetto: Math.round((requirement.maxNetto || 60_000) * 1.2) })
                .where(eq(requirements.id, requirement.id)),
          },
        ]
      : []),
    ...(club
      ? [
          {
            by: adminId,
            daysAgo: 1,
            write: () =>
              db
                .update(clubs)
                // The club's scouting department now takes the agency's mail.
                .set({ email: `scouting@${club.email.split('@')[1] ?? 'club.test'}` })
                .where(eq(clubs.id, club.id)),
          },
        ]
      : []),
  ];
  for (const change of changes) {
    const from = await maxEntryId(db);
    await runAsActor(
      () => ({ actorId: change.by, impersonatorId: null }),
      async () => {
        await change.write();
      },
    );
    await db
      .update(auditEntries)
      .set({ occurredAt: new Date(now.getTime() - change.daysAgo * DAY_MS) })
      .where(sql`${auditEntries.id} > ${from}`);
  }
  return { changes: changes.length };
}

async function maxEntryId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${auditEntries.id}), 0)::bigint` })
    .from(auditEntries);
  return Number(row?.id ?? 0);
}
