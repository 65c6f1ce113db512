import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts } from '../db/schema/index.ts';
import { replaceStoredImage } from './images.ts';
import type { Storage } from './storage.ts';

/**
 * What contacts and players (D8: one table) share: the scalar fields every contact DTO carries, as
 * columns, and the replacement of a row's picture.
 */
export const contactFieldColumns = {
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  phoneNumber: contacts.phoneNumber,
  accountName: contacts.accountName,
  jobTitle: contacts.jobTitle,
  role: contacts.role,
  whatsapp: contacts.whatsapp,
  twitter: contacts.twitter,
  instagram: contacts.instagram,
  facebook: contacts.facebook,
  tikTok: contacts.tikTok,
  agent1: contacts.agent1,
  agent2: contacts.agent2,
  playerCvLink: contacts.playerCvLink,
  description: contacts.description,
  mandate: contacts.mandate,
  pinsPriority: contacts.pinsPriority,
  includeInApp: contacts.includeInApp,
  contractType: contacts.contractType,
  transferMarket: contacts.transferMarket,
  dateOfBirth: contacts.dateOfBirth,
  nationality: contacts.nationality,
  maritalStatus: contacts.maritalStatus,
  numberOfKids: contacts.numberOfKids,
  rightyLefty: contacts.rightyLefty,
  height: contacts.height,
  weight: contacts.weight,
  eliteProspects: contacts.eliteProspects,
};

/**
 * Stores a new picture for a contact or player that is not deleted and points the row at it (the
 * old file goes once the new path is committed); `notFound` when the row was deleted meanwhile.
 */
export function replaceContactPicture(options: {
  db: Db;
  storage: Storage;
  folder: string;
  id: string;
  bytes: Uint8Array;
  notFound: () => Error;
}): Promise<void> {
  const { db, id } = options;
  return replaceStoredImage({
    storage: options.storage,
    folder: options.folder,
    bytes: options.bytes,
    pointAt: (newPath) =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ picturePath: contacts.picturePath })
          .from(contacts)
          .where(and(eq(contacts.id, id), isNull(contacts.deletedAt)))
          .for('update');
        if (!current) throw options.notFound();
        await tx
          .update(contacts)
          .set({ picturePath: newPath, updatedAt: new Date() })
          .where(eq(contacts.id, id));
        return current.picturePath;
      }),
  });
}
