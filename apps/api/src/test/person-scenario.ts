import path from 'node:path';
import type { Agreement, PlayerDocument, StoredFile } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { contacts, playerFiles } from '../db/schema/index.ts';
import { createDiskStorage } from '../lib/storage.ts';
import { uniqueClientAddress } from './app.ts';
import type { TestContext } from './context.ts';
import { multipartBody, TINY_PNG } from './multipart.ts';
import { PDF_BYTES, uploadPlayerFile } from './player-files.ts';
import { useSendScenario } from './send-scenario.ts';

/** A scan of a passport, as a player's file takes it (a PDF, told apart from the agreement by its bytes). */
export const SCAN_BYTES = Buffer.concat([PDF_BYTES, Buffer.from('% passport scan\n', 'latin1')]);

/**
 * D48's tests: a Football player with everything a person's data holds (a picture, a video, a
 * contract, an agreement with its signed file, a passport with its scan), whose CV was sent by
 * e-mail to a club contact from a match (a pitch and a match send), who opened it (a click).
 */
export function usePersonScenario(context: TestContext) {
  const sends = useSendScenario(context);
  const { tokens } = context;

  const ok = <T>(response: { statusCode: number; body: string; json: <U>() => U }, status = 200): T => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };

  async function uploaded(playerId: string, bytes: Buffer, filename: string): Promise<StoredFile> {
    return ok<StoredFile>(await uploadPlayerFile(context, playerId, { bytes, filename }), 201);
  }

  /** The player, his club contact and what connects them; the match mail is left on the server. */
  async function personScenario() {
    const base = await sends.scenario();
    const player = base.players[0] as { id: string };
    const playerId = player.id;
    ok(
      await context.t.inject({
        method: 'POST',
        url: `/core/api/players/${playerId}/file`,
        token: tokens.admin,
        ...multipartBody([{ name: 'file', value: TINY_PNG, filename: 'me.png', contentType: 'image/png' }]),
      }),
    );
    ok(
      await context.send('PATCH', `/players/${playerId}`, tokens.admin, {
        email: `send.one.${base.tag}@player.example.test`,
        phoneNumber: '+45 12 34 56 78',
        nationality: 'Denmark',
        description: '<p>Quick left back</p>',
        statistics: '<p>31 games, 9 goals</p>',
        playerReferences: '<p>Coach: good</p>',
        minSalaryBrutto: 90_000,
        videoInfos: [{ title: 'Highlights', videoUrl: 'https://video.example.test/1', isPrimary: true }],
        contracts: [{ contractName: 'PlayerContract', clubName: 'Old FC', endDate: '2027-06-30' }],
      }),
    );
    const signed = await uploaded(playerId, PDF_BYTES, 'agreement signed.pdf');
    const agreement = ok<Agreement>(
      await context.send('POST', `/players/${playerId}/agreements`, tokens.admin, {
        startDate: '2040-01-01',
        endDate: '2040-12-31',
        feeTerms: '3% of the gross salary',
        signedFileId: signed.id,
      }),
      201,
    );
    const scan = await uploaded(playerId, SCAN_BYTES, 'passport.pdf');
    const passport = ok<PlayerDocument>(
      await context.send('POST', `/players/${playerId}/documents`, tokens.admin, {
        kind: 'passport',
        number: `P${base.tag}`,
        fileId: scan.id,
      }),
      201,
    );
    const matchId = await sends.matched(base.requirement.id);
    ok(await sends.send(matchId, [playerId], true));
    // The club contact opens the CV page from the link in the mail.
    const click = await context.t.inject({
      method: 'POST',
      url: '/core/api/unauthorised/new_click',
      payload: { ClientId: base.contact.id, PlayerID: playerId },
      remoteAddress: uniqueClientAddress(),
    });
    expect(click.statusCode, click.body).toBe(204);
    return { ...base, playerId, signed, agreement, scan, passport, matchId };
  }

  /** The app's storage, as the tests' app writes it (DATA_DIR/uploads). */
  const storage = () => createDiskStorage(path.join(context.t.config.dataDir, 'uploads'));

  /** The stored paths of the person's picture and files. */
  async function storedPaths(personId: string) {
    const { db } = context.t.database;
    const [row] = await db
      .select({ picture: contacts.picturePath })
      .from(contacts)
      .where(eq(contacts.id, personId));
    const files = await db
      .select({ id: playerFiles.id, path: playerFiles.path })
      .from(playerFiles)
      .where(eq(playerFiles.contactId, personId));
    return { picture: row?.picture ?? null, files: new Map(files.map((file) => [file.id, file.path])) };
  }

  return { ...sends, personScenario, storage, storedPaths, ok };
}
