import {
  MESSAGES,
  type Paginated,
  type Post,
  type PostCreate,
  type PostSortProperty,
  type PostUpdate,
  sortKey,
} from '@transferdesk/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { posts, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { sanitizePostHtml } from '../../lib/html.ts';
import { listRows, type ResourceListQuery } from '../../lib/resource-list.ts';
import type { Caller } from '../../lib/tenant-access.ts';

interface PostRow {
  id: string;
  title: string;
  content: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** `name surname`, or the e-mail when both are empty (the contract's display name). */
const authorName = sql<
  string | null
>`(select coalesce(nullif(trim(${users.name} || ' ' || ${users.surname}), ''), ${users.email}) from ${users} where ${users.id} = ${posts.authorId})`;

const postColumns = {
  id: posts.id,
  title: posts.title,
  content: posts.content,
  authorId: posts.authorId,
  authorName,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

const SORTS: Record<PostSortProperty, SQL | AnyPgColumn> = {
  createdAt: posts.createdAt,
  title: posts.titleSort,
};

/**
 * ADR 005: posts are platform-wide and any admin writes one, but only its author (while still an
 * admin) or a Superadmin changes it; a post whose author was deleted is left to Superadmins.
 */
function mayChange(caller: Caller, authorId: string | null): boolean {
  if (caller.roles.includes('Superadmin')) return true;
  return caller.roles.includes('TenantAdmin') && authorId !== null && authorId === caller.id;
}

const toPost = (caller: Caller, row: PostRow): Post => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  canEdit: mayChange(caller, row.authorId),
});

export type NewsService = ReturnType<typeof createNewsService>;

/**
 * News (feature `news`). Any signed-in user reads; the routes let only admins write, and this
 * service lets only a post's author or a Superadmin change it (ADR 005). Content is sanitised on
 * every write, so what is stored is safe to render as HTML whoever sent it.
 */
export function createNewsService({ db }: { db: Db }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);

  async function get(caller: Caller, id: string): Promise<Post> {
    const [row] = (await db.select(postColumns).from(posts).where(eq(posts.id, id))) as PostRow[];
    if (!row) throw notFound();
    return toPost(caller, row);
  }

  /** 404 for a post that does not exist, 403 for one the caller may read but not change. */
  async function assertMayChange(caller: Caller, id: string): Promise<void> {
    const [row] = await db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, id));
    if (!row) throw notFound();
    if (!mayChange(caller, row.authorId)) throw new DomainError('forbidden', MESSAGES.forbidden);
  }

  return {
    async list(caller: Caller, query: ResourceListQuery): Promise<Paginated<Post>> {
      return listRows<PostSortProperty, PostRow, Post>(
        {
          db,
          table: posts,
          columns: postColumns,
          sorts: SORTS,
          tieBreakers: [posts.titleSort, posts.id],
          filterColumns: [posts.titleSort],
          toDtos: async (rows) => rows.map((row) => toPost(caller, row)),
        },
        query as ResourceListQuery<PostSortProperty>,
        undefined,
      );
    },

    get,

    async create(caller: Caller, input: PostCreate): Promise<Post> {
      const [created] = await db
        .insert(posts)
        .values({
          title: input.title,
          titleSort: sortKey(input.title),
          content: sanitizePostHtml(input.content),
          authorId: caller.id,
        })
        .returning({ id: posts.id });
      if (!created) throw new Error('The post row was not written');
      return get(caller, created.id);
    },

    async update(caller: Caller, id: string, input: PostUpdate): Promise<Post> {
      await assertMayChange(caller, id);
      const [updated] = await db
        .update(posts)
        .set({
          ...(input.title !== undefined ? { title: input.title, titleSort: sortKey(input.title) } : {}),
          ...(input.content !== undefined ? { content: sanitizePostHtml(input.content) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(posts.id, id))
        .returning({ id: posts.id });
      if (!updated) throw notFound();
      return get(caller, id);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await assertMayChange(caller, id);
      const [deleted] = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
      if (!deleted) throw notFound();
    },
  };
}
