import { MESSAGES, type Paginated, sortKey } from '@transferdesk/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { posts, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { sanitizePostHtml } from '../../lib/html.ts';
import { type Caller, listRows, type ResourceListQuery } from '../../lib/resource-list.ts';
import type { Post, PostCreate, PostSortProperty, PostUpdate } from './schemas.ts';

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

const toPost = (row: PostRow): Post => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export type PostService = ReturnType<typeof createPostService>;

/**
 * News (feature `news`). Any signed-in user reads; the routes let only admins write. Content is
 * sanitised on every write, so what is stored is safe to render as HTML whoever sent it.
 */
export function createPostService({ db }: { db: Db }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);

  async function get(id: string): Promise<Post> {
    const [row] = (await db.select(postColumns).from(posts).where(eq(posts.id, id))) as PostRow[];
    if (!row) throw notFound();
    return toPost(row);
  }

  return {
    async list(_caller: Caller, query: ResourceListQuery): Promise<Paginated<Post>> {
      return listRows<PostSortProperty, PostRow, Post>(
        {
          db,
          table: posts,
          columns: postColumns,
          sorts: SORTS,
          tieBreakers: [posts.titleSort, posts.id],
          filterColumns: [posts.titleSort],
          toDtos: async (rows) => rows.map(toPost),
        },
        query as ResourceListQuery<PostSortProperty>,
        undefined,
      );
    },

    get: (_caller: Caller, id: string) => get(id),

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
      return get(created.id);
    },

    async update(_caller: Caller, id: string, input: PostUpdate): Promise<Post> {
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
      return get(id);
    },

    async remove(_caller: Caller, id: string): Promise<void> {
      const [deleted] = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
      if (!deleted) throw notFound();
    },
  };
}
