import { MAX_UPLOAD_BYTES, PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../lib/csv-import-rules.ts';
import { RATE_LIMITS } from '../lib/rate-limits.ts';
import { expectRefusal, useTestContext } from '../test/context.ts';
import { multipartBody } from '../test/multipart.ts';
import { createUser } from '../test/users.ts';
import { resourceRoutes } from './resource-routes.ts';
import { UPLOAD_INCOMPLETE } from './uploads.ts';

/** Called with each row the probe's CSV schema validates. */
let onRow: (name: string) => void = () => {};

/** A resource with nothing but a CSV import, to watch the generic import at work. */
const probe = {
  base: '/probe-rows',
  tag: 'probe',
  noun: { one: 'probe row', many: 'probe rows' },
  item: z.object({ id: z.string() }),
  sorts: ['name'] as const,
  defaultSort: 'name',
  csv: {
    columns: ['name'],
    row: z.object({ name: z.string().min(1, { message: 'A name is required' }) }).refine((row) => {
      onRow(row.name);
      return true;
    }),
    filename: 'probe.csv',
  },
  access: { list: 'authenticated', get: 'authenticated', import: 'authenticated' } as const,
  service: {
    list: async () => ({ data: [], currentPage: 1, lastPage: 1, perPage: 10, total: 0 }),
    get: async (_caller: unknown, id: string) => ({ id }),
    importRows: async (_caller: unknown, csv: AsyncIterable<unknown[]>) => {
      let imported = 0;
      for await (const batch of csv) imported += batch.length;
      return imported;
    },
  },
};

const context = useTestContext({
  extend: (app) => {
    app.register(resourceRoutes, { prefix: '/core/api', definition: probe });
  },
});
const { tokens } = context;

const csvOf = (rows: number) => `name\r\n${'row\r\n'.repeat(rows)}`;
const importCsv = (csv: string, as = tokens.agent) =>
  context.t.inject({
    method: 'POST',
    url: '/core/api/probe-rows/csv',
    token: as,
    ...multipartBody([{ name: 'file', value: csv, filename: 'probe.csv', contentType: 'text/csv' }]),
  });

describe('CSV import of a large file', () => {
  it('refuses more rows than one import may hold, naming the limit', async () => {
    const response = await importCsv(csvOf(250_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The file has errors; nothing was imported',
      errors: [
        {
          description:
            'The file has more than 200,000 rows; at most 200,000 can be imported at once. Split it into smaller files.',
        },
      ],
    });
  });

  it('refuses one row more than the cap', async () => {
    const response = await importCsv(csvOf(MAX_IMPORT_ROWS + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        description:
          'The file has more than 200,000 rows; at most 200,000 can be imported at once. Split it into smaller files.',
      },
    ]);
  });

  it('takes a file of exactly the cap', async () => {
    const response = await importCsv(csvOf(MAX_IMPORT_ROWS));
    expect(response.json()).toEqual({ imported: MAX_IMPORT_ROWS });
  });

  it('takes a file larger than a picture may be', async () => {
    const line = `${'x'.repeat(999)}\r\n`;
    const rows = Math.ceil((MAX_UPLOAD_BYTES + 1) / line.length);
    const response = await importCsv(`name\r\n${line.repeat(rows)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: rows });
  });

  it('refuses a file larger than an import may be with a 413', async () => {
    const line = `${'x'.repeat(1022)}\r\n`;
    const response = await importCsv(`name\r\n${line.repeat(MAX_IMPORT_BYTES / line.length + 1)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: IMPORT_TOO_LARGE });
  });

  it('refuses a second file after the CSV, and a body cut off in the middle of it', async () => {
    const csv = { name: 'file', value: csvOf(3), filename: 'probe.csv', contentType: 'text/csv' };
    const twoFiles = await context.t.inject({
      method: 'POST',
      url: '/core/api/probe-rows/csv',
      token: tokens.agent,
      ...multipartBody([csv, { ...csv, filename: 'again.csv' }]),
    });
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json()).toEqual({ error: 'Send one file at a time.' });
    const { payload, headers } = multipartBody([{ ...csv, value: csvOf(20_000) }]);
    const cut = await context.t.inject({
      method: 'POST',
      url: '/core/api/probe-rows/csv',
      token: tokens.agent,
      headers,
      payload: payload.subarray(0, payload.length / 2),
    });
    expectRefusal(cut, 400, UPLOAD_INCOMPLETE);
    // The cut-off upload leaves the import working for the next, whole file.
    expect((await importCsv(csvOf(3))).json()).toEqual({ imported: 3 });
  });

  it('answers other requests while it is still validating', async () => {
    const events: string[] = [];
    let health: Promise<void> | undefined;
    onRow = (name) => {
      // The health check is sent while the first row is validated.
      health ??= context.t.inject({ url: '/core/health' }).then((response) => {
        events.push(`health ${response.statusCode}`);
      });
      if (name === 'last') events.push('last row validated');
    };
    const response = await importCsv(`${csvOf(20_000)}last\r\n`);
    events.push(`import ${response.statusCode}`);
    await health;
    expect(events).toEqual(['health 200', 'last row validated', 'import 200']);
  });
});

describe('CSV import limits (issue 25)', () => {
  it(`takes at most ${RATE_LIMITS.csvImports.points} imports per user an hour, then 429 before reading the file`, async () => {
    const user = await createUser(context.t.database.db);
    const mine = await context.t.login(user.email);
    for (let call = 0; call < RATE_LIMITS.csvImports.points; call += 1) {
      const response = await importCsv(csvOf(1), mine);
      expect(response.statusCode, response.body).toBe(200);
    }
    const rows: string[] = [];
    onRow = (name) => rows.push(name);
    try {
      const refused = await importCsv(csvOf(3), mine);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: PUBLIC_PAGE_MESSAGES.tooManyClicks });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.csvImports.windowMs / 1000);
      expect(rows).toEqual([]);
    } finally {
      onRow = () => {};
    }
    // Another user's imports are their own.
    expect((await importCsv(csvOf(1))).statusCode).toBe(200);
  });
});
