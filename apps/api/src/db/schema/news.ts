import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** News (feature `news`). Not tenant-scoped: spec 1 lists posts without a tenant (GET /api/posts). */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** sortKey(title): title sort and filter without regard to case and accents (ADR 001). */
    titleSort: text('title_sort').notNull(),
    /** HTML, sanitised to the editor's elements on every write (lib/html.ts). */
    content: text('content').notNull().default(''),
    /** The post outlives its author's account. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('posts_created_at_idx').on(table.createdAt),
    index('posts_title_sort_idx').on(table.titleSort),
    index('posts_author_id_idx').on(table.authorId),
  ],
);
