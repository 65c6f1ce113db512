import { MESSAGES, type Paginated, type Post, RICH_TEXT_MAX_LENGTH } from '@transferdesk/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';

const context = useTestContext();
const { tokens } = context;

const write = (token: string, payload: Record<string, unknown>, id?: string) =>
  context.t.inject({
    method: id ? 'PATCH' : 'POST',
    url: id ? `/core/api/posts/${id}` : '/core/api/posts',
    token,
    payload,
  });
const remove = (token: string, id: string) => context.send('DELETE', `/posts/${id}`, token);
const read = async (token: string, id: string) => (await context.get(`/posts/${id}`, token)).json<Post>();
const postCount = async () => (await context.t.database.db.select({ n: count() }).from(posts))[0]?.n ?? 0;

describe('/core/api/posts', () => {
  it('lets admins write, edit and delete, and everyone signed in read', async () => {
    const created = await write(tokens.admin, {
      title: ' First post ',
      content: '<p>Hello <strong>all</strong></p>',
    });
    expect(created.statusCode).toBe(201);
    const post = created.json<Post>();
    expect(post).toMatchObject({
      title: 'First post',
      content: '<p>Hello <strong>all</strong></p>',
      authorName: 'Ada Admin',
      createdAt: expect.stringMatching(/^\d{4}-/),
      canEdit: true,
    });
    const edited = await write(tokens.admin, { title: 'Edited' }, post.id);
    expect(edited.json()).toMatchObject({ title: 'Edited', content: '<p>Hello <strong>all</strong></p>' });
    const readByAgent = await context.t.inject({ url: `/core/api/posts/${post.id}`, token: tokens.agent });
    expect(readByAgent.statusCode).toBe(200);
    expect(readByAgent.json()).toMatchObject({ title: 'Edited', canEdit: false });

    expect((await write(tokens.agent, { title: 'Nope' })).statusCode).toBe(403);
    expect((await write(tokens.agent, { title: 'Nope' }, post.id)).statusCode).toBe(403);
    expect(
      (await context.t.inject({ method: 'DELETE', url: `/core/api/posts/${post.id}`, token: tokens.agent }))
        .statusCode,
    ).toBe(403);
    expect((await context.t.inject({ url: '/core/api/posts' })).statusCode).toBe(401);
    expect(
      (await context.t.inject({ method: 'DELETE', url: `/core/api/posts/${post.id}`, token: tokens.admin }))
        .statusCode,
    ).toBe(204);
    expect(
      (await context.t.inject({ url: `/core/api/posts/${post.id}`, token: tokens.agent })).statusCode,
    ).toBe(404);
  });

  it('requires a title', async () => {
    const before = await postCount();
    for (const payload of [{ content: 'x' }, { title: '   ' }]) {
      expectValidationError(await write(tokens.admin, payload), 'title', 'Title is required');
    }
    expect(await postCount()).toBe(before);
  });

  it('refuses the post of 166,000 tags that stalled the sanitiser, naming content, before sanitising', async () => {
    for (const content of ['<b>'.repeat(166_000), `<p>${'x'.repeat(RICH_TEXT_MAX_LENGTH)}</p>`]) {
      const response = await write(tokens.admin, { title: 'Flood', content });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([expect.stringMatching(/^content: /)]);
    }
  });

  it('stores a stored-XSS attempt without script, handlers or javascript: links, on create and edit', async () => {
    const attack = '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    const created = (await write(tokens.admin, { title: 'XSS', content: attack })).json<Post>();
    const edited = (
      await write(tokens.admin, { content: `<p onclick="alert(1)">y</p>${attack}` }, created.id)
    ).json<Post>();
    for (const content of [created.content, edited.content]) {
      expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
      expect(content).toContain('x</a>');
    }
    const stored = (
      await context.t.inject({ url: `/core/api/posts/${created.id}`, token: tokens.agent })
    ).json<Post>();
    expect(stored.content).toBe(edited.content);
  });

  it('lists newest first by default, sorts by title and filters', async () => {
    for (const title of ['Ærø news', 'apple news', 'Zulu news']) await write(tokens.admin, { title });
    const titles = async (query: string) =>
      (await context.t.inject({ url: `/core/api/posts?${query}`, token: tokens.agent }))
        .json<Paginated<Post>>()
        .data.map((post) => post.title);
    expect(await titles('page=1&take=3')).toEqual(['Zulu news', 'apple news', 'Ærø news']);
    expect(await titles('page=1&take=3&sort=title&direction=asc&filter=news')).toEqual([
      'Ærø news',
      'apple news',
      'Zulu news',
    ]);
    const filtered = await context.t.inject({
      url: '/core/api/posts/filter/?page=1&filter=AERO',
      token: tokens.agent,
    });
    expect(filtered.json<Paginated<Post>>()).toMatchObject({
      total: 1,
      lastPage: 1,
      data: [{ title: 'Ærø news' }],
    });
  });
});

describe('who changes a post (ADR 005)', () => {
  it('refuses another TenantAdmin editing or deleting it, and leaves the post as it was', async () => {
    const post = (await write(tokens.admin, { title: 'By the admin', content: '<p>Mine</p>' })).json<Post>();
    const patched = await write(tokens.hockeyAdmin, { title: 'Taken over' }, post.id);
    expect(patched.statusCode).toBe(403);
    expect(patched.json()).toEqual({ error: MESSAGES.forbidden });
    const deleted = await remove(tokens.hockeyAdmin, post.id);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual({ error: MESSAGES.forbidden });
    expect(await read(tokens.agent, post.id)).toMatchObject({
      title: 'By the admin',
      content: '<p>Mine</p>',
    });
  });

  it('lets the author and a Superadmin edit and delete it', async () => {
    const first = (await write(tokens.admin, { title: 'Author edits' })).json<Post>();
    expect((await write(tokens.admin, { title: 'Author edited' }, first.id)).statusCode).toBe(200);
    expect((await write(tokens.superadmin, { title: 'Superadmin edited' }, first.id)).json()).toMatchObject({
      title: 'Superadmin edited',
      authorId: first.authorId,
    });
    expect((await remove(tokens.admin, first.id)).statusCode).toBe(204);
    const second = (await write(tokens.hockeyAdmin, { title: 'Superadmin deletes' })).json<Post>();
    expect((await remove(tokens.superadmin, second.id)).statusCode).toBe(204);
    expect(
      (await context.t.inject({ url: `/core/api/posts/${second.id}`, token: tokens.agent })).statusCode,
    ).toBe(404);
  });

  it('answers 404, not 403, for a post that does not exist', async () => {
    const missing = '5b0e2b8c-8f9f-4b8e-9a52-1d1c2a3b4c5d';
    expect((await write(tokens.hockeyAdmin, { title: 'x' }, missing)).statusCode).toBe(404);
    expect((await remove(tokens.hockeyAdmin, missing)).statusCode).toBe(404);
  });

  it('tells each reader whether they may change the post (canEdit)', async () => {
    const post = (await write(tokens.admin, { title: 'Flags' })).json<Post>();
    expect((await read(tokens.admin, post.id)).canEdit).toBe(true);
    expect((await read(tokens.superadmin, post.id)).canEdit).toBe(true);
    expect((await read(tokens.hockeyAdmin, post.id)).canEdit).toBe(false);
    expect((await read(tokens.agent, post.id)).canEdit).toBe(false);
    const listed = async (token: string) =>
      (await context.t.inject({ url: '/core/api/posts?page=1&take=100', token }))
        .json<Paginated<Post>>()
        .data.find((entry) => entry.id === post.id)?.canEdit;
    expect(await listed(tokens.admin)).toBe(true);
    expect(await listed(tokens.hockeyAdmin)).toBe(false);
  });

  it('leaves a post whose author was deleted to Superadmins', async () => {
    const post = (await write(tokens.hockeyAdmin, { title: 'Orphan' })).json<Post>();
    await context.t.database.db.update(posts).set({ authorId: null }).where(eq(posts.id, post.id));
    expect((await read(tokens.hockeyAdmin, post.id)).canEdit).toBe(false);
    expect((await write(tokens.hockeyAdmin, { title: 'Mine again?' }, post.id)).statusCode).toBe(403);
    expect((await read(tokens.superadmin, post.id)).canEdit).toBe(true);
    expect((await remove(tokens.superadmin, post.id)).statusCode).toBe(204);
  });
});

describe('without the news feature (D23)', () => {
  // Builds its own app with the whole demo seed: as long as a file's beforeAll may take.
  it('answers 404 for every posts endpoint', { timeout: 120_000 }, async () => {
    const off = await createTestApp({ env: { FEATURES: 'sport' } });
    try {
      const token = await off.login('superadmin@demo.test');
      for (const [method, url] of [
        ['GET', '/core/api/posts'],
        ['GET', '/core/api/posts/5b0e2b8c-8f9f-4b8e-9a52-1d1c2a3b4c5d'],
        ['POST', '/core/api/posts'],
      ] as const) {
        const response = await off.inject({
          method,
          url,
          token,
          ...(method === 'POST' ? { payload: { title: 'x' } } : {}),
        });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
  });
});
