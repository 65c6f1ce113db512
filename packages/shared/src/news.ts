import { z } from 'zod';
import { richTextSchema } from './rich-text.ts';

/** The news post contract (spec 1, News; ADR 005), used by the API's routes and the web's form. */

export const POST_SORT_PROPERTIES = ['createdAt', 'title'] as const;
export type PostSortProperty = (typeof POST_SORT_PROPERTIES)[number];

export const POST_TITLE_MAX = 200;

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

export const postTitleSchema = z
  .string({ message: 'Title is required' })
  .trim()
  .min(1, { message: 'Title is required' })
  .max(POST_TITLE_MAX, { message: `At most ${POST_TITLE_MAX} characters` });
/** Capped (length and nesting) by validation, before the sanitiser sees it (issue 8). */
const contentSchema = richTextSchema();

export const postCreateSchema = z.object({ title: postTitleSchema, content: contentSchema.default('') });
export type PostCreate = z.infer<typeof postCreateSchema>;

export const postUpdateSchema = z.object({
  title: postTitleSchema.optional(),
  content: contentSchema.optional(),
});
export type PostUpdate = z.infer<typeof postUpdateSchema>;

/** The post form's own fields (the content comes from the rich-text editor). */
export const postFormSchema = z.object({ title: postTitleSchema });
