import { MESSAGES } from '@transferdesk/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs, requirements } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Issue 26, item 13 (D26): a club registers no need for a transfer window once. Inside the write's
 * transaction, the club's row is locked first, so that two registrations sent at the same moment
 * cannot both find none; the second is refused with 409.
 */
export async function assertNoNeedOnce(
  tx: Tx,
  registration: { clubId: string; transferId: string; exceptId?: string },
): Promise<void> {
  const { clubId, transferId, exceptId } = registration;
  await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for('update');
  const [other] = await tx
    .select({ id: requirements.id })
    .from(requirements)
    .where(
      and(
        eq(requirements.clubId, clubId),
        eq(requirements.transferId, transferId),
        eq(requirements.isNoNeed, true),
        exceptId ? ne(requirements.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw new DomainError('conflict', MESSAGES.noNeedTwice);
}
