import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context.ts';
import { COMPRESS_ABOVE_BYTES } from './compression.ts';

const context = useTestContext();
const { tokens } = context;

describe('compressed answers (issue 10)', () => {
  it('compresses a large JSON answer for a client that accepts it, and only then', async () => {
    const url = '/core/api/countries?take=100';
    const plain = await context.t.inject({ url, token: tokens.admin });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);

    const brotli = await context.t.inject({
      url,
      token: tokens.admin,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await context.t.inject({ url, token: tokens.admin, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('streams an answer too big to compress in one call, and it arrives whole', async () => {
    const url = '/core/docs/openapi.json';
    const plain = await context.t.inject({ url });
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    const brotli = await context.t.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.payload);
  });

  it('sends a small answer as it is', async () => {
    const health = await context.t.inject({
      url: '/core/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok', database: 'ok', latencyMs: expect.any(Number) });
  });
});
