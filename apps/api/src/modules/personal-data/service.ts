import {
  DEFAULT_LOCALE,
  type ErasurePreview,
  type ErasureResult,
  type erasureRequestSchema,
  LOCALES,
  type Locale,
  PERSONAL_DATA_MESSAGES,
} from '@transferdesk/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditActor } from '../../db/audit-actor.ts';
import type { Db } from '../../db/client.ts';
import { auditEntries, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { erasureNoticeMail } from '../../lib/mail-templates/erasure-notice.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Caller } from '../../lib/tenant-access.ts';
import { erase } from './erase.ts';
import { erasurePlan, type Recipient, restrictedUntil } from './erasure-plan.ts';
import { exportFileName, exportZip } from './export-zip.ts';
import { nameOf, type PersonKind, type PersonRow, personInScope } from './person.ts';

export type ErasureInput = z.output<typeof erasureRequestSchema>;

interface Logger {
  warn(details: object, message: string): void;
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;

/**
 * D48: a person's data on a TenantAdmin's request (GDPR Art. 15, 17, 19): everything held about
 * him as one ZIP, and his erasure, each recorded in the history (D47).
 */
export function createPersonalDataService({
  db,
  storage,
  mailer,
  companyName,
  log,
}: {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  /** COMPANY_NAME: the agency the notices come from. */
  companyName: string;
  log: Logger;
}) {
  /** The recipients' languages: of an account with the same address, else English. */
  async function localesOf(recipients: Recipient[]): Promise<Map<string, Locale>> {
    const emails = [...new Set(recipients.map((recipient) => recipient.email.toLowerCase()).filter(Boolean))];
    if (emails.length === 0) return new Map();
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})`, locale: users.locale })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    return new Map(rows.flatMap((row) => (LOCALES.includes(row.locale) ? [[row.email, row.locale]] : [])));
  }

  /** The erasing admin, for the notices' Reply-To: the clubs' questions reach a person. */
  async function replyToOf(userId: string | null) {
    if (!userId) return undefined;
    const [user] = await db
      .select({ name: users.name, surname: users.surname, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return user
      ? { name: `${user.name} ${user.surname}`.trim() || user.email, address: user.email }
      : undefined;
  }

  /** Tells each recipient with an address, after the commit; a failed message is logged, not retried. */
  async function notify(recipients: Recipient[], actor: AuditActor): Promise<number> {
    const addressed = recipients.filter((recipient) => recipient.email !== '');
    const [locales, replyTo] = await Promise.all([localesOf(addressed), replyToOf(actor.actorId)]);
    let mailed = 0;
    for (const recipient of addressed) {
      const mail = erasureNoticeMail({
        locale: locales.get(recipient.email.toLowerCase()) ?? DEFAULT_LOCALE,
        contactName: recipient.name,
        companyName,
        sentOn: recipient.sentOn,
      });
      try {
        await mailer.send({ to: recipient.email, ...mail, ...(replyTo ? { replyTo } : {}) });
        mailed += 1;
      } catch (error) {
        log.warn({ err: error, contactId: recipient.contactId }, 'Erasure notice not sent');
      }
    }
    return mailed;
  }

  return {
    /** The ZIP and its file name; the export is recorded in the person's history. */
    async export(caller: Caller, kind: PersonKind, id: string, actor: AuditActor) {
      const person = await personInScope(db, caller, kind, id);
      const bytes = await exportZip(db, storage, person);
      await db.insert(auditEntries).values({
        tenantId: person.tenantId,
        actorId: actor.actorId,
        impersonatorId: actor.impersonatorId,
        action: 'export',
        tableName: 'contacts',
        recordId: person.id,
        subjectTable: 'contacts',
        subjectId: person.id,
        changes: {},
      });
      return { filename: exportFileName(person), bytes };
    },

    async preview(caller: Caller, kind: PersonKind, id: string): Promise<ErasurePreview> {
      const person = await personInScope(db, caller, kind, id);
      const plan = await erasurePlan(db, person);
      return {
        name: nameOf(person),
        isPlayer: person.isPlayer,
        erasedAt: person.erasedAt?.toISOString() ?? null,
        deleted: plan.deleted,
        restricted: {
          agreements: plan.agreements,
          restrictedUntil: restrictedUntil(),
          reason: PERSONAL_DATA_MESSAGES.restrictionReason,
        },
        recipients: plan.recipients.map(({ sentOn: _sentOn, ...recipient }) => recipient),
      };
    },

    /**
     * Erases the person in one transaction, then removes his files from the storage and, unless
     * told not to (with a reason, kept in the history), tells the clubs that received his CV.
     */
    async erase(
      caller: Caller,
      kind: PersonKind,
      id: string,
      input: ErasureInput,
      actor: AuditActor,
    ): Promise<ErasureResult> {
      const person: PersonRow = await personInScope(db, caller, kind, id);
      if (person.erasedAt) throw new DomainError('conflict', PERSONAL_DATA_MESSAGES.alreadyErased);
      const done = await erase(db, person, actor, input);
      for (const path of done.files) {
        await storage.remove(path).catch((error: unknown) => {
          log.warn({ err: error, path }, 'An erased file could not be removed from the storage');
        });
      }
      const mailed = input.notifyRecipients ? await notify(done.plan.recipients, actor) : 0;
      return {
        erasedAt: done.erasedAt.toISOString(),
        deleted: done.plan.deleted,
        restricted: { agreements: done.plan.agreements, restrictedUntil: done.restrictedUntil },
        mailed,
      };
    },
  };
}
