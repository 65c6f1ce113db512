import { type AuditQuery, type HistoryRecordKind, MESSAGES } from '@transferdesk/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidArray } from '../../db/rows.ts';
import { clubs, contacts, requirements, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { accessibleTenantIds, type Caller, READERS, WRITERS } from '../../lib/tenant-access.ts';
import { isSuperadmin } from '../users/access.ts';
import { createUserScope } from '../users/scope.ts';
import { kindFilter } from './read.ts';

const notFound = () => new DomainError('notFound', MESSAGES.notFound);
const forbidden = () => new DomainError('forbidden', MESSAGES.forbidden);

/** D47: who reads which history. */
export function createHistoryAccess(db: Db) {
  const userScope = createUserScope(db);

  /** The sport a record belongs to, or null when there is no such record. */
  async function tenantOf(kind: Exclude<HistoryRecordKind, 'users'>, id: string): Promise<string | null> {
    const [row] =
      kind === 'clubs'
        ? await db.select({ tenantId: clubs.tenantId }).from(clubs).where(eq(clubs.id, id))
        : kind === 'requirements'
          ? await db
              .select({ tenantId: requirements.tenantId })
              .from(requirements)
              .where(eq(requirements.id, id))
          : await db
              .select({ tenantId: contacts.tenantId })
              .from(contacts)
              .where(and(eq(contacts.id, id), eq(contacts.isPlayer, kind === 'players')));
    return row?.tenantId ?? null;
  }

  return {
    /**
     * The entries of a record's History tab, for whoever may open the record: a sport's records for
     * its members (Users and TenantAdmins), a user for those who see that user (D9).
     */
    async recordHistory(caller: Caller, kind: HistoryRecordKind, id: string): Promise<SQL> {
      if (kind === 'users') {
        const [visible] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), userScope.visibleTo(caller)));
        if (!visible) throw notFound();
        return sql`e.subject_table = 'users' and e.subject_id = ${id}`;
      }
      const tenantId = await tenantOf(kind, id);
      // Another sport's record is answered as absent, as its own routes do (D10).
      if (!tenantId || !(await accessibleTenantIds(db, caller, READERS)).includes(tenantId)) throw notFound();
      const table = kind === 'players' ? 'contacts' : kind;
      return sql`e.subject_table = ${table} and e.subject_id = ${id}`;
    },

    /** The audit page: a sport for its TenantAdmins, anything for a Superadmin. */
    async auditScope(caller: Caller, query: AuditQuery): Promise<SQL> {
      const conditions: SQL[] = [];
      if (isSuperadmin(caller)) {
        if (query.tenantId) conditions.push(sql`e.tenant_id = ${query.tenantId}`);
      } else {
        const own = await accessibleTenantIds(db, caller, WRITERS);
        if (query.tenantId && !own.includes(query.tenantId)) throw forbidden();
        const tenantIds = query.tenantId ? [query.tenantId] : own;
        conditions.push(tenantIds.length > 0 ? sql`e.tenant_id = any(${uuidArray(tenantIds)})` : sql`false`);
      }
      if (query.actorId) conditions.push(sql`e.actor_id = ${query.actorId}`);
      if (query.kind) conditions.push(kindFilter(query.kind));
      if (query.recordId)
        conditions.push(sql`(e.subject_id = ${query.recordId} or e.record_id = ${query.recordId})`);
      // Days as the server's zone counts them, like the reminders' days.
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (query.from)
        conditions.push(sql`e.occurred_at >= (${query.from}::date)::timestamp at time zone ${zone}`);
      if (query.to)
        conditions.push(sql`e.occurred_at < (${query.to}::date + 1)::timestamp at time zone ${zone}`);
      return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
    },
  };
}
