import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { contacts } from './contacts.ts';
import { tenants } from './tenants.ts';

/**
 * Spec 2, Click record (D15, D16): a club contact opened a player's public page from the link made
 * for that contact. One row per page load; the who-clicked lists count them per contact and player.
 */
export const playerClicks = pgTable(
  'player_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The club contact the link was made for (spec: ClientId). */
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The player whose page was opened (spec: PlayerID). */
    playerId: uuid('player_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('player_clicks_player_idx').on(table.playerId, table.contactId),
    index('player_clicks_contact_idx').on(table.contactId, table.playerId),
  ],
);

/** Spec 2, PDF template (D20): a sport's Word template for the CV PDF; at most one per sport. */
export const pdfTemplates = pgTable(
  'pdf_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Storage key of the uploaded .docx under DATA_DIR/uploads; null until a file is uploaded. */
    filePath: text('file_path'),
    ...timestamps,
  },
  (table) => [uniqueIndex('pdf_templates_tenant_idx').on(table.tenantId)],
);

/**
 * Issue 25: the last CV PDF made for each player, so that a repeated download costs a file read and
 * not seconds of layout. `sourceKey` is a hash of everything the PDF shows (the player's public data,
 * the template and its version, the company's name and logo): a request whose key differs renders
 * anew and replaces the row and its file.
 */
export const cvPdfs = pgTable('cv_pdfs', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => contacts.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  sourceKey: text('source_key').notNull(),
  /** Storage key of the PDF under DATA_DIR/uploads (or the bucket). */
  filePath: text('file_path').notNull(),
  /** How it was made: the sport's Word template or the built-in layout. */
  source: text('source').$type<'template' | 'built-in'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
