import {
  type Contact,
  type ContactCreate,
  type ContactUpdate,
  MESSAGES,
  sortKey,
} from '@transferdesk/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs, contacts, tenants } from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import { contactNameOrder, contactPagesByName } from '../../lib/contact-batches.ts';
import { contactKeys } from '../../lib/contact-keys.ts';
import { contactFieldColumns, contactRowOperations } from '../../lib/contact-rows.ts';
import type { CsvImport } from '../../lib/csv-import-rules.ts';
import { DomainError } from '../../lib/errors.ts';
import { sanitizePostHtml } from '../../lib/html.ts';
import { importInBatches } from '../../lib/import-batches.ts';
import { fieldsExcept } from '../../lib/row-fields.ts';
import type { Storage } from '../../lib/storage.ts';
import {
  assertRowAccess,
  assertTenantAccess,
  type Caller,
  IMPORT_NO_SPORT,
  importTenantId,
  WRITERS,
} from '../../lib/tenant-access.ts';
import { CONTACT_SEARCH_LIMIT, type ContactCsvRow } from './schemas.ts';

const IMAGE_FOLDER = 'contacts';
const VALIDATION_FAILED = 'Validation failed';

export const CONTACT_MESSAGES = {
  clubOfOtherSport: 'Choose a club of this sport',
  clubDeleted: 'The club has been deleted; choose another',
  nameRequired: 'Enter a first or last name',
  noSport: IMPORT_NO_SPORT,
} as const;

/** The scalar fields a contact DTO carries (the players' lists come with players). */
const fieldColumns = contactFieldColumns;

const contactColumns = {
  id: contacts.id,
  tenantId: contacts.tenantId,
  tenantName: sql<string>`(select ${tenants.name} from ${tenants} where ${tenants.id} = ${contacts.tenantId})`,
  clubId: contacts.clubId,
  clubName: sql<string | null>`(select ${clubs.name} from ${clubs} where ${clubs.id} = ${contacts.clubId})`,
  clubDeleted: sql<boolean>`coalesce((select ${clubs.deletedAt} is not null from ${clubs} where ${clubs.id} = ${contacts.clubId}), false)`,
  ...fieldColumns,
  picturePath: contacts.picturePath,
  deletedAt: contacts.deletedAt,
  erasedAt: contacts.erasedAt,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};
type ContactRow = Pick<
  typeof contacts.$inferSelect,
  | 'id'
  | 'tenantId'
  | 'clubId'
  | keyof typeof fieldColumns
  | 'picturePath'
  | 'deletedAt'
  | 'erasedAt'
  | 'createdAt'
  | 'updatedAt'
> & { tenantName: string; clubName: string | null; clubDeleted: boolean };

/** The columns a contact renames or reshapes; the rest pass as they are. */
const contactFields = fieldsExcept<ContactRow>(contactColumns)(
  'tenantName',
  'clubName',
  'clubDeleted',
  'picturePath',
  'playerCvLink',
  'deletedAt',
  // D48: only the answer about one contact says it (lists never hold an erased contact).
  'erasedAt',
  'createdAt',
  'updatedAt',
);

function toContact(row: ContactRow): Contact {
  const contact = contactFields(row);
  // Into the copy, not a spread of it: spreading ~40 keys again would cost what the copy saved.
  return Object.assign(contact, {
    // The table's check constraints hold these columns to the shared choice lists.
    pinsPriority: contact.pinsPriority as Contact['pinsPriority'],
    contractType: contact.contractType as Contact['contractType'],
    maritalStatus: contact.maritalStatus as Contact['maritalStatus'],
    rightyLefty: contact.rightyLefty as Contact['rightyLefty'],
    tenant: { name: row.tenantName },
    club: row.clubName === null ? null : { name: row.clubName, deleted: row.clubDeleted },
    pictureUrl: row.picturePath,
    playerCVLink: row.playerCvLink,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** The answer about one contact: the list's, with when he was erased (D48). */
function withErasure(row: ContactRow): Contact {
  return Object.assign(toContact(row), { erasedAt: row.erasedAt?.toISOString() ?? null });
}

/** The form's fields as columns; the description is sanitised (it is rendered as HTML). */
function contactValues(input: Omit<ContactCreate, 'tenantId' | 'clubId'>) {
  const { playerCVLink, description, ...rest } = input;
  // Into `rest`, a copy already: a CSV import makes this object for every row.
  return Object.assign(rest, {
    playerCvLink: playerCVLink,
    description: sanitizePostHtml(description, 'description'),
  });
}

/** The contact export's cells: text as it is, the rest as the import reads it back. */
function toCells(row: Pick<ContactRow, keyof typeof fieldColumns>, club: string): Record<string, string> {
  const { playerCvLink, ...rest } = row;
  return {
    ...Object.fromEntries(
      Object.entries(rest).map(([column, value]) => [column, value === null ? '' : String(value)]),
    ),
    playerCVLink: playerCvLink,
    club,
  };
}

export type ContactService = ReturnType<typeof createContactService>;

/**
 * People at clubs (spec 2, section 3; D8: the contacts that are not players; D7: every field
 * editable; D10: TenantAdmin and User members read, TenantAdmin members write). Deletion is soft
 * (ADR 004): a deleted contact leaves lists and searches, stays readable by id, and is read-only.
 */
export function createContactService({ db, storage }: { db: Db; storage: Storage }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);
  const invalid = (field: string, message: string) =>
    new DomainError('invalid', VALIDATION_FAILED, [`${field}: ${message}`]);
  /** D8: /contacts never serves or changes a player. */
  const notPlayer = eq(contacts.isPlayer, false);

  async function load(id: string): Promise<ContactRow | undefined> {
    const [row] = (await db
      .select(contactColumns)
      .from(contacts)
      .where(and(eq(contacts.id, id), notPlayer))) as ContactRow[];
    return row;
  }

  async function detail(id: string): Promise<Contact> {
    const row = await load(id);
    if (!row) throw notFound();
    return withErasure(row);
  }

  /** The club a contact is put at: of the same sport and not deleted; 400 naming clubId otherwise. */
  async function clubNameFor(clubId: string, tenantId: string): Promise<string> {
    const [club] = await db
      .select({ name: clubs.name, deletedAt: clubs.deletedAt })
      .from(clubs)
      .where(and(eq(clubs.id, clubId), eq(clubs.tenantId, tenantId)));
    if (!club) throw invalid('clubId', CONTACT_MESSAGES.clubOfOtherSport);
    if (club.deletedAt) throw invalid('clubId', CONTACT_MESSAGES.clubDeleted);
    return club.name;
  }

  /** The export's rows in name order, a batch per query. */
  async function* exportBatches(where: SQL): AsyncGenerator<Record<string, string>> {
    const pages = contactPagesByName((after, limit) =>
      db
        .select({
          id: contacts.id,
          nameSort: contacts.nameSort,
          ...fieldColumns,
          clubName: clubs.name,
          clubDeletedAt: clubs.deletedAt,
        })
        .from(contacts)
        .leftJoin(clubs, eq(clubs.id, contacts.clubId))
        .where(and(where, after))
        .orderBy(...contactNameOrder)
        .limit(limit),
    );
    for await (const page of pages) {
      for (const { id: _id, nameSort: _nameSort, clubName, clubDeletedAt, ...row } of page) {
        // A deleted club cannot be given to a contact anew, so an import could not read it back.
        yield toCells(row, clubDeletedAt ? '' : (clubName ?? ''));
      }
    }
  }

  const { writable, operations } = contactRowOperations<Contact, Contact, ContactRow>({
    db,
    storage,
    folder: IMAGE_FOLDER,
    kind: notPlayer,
    editors: WRITERS,
    notFound,
    detail,
    columns: contactColumns,
    toItem: toContact,
    counted: 'contacts',
    searchLimit: CONTACT_SEARCH_LIMIT,
    exportBatches,
  });

  return {
    // list, remove, replaceImage, search and exportRows: lib/contact-rows.ts
    ...operations,

    /** A deleted contact is still answered, so that what points at it resolves. */
    async get(caller: Caller, id: string): Promise<Contact> {
      const row = await load(id);
      await assertRowAccess(db, caller, row?.tenantId);
      if (!row) throw notFound();
      return withErasure(row);
    },

    async create(caller: Caller, input: ContactCreate): Promise<Contact> {
      await assertTenantAccess(db, caller, input.tenantId);
      const clubName = input.clubId ? await clubNameFor(input.clubId, input.tenantId) : null;
      const { tenantId, clubId, ...fields } = input;
      const [created] = await db
        .insert(contacts)
        .values({
          ...contactValues(fields),
          ...contactKeys(fields, clubName),
          tenantId,
          clubId,
          isPlayer: false,
        })
        .returning({ id: contacts.id });
      if (!created) throw new Error('The contact row was not written');
      return detail(created.id);
    },

    /** Changes the fields sent; the merged contact keeps a first or last name. */
    async update(caller: Caller, id: string, input: ContactUpdate): Promise<Contact> {
      const current = await writable(caller, id);
      const merged = {
        firstName: input.firstName ?? current.firstName,
        lastName: input.lastName ?? current.lastName,
        email: input.email ?? current.email,
        role: input.role ?? current.role,
      };
      if (merged.firstName === '' && merged.lastName === '') {
        throw invalid('firstName', CONTACT_MESSAGES.nameRequired);
      }
      const clubId = input.clubId === undefined ? current.clubId : input.clubId;
      // Keeping a club that was deleted meanwhile is allowed: the form sends the club it shows.
      let clubName: string | null = null;
      if (clubId && clubId !== current.clubId) clubName = await clubNameFor(clubId, current.tenantId);
      else if (clubId) {
        const [club] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
        clubName = club?.name ?? null;
      }
      const { playerCVLink, description, clubId: _clubId, ...rest } = input;
      // Drizzle leaves keys whose value is undefined out of the SET: only the fields sent change.
      await db
        .update(contacts)
        .set({
          ...rest,
          clubId,
          playerCvLink: playerCVLink,
          description: description === undefined ? undefined : sanitizePostHtml(description, 'description'),
          ...contactKeys(merged, clubName),
          updatedAt: new Date(),
        })
        .where(eq(contacts.id, id));
      return detail(id);
    },

    /** Into the sport of `?tenantId`; clubs by name among the sport's clubs that are not deleted. */
    async importRows(
      caller: Caller,
      csv: CsvImport<ContactCsvRow>,
      target: { tenantId?: string | undefined },
    ): Promise<number> {
      const tenantId = await importTenantId(db, caller, target);
      const sportClubs = await db
        .select({ id: clubs.id, name: clubs.name, nameSort: clubs.nameSort })
        .from(clubs)
        .where(and(eq(clubs.tenantId, tenantId), isNull(clubs.deletedAt)));
      const byName = new Map<string, { id: string; name: string }[]>();
      for (const club of sportClubs) byName.set(club.nameSort, [...(byName.get(club.nameSort) ?? []), club]);
      return importInBatches(db, csv, { analyze: [contacts] }, async (tx, batch) => {
        const values = batch.map(({ rowNumber, value: { club, ...fields } }) => {
          const matches = club ? (byName.get(sortKey(club)) ?? []) : [];
          if (club && matches.length !== 1) {
            csv.rowError(
              rowNumber,
              'club',
              matches.length === 0
                ? `No club named "${club}" in this sport`
                : `${matches.length} clubs are named "${club}"; import this contact by hand`,
            );
          }
          const found = matches.length === 1 ? matches[0] : undefined;
          return Object.assign(contactValues(fields), contactKeys(fields, found?.name), {
            tenantId,
            clubId: found?.id ?? null,
            isPlayer: false,
          });
        });
        if (!csv.failed) await bulkInsert(tx, contacts, values);
      });
    },
  };
}
