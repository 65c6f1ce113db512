import { PERSONAL_DATA_MESSAGES } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { AuditActor } from '../../db/audit-actor.ts';
import type { Db } from '../../db/client.ts';
import {
  agreements,
  auditEntries,
  contacts,
  cvPdfs,
  playerClicks,
  playerContracts,
  playerCountries,
  playerDocuments,
  playerFiles,
  playerLeagues,
  playerPositions,
  playerTeams,
  videoInfos,
} from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { clicksOf, type ErasurePlan, erasedFiles, erasurePlan, restrictedUntil } from './erasure-plan.ts';
import type { PersonRow } from './person.ts';
import { scrubHistory, scrubMatchVersions, scrubNotifications, scrubPitches } from './scrub.ts';

type ContactColumns = typeof contacts.$inferInsert;
/** What erasure keeps of the row: keys, the kind, the CRM link, the club (contacts) and the times. */
type Kept =
  | 'id'
  | 'tenantId'
  | 'isPlayer'
  | 'clubId'
  | 'activeCampaignId'
  | 'deletedAt'
  | 'erasedAt'
  | 'createdAt'
  | 'updatedAt';

/**
 * Every other column, blank. `Required` makes a column added to contacts later fail here until it
 * is decided whether erasure blanks it. The CRM id stays so that the next sync leaves the deleted
 * row alone instead of importing the person again from the CRM.
 */
const BLANK = {
  firstName: '',
  lastName: '',
  nameSort: '',
  searchKey: '',
  email: '',
  phoneNumber: '',
  accountName: '',
  jobTitle: '',
  role: '',
  whatsapp: '',
  twitter: '',
  instagram: '',
  facebook: '',
  tikTok: '',
  agent1: '',
  agent2: '',
  playerCvLink: '',
  description: '',
  picturePath: null,
  mandate: false,
  pinsPriority: null,
  includeInApp: false,
  contractType: null,
  transferMarket: '',
  dateOfBirth: null,
  nationality: '',
  maritalStatus: null,
  numberOfKids: 0,
  rightyLefty: null,
  height: 0,
  weight: 0,
  eliteProspects: '',
  valutaId: null,
  playerLevelId: null,
  contractStatusId: null,
  minSalaryNetto: 0,
  minSalaryBrutto: 0,
  estTransfer: 0,
  formerClub: '',
  statistics: '',
  internationalLevel: '',
  playerReferences: '',
  crmValues: null,
} satisfies Required<Omit<ContactColumns, Kept>>;

export interface Erasure {
  erasedAt: Date;
  plan: ErasurePlan;
  restrictedUntil: string;
  /** Storage paths to remove once the erasure is committed. */
  files: string[];
}

/**
 * D48, in one transaction (a failure anywhere leaves the person as he was): the row locked and
 * checked, his lists, videos, contracts, documents, files (but the agreements'), clicks and cached
 * CV deleted, his agreements restricted for RESTRICTION_YEARS with the reason, his row blanked,
 * erased and deleted (so that lists, matching and every public link leave him), the match
 * versions, pitches and notifications that named him scrubbed, his history's values nulled, and
 * the erasure recorded. The files' bytes are removed by the caller after the commit.
 */
export async function erase(
  db: Db,
  person: PersonRow,
  actor: AuditActor,
  request: { notifyRecipients: boolean; reason: string },
): Promise<Erasure> {
  return db.transaction(async (tx) => {
    const id = person.id;
    const [locked] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
    if (!locked) throw new DomainError('notFound', 'Not found');
    if (locked.erasedAt) throw new DomainError('conflict', PERSONAL_DATA_MESSAGES.alreadyErased);
    const plan = await erasurePlan(tx, locked);
    const erasedAt = new Date();
    const until = restrictedUntil(erasedAt);

    await tx.delete(playerDocuments).where(eq(playerDocuments.contactId, id));
    const files = await tx
      .delete(playerFiles)
      .where(erasedFiles(id, plan.keptFileIds))
      .returning({ path: playerFiles.path });
    for (const table of [playerPositions, playerCountries, playerLeagues, playerTeams]) {
      await tx.delete(table).where(eq(table.contactId, id));
    }
    await tx.delete(videoInfos).where(eq(videoInfos.contactId, id));
    await tx.delete(playerContracts).where(eq(playerContracts.contactId, id));
    await tx.delete(playerClicks).where(clicksOf(id));
    const cached = await tx
      .delete(cvPdfs)
      .where(eq(cvPdfs.playerId, id))
      .returning({ path: cvPdfs.filePath });
    await tx
      .update(agreements)
      .set({
        restrictedUntil: until,
        restrictionReason: PERSONAL_DATA_MESSAGES.restrictionReason,
        updatedAt: erasedAt,
      })
      .where(eq(agreements.contactId, id));
    await tx
      .update(contacts)
      .set({
        ...BLANK,
        // A player's club is part of his career; a contact's club is the agency's partner, kept so
        // that his pitches still say which club they went to.
        clubId: locked.isPlayer ? null : locked.clubId,
        erasedAt,
        deletedAt: locked.deletedAt ?? erasedAt,
        updatedAt: erasedAt,
      })
      .where(eq(contacts.id, id));

    await scrubMatchVersions(tx, locked, erasedAt);
    const pitchIds = await scrubPitches(tx, id);
    await scrubNotifications(tx, locked, pitchIds);
    await scrubHistory(tx, id, pitchIds);
    await tx.insert(auditEntries).values({
      tenantId: locked.tenantId,
      actorId: actor.actorId,
      impersonatorId: actor.impersonatorId,
      action: 'erase',
      tableName: 'contacts',
      recordId: id,
      subjectTable: 'contacts',
      subjectId: id,
      // Not telling the clubs needs a reason, which the history keeps with who decided it.
      changes: request.notifyRecipients
        ? {}
        : { notify_recipients: [null, false], reason: [null, request.reason] },
    });
    return {
      erasedAt,
      plan,
      restrictedUntil: until,
      files: [
        ...(locked.picturePath ? [locked.picturePath] : []),
        ...files.map((file) => file.path),
        ...cached.map((file) => file.path),
      ],
    };
  });
}
