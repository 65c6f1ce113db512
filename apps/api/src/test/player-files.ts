import { randomBytes } from 'node:crypto';
import type { StoredFile } from '@transferdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { contacts } from '../db/schema/index.ts';
import { contactKeys } from '../lib/contact-keys.ts';
import type { TestContext } from './context.ts';
import { multipartBody } from './multipart.ts';

/** A one-page PDF, as far as any content sniffer is concerned. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Text no other test of the run uses, for names that a search finds alone. */
export const uniqueTag = () => `zq${randomBytes(4).toString('hex')}`;

/** A player of the sport written straight into the table: only what agreements and documents read. */
export async function insertPlayer(
  context: TestContext,
  tenantId: string,
  fields: { firstName?: string; lastName?: string; dateOfBirth?: string | null; isPlayer?: boolean } = {},
): Promise<string> {
  const firstName = fields.firstName ?? 'Agnes';
  const lastName = fields.lastName ?? uniqueTag();
  const [row] = await context.t.database.db
    .insert(contacts)
    .values({
      tenantId,
      isPlayer: fields.isPlayer ?? true,
      firstName,
      lastName,
      dateOfBirth: fields.dateOfBirth ?? null,
      ...contactKeys({ firstName, lastName, email: '', role: '' }, null),
    })
    .returning({ id: contacts.id });
  if (!row) throw new Error('The player was not written');
  return row.id;
}

/** `POST /players/{playerId}/files` with one file. */
export function uploadPlayerFile(
  context: TestContext,
  playerId: string,
  file: { bytes?: Buffer; filename?: string; contentType?: string } = {},
  token = context.tokens.agent,
): Promise<LightMyRequestResponse> {
  return context.t.inject({
    method: 'POST',
    url: `/core/api/players/${playerId}/files`,
    token,
    ...multipartBody([
      {
        name: 'file',
        value: file.bytes ?? PDF_BYTES,
        filename: file.filename ?? 'agreement.pdf',
        contentType: file.contentType ?? 'application/pdf',
      },
    ]),
  });
}

/** An uploaded PDF of the player, as the API answers it. */
export async function uploadedPdf(
  context: TestContext,
  playerId: string,
  filename?: string,
): Promise<StoredFile> {
  const response = await uploadPlayerFile(context, playerId, filename ? { filename } : {});
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StoredFile>();
}
