import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Agreement, Backup, Player, StoredFile } from '@transferdesk/shared';
import { list } from 'tar';
import { expect } from 'vitest';
import { encodePng } from '../../lib/png.ts';
import type { TestContext } from '../../test/context.ts';
import { multipartBody } from '../../test/multipart.ts';
import { uploadedPdf } from '../../test/player-files.ts';
import { useSendScenario } from '../../test/send-scenario.ts';

/** A PNG of random pixels (incompressible, so each picture is its own bytes and spans many chunks). */
export function noisePng(side: number): Buffer {
  const row = 1 + side * 3;
  const scanlines = randomBytes(row * side);
  for (let y = 0; y < side; y += 1) scanlines[y * row] = 0;
  return Buffer.from(encodePng(side, side, scanlines, 'rgb'));
}

/** Every file under `dir` (hidden ones left out, as the backup leaves them), by path, with its bytes. */
export async function filesUnder(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  let names: string[];
  try {
    names = await readdir(dir, { recursive: true });
  } catch {
    return files;
  }
  for (const name of names.sort()) {
    if (name.split(path.sep).some((part) => part.startsWith('.'))) continue;
    try {
      files.set(name, await readFile(path.join(dir, name)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
    }
  }
  return files;
}

/** The paths inside an archive, in order. */
export async function archivePaths(file: string): Promise<string[]> {
  const paths: string[] = [];
  await list({ file, onReadEntry: (entry) => paths.push(entry.path) });
  return paths;
}

/**
 * What issue 31 asks a backup to carry: players with pictures, a match sent to a club contact
 * (which makes the pitches), a player's file and an agreement that names it.
 */
export function useBackupData(context: TestContext) {
  const sends = useSendScenario(context);
  const { tokens } = context;

  async function picture(playerId: string, bytes: Buffer): Promise<Player> {
    const response = await context.t.inject({
      method: 'POST',
      url: `/core/api/players/${playerId}/file`,
      token: tokens.agent,
      ...multipartBody([{ name: 'file', value: bytes, filename: 'portrait.png', contentType: 'image/png' }]),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Player>();
  }

  return async function makeData() {
    const found = await sends.scenario();
    const pictures = new Map<string, Buffer>();
    const players: Player[] = [];
    for (const player of found.players) {
      const bytes = noisePng(160);
      const saved = await picture(player.id, bytes);
      pictures.set(saved.pictureUrl ?? '', bytes);
      players.push(saved);
    }
    const matchId = await sends.matched(found.requirement.id);
    // Both players to the requirement's club contact, by e-mail: a pitch each (D44).
    const sent = await sends.send(
      matchId,
      found.players.map((player) => player.id),
      true,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const owner = players[0]?.id ?? '';
    const file: StoredFile = await uploadedPdf(context, owner, 'signed agreement.pdf');
    const made = await context.send('POST', `/players/${owner}/agreements`, tokens.agent, {
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      signedFileId: file.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    return {
      ...found,
      tenantId: sends.football.id,
      players,
      pictures,
      matchId,
      file,
      agreement: made.json<Agreement>(),
    };
  };
}

/** `POST /backups` as the Superadmin, expecting the 201. */
export async function backUp(context: TestContext): Promise<Backup> {
  const response = await context.send('POST', '/backups', context.tokens.superadmin);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Backup>();
}
