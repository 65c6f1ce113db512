import { richTextSchema } from '@transferdesk/shared';
import { z } from 'zod';

/** The post contract of issue 4; candidates for packages/shared (the web form reuses them). */

export const POST_SORT_PROPERTIES = ['createdAt', 'title'] as const;
export type PostSortProperty = (typeof POST_SORT_PROPERTIES)[number];

export const postSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Sanitised HTML (the editor's elements only). */
  content: z.string(),
  authorId: z.uuid().nullable(),
  /** The author's display name; null once their account is deleted. */
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the caller may edit and delete this post (ADR 005: its author or a Superadmin). */
  canEdit: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

const titleSchema = z
  .string({ message: 'Title is required' })
  .trim()
  .min(1, { message: 'Title is required' })
  .max(200, { message: 'At most 200 characters' });
/** Capped (length and nesting) by validation, before the sanitiser sees it (issue 8). */
const contentSchema = richTextSchema();

export const postCreateSchema = z.object({ title: titleSchema, content: contentSchema.default('') });
export type PostCreate = z.infer<typeof postCreateSchema>;

export const postUpdateSchema = z.object({
  title: titleSchema.optional(),
  content: contentSchema.optional(),
});
export type PostUpdate = z.infer<typeof postUpdateSchema>;
