import { sortKey } from '@transferdesk/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { posts, users } from '../db/schema/index.ts';
import { sanitizePostHtml } from '../lib/html.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo's news (feature `news`, on in a fresh install): posts by the Superadmin and by Ada Admin,
 * so the list, a post's page and ADR 005 (an admin edits only their own posts) show something.
 * Written days apart, newest first in the list.
 */
const DEMO_POSTS = [
  {
    author: 'superadmin@demo.test',
    daysAgo: 1,
    title: 'Winter window: requirements are in',
    content:
      '<p>The winter transfer window opens on <strong>1 January</strong>. Clubs have posted their requirements for it: open <em>Requirements</em> in your sport, run <em>Matching</em> and send the best players before the holidays.</p><ul><li>Check each player’s contract end date before you send him.</li><li>A club that has no need this window is listed under <em>No-need registered</em>.</li></ul>',
  },
  {
    author: 'admin@demo.test',
    daysAgo: 6,
    title: 'New CV template for Football',
    content:
      '<p>Football has a new Word template for the players’ CVs. Every public page’s <em>Download Player CV</em> now uses it. Upload your own under <em>PDF template</em> if your agency has one.</p>',
  },
  {
    author: 'superadmin@demo.test',
    daysAgo: 20,
    title: 'Welcome to Transferdesk',
    content:
      '<p>Each sport keeps its clubs, contacts, players and requirements. Use the menu on the left to open a sport; the language switch is at the bottom of every page.</p><p>Questions? Write to the platform’s administrator.</p>',
  },
] as const;

/** Writes the demo posts unless any post exists (a restart keeps what people wrote or deleted). */
export async function seedDemoNews(tx: Tx, now = new Date()): Promise<number> {
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(posts);
  if (count > 0) return 0;
  const authors = new Map(
    (
      await tx
        .select({ id: users.id, email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.email})`,
            DEMO_POSTS.map((post) => post.author),
          ),
        )
    ).map((row) => [row.email, row.id]),
  );
  const rows = DEMO_POSTS.map((post) => {
    const at = new Date(now.getTime() - post.daysAgo * DAY_MS);
    return {
      title: post.title,
      titleSort: sortKey(post.title),
      content: sanitizePostHtml(post.content),
      authorId: authors.get(post.author) ?? null,
      createdAt: at,
      updatedAt: at,
    };
  });
  await tx.insert(posts).values(rows);
  return rows.length;
}
