import { z } from 'zod';
import { isoDateSchema } from './catalogue/common.ts';
import { MAX_PAGE_SIZE } from './constants.ts';

/**
 * D47: the history of every change. The API reads the audit entries the database writes with each
 * save and answers them grouped: one change per saved record and transaction, with its fields
 * old → new, ids already named (a position's name, a currency's code).
 */
export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'export', 'erase'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The records with a History tab, as their paths name them: `GET /{kind}/{id}/history`. */
export const HISTORY_RECORD_KINDS = ['players', 'contacts', 'clubs', 'requirements', 'users'] as const;
export type HistoryRecordKind = (typeof HISTORY_RECORD_KINDS)[number];

/** What the audit page filters on: the kind of record a change belongs to. */
export const AUDIT_KINDS = [
  'player',
  'contact',
  'club',
  'requirement',
  'user',
  'pitch',
  'team',
  'transfer',
  'settings',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Kept 2 years, then deleted by the audit-retention job. */
export const AUDIT_RETENTION_YEARS = 2;

const person = z.object({ id: z.uuid(), name: z.string() });

export const historyFieldSchema = z.discriminatedUnion('kind', [
  /** A value: text, number, date, yes/no, or a named id. `unit` is the currency of an amount. */
  z.object({
    kind: z.literal('value'),
    field: z.string(),
    old: z.unknown(),
    new: z.unknown(),
    unit: z.string().nullable(),
    /** The row of a list the value belongs to (a contract edited in place), as it is named. */
    row: z.string().optional(),
  }),
  /** A file: only whether there is one (D47: file contents and names are not recorded). */
  z.object({ kind: z.literal('file'), field: z.string(), old: z.boolean(), new: z.boolean() }),
  /**
   * A list saved as a whole (positions, videos, contracts): what it gained and lost. `field` is the
   * table, with `.priority` or `.exclusion` for a player's wished and ruled-out countries, leagues, teams.
   */
  z.object({
    kind: z.literal('rows'),
    field: z.string(),
    added: z.array(z.string()),
    removed: z.array(z.string()),
  }),
]);
export type HistoryField = z.infer<typeof historyFieldSchema>;

export const historyChangeSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null: the system (a job, the seed) or a public page (a club's answer). */
  actor: person.nullable(),
  /** The Superadmin impersonating the actor (D34), if any. */
  impersonator: person.nullable(),
  action: z.enum(HISTORY_ACTIONS),
  /** The table saved: `contacts`, `player_contracts`, `requirement_positions` … */
  table: z.string(),
  recordId: z.string(),
  /** The record whose history shows the change, as it is named now. */
  subject: z.object({ kind: z.enum(AUDIT_KINDS), id: z.string().nullable(), name: z.string() }),
  fields: z.array(historyFieldSchema),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyPageSchema = z.object({
  data: z.array(historyChangeSchema),
  currentPage: z.number(),
  lastPage: z.number(),
  perPage: z.number(),
  total: z.number(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const HISTORY_PAGE_SIZE = 20;

/** `GET /{kind}/{id}/history`. */
export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/** `GET /audit` and `GET /audit/export`: a sport's changes (a Superadmin may leave out the sport). */
export const auditQuerySchema = historyQuerySchema.extend({
  tenantId: z.uuid().optional(),
  actorId: z.uuid().optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  /** The record: its id. */
  recordId: z.uuid().optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const AUDIT_MESSAGES = {
  fromAfterTo: 'The start date is after the end date',
} as const;
