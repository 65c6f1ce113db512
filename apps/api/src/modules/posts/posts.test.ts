import type { Paginated } from '@transferdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { Post } from './schemas.ts';

let t: TestApp;
let superadmin: string;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await t.login('superadmin@demo.test');
  admin = await t.login('admin@demo.test');
  agent = await t.login('agent@demo.test');
});
afterAll(async () => {
  await t.close();
});

const write = (token: string, payload: Record<string, unknown>, id?: string) =>
  t.inject({
    method: id ? 'PATCH' : 'POST',
    url: id ? `/core/api/posts/${id}` : '/core/api/posts',
    token,
    payload,
  });

describe('/core/api/posts', () => {
  it('lets admins write, edit and delete, and everyone signed in read', async () => {
    const created = await write(superadmin, {
      title: ' First post ',
      content: '<p>Hello <strong>all</strong></p>',
    });
    expect(created.statusCode).toBe(201);
    const post = created.json<Post>();
    expect(post).toMatchObject({
      title: 'First post',
      content: '<p>Hello <strong>all</strong></p>',
      authorName: 'Sam Superadmin',
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    const edited = await write(admin, { title: 'Edited' }, post.id);
    expect(edited.json()).toMatchObject({ title: 'Edited', content: '<p>Hello <strong>all</strong></p>' });
    const read = await t.inject({ url: `/core/api/posts/${post.id}`, token: agent });
    expect(read.statusCode).toBe(200);
    expect(read.json().title).toBe('Edited');

    expect((await write(agent, { title: 'Nope' })).statusCode).toBe(403);
    expect((await write(agent, { title: 'Nope' }, post.id)).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'DELETE', url: `/core/api/posts/${post.id}`, token: agent })).statusCode,
    ).toBe(403);
    expect((await t.inject({ url: '/core/api/posts' })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'DELETE', url: `/core/api/posts/${post.id}`, token: admin })).statusCode,
    ).toBe(204);
    expect((await t.inject({ url: `/core/api/posts/${post.id}`, token: agent })).statusCode).toBe(404);
  });

  it('requires a title', async () => {
    for (const payload of [{ content: 'x' }, { title: '   ' }]) {
      const response = await write(admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(['title: Title is required']);
    }
  });

  it('stores a stored-XSS attempt without script, handlers or javascript: links, on create and edit', async () => {
    const attack = '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    const created = (await write(admin, { title: 'XSS', content: attack })).json<Post>();
    const edited = (
      await write(admin, { content: `<p onclick="alert(1)">y</p>${attack}` }, created.id)
    ).json<Post>();
    for (const content of [created.content, edited.content]) {
      expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
      expect(content).toContain('x</a>');
    }
    const stored = (await t.inject({ url: `/core/api/posts/${created.id}`, token: agent })).json<Post>();
    expect(stored.content).toBe(edited.content);
  });

  it('lists newest first by default, sorts by title and filters', async () => {
    for (const title of ['Ærø news', 'apple news', 'Zulu news']) await write(admin, { title });
    const titles = async (query: string) =>
      (await t.inject({ url: `/core/api/posts?${query}`, token: agent }))
        .json<Paginated<Post>>()
        .data.map((post) => post.title);
    expect(await titles('page=1&take=3')).toEqual(['Zulu news', 'apple news', 'Ærø news']);
    expect(await titles('page=1&take=3&sort=title&direction=asc&filter=news')).toEqual([
      'Ærø news',
      'apple news',
      'Zulu news',
    ]);
    const filtered = await t.inject({ url: '/core/api/posts/filter/?page=1&filter=AERO', token: agent });
    expect(filtered.json<Paginated<Post>>()).toMatchObject({
      total: 1,
      lastPage: 1,
      data: [{ title: 'Ærø news' }],
    });
  });
});

describe('without the news feature (D23)', () => {
  it('answers 404 for every posts endpoint', async () => {
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
