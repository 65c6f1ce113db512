import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('GET /core/health', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('answers 200 when the database answers', async () => {
    t = await createTestApp();
    const response = await t.inject({ url: '/core/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is unreachable', async () => {
    t = await createTestApp();
    await t.database.close();
    const response = await t.inject({ url: '/core/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
  });
});
