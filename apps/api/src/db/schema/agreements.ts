import type { PlayerDocumentKind } from '@transferdesk/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { contacts } from './contacts.ts';
import { countries } from './reference.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * Issue 30: a player's files (signed agreements, guardian consents, passports, work permits,
 * medical reports). The bytes live in storage under `private/`, which `/core/resources` never
 * serves; the sport's members read them through the API. A file no agreement or document names a
 * day after its upload is removed by the `file-cleanup` job.
 */
export const playerFiles = pgTable(
  'player_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The storage path (`resources/private/player-files/<uuid>.<ext>`). */
    path: text('path').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('player_files_contact_idx').on(table.contactId)],
);

/** D45: a representation agreement between the player and the agency. */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    exclusive: boolean('exclusive').notNull().default(false),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    feeTerms: text('fee_terms').notNull().default(''),
    feePercent: numeric('fee_percent', { precision: 5, scale: 2, mode: 'number' }),
    dualRepresentation: boolean('dual_representation').notNull().default(false),
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    signedFileId: uuid('signed_file_id').references(() => playerFiles.id, { onDelete: 'set null' }),
    federationUploadedOn: date('federation_uploaded_on'),
    guardianConsentFileId: uuid('guardian_consent_file_id').references(() => playerFiles.id, {
      onDelete: 'set null',
    }),
    legalAdviceNoticeGiven: boolean('legal_advice_notice_given').notNull().default(false),
    playerConfirmed: boolean('player_confirmed').notNull().default(false),
    /**
     * D48: an erased player's agreements (and their fee terms, the payment records) are kept
     * hidden, not erased, until this day, for the reason given.
     */
    restrictedUntil: date('restricted_until'),
    restrictionReason: text('restriction_reason'),
    ...timestamps,
  },
  (table) => [
    index('agreements_contact_idx').on(table.contactId, table.startDate),
    index('agreements_tenant_end_idx').on(table.tenantId, table.endDate),
    check('agreements_dates_check', sql`${table.startDate} <= ${table.endDate}`),
    check(
      'agreements_fee_percent_check',
      sql`${table.feePercent} is null or (${table.feePercent} >= 0 and ${table.feePercent} <= 100)`,
    ),
  ],
);

/**
 * D45: a sport's rule pack. Without a row, Football enforces the rules in force and other sports
 * warn; the suspended rules warn only when a TenantAdmin switches them on.
 */
export const agreementRules = pgTable('agreement_rules', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  enforced: boolean('enforced').notNull(),
  feeCapWarning: boolean('fee_cap_warning').notNull().default(false),
  dualRepresentationWarning: boolean('dual_representation_warning').notNull().default(false),
  ...timestamps,
});

/** Issue 30: a player's passport, work permit, medical report or other document. */
export const playerDocuments = pgTable(
  'player_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PlayerDocumentKind>().notNull(),
    number: text('number').notNull().default(''),
    issuingCountryId: uuid('issuing_country_id').references(() => countries.id, { onDelete: 'set null' }),
    expiresOn: date('expires_on'),
    fileId: uuid('file_id').references(() => playerFiles.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    index('player_documents_contact_idx').on(table.contactId),
    index('player_documents_expiry_idx').on(table.expiresOn).where(sql`${table.expiresOn} is not null`),
    check(
      'player_documents_kind_check',
      sql`${table.kind} in ('passport', 'workPermit', 'medical', 'other')`,
    ),
  ],
);
