import { AUDIT_RETENTION_YEARS } from '@transferdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { JobDefinition } from '../jobs/runner.ts';

const BATCH = 5000;

/** D47: history entries are kept 2 years, then deleted every night at 04:15, in batches. */
export function auditRetentionJob({ db }: { db: Db }): JobDefinition {
  return {
    name: 'audit-retention',
    cron: '15 4 * * *',
    async run(forDate) {
      let entries = 0;
      for (;;) {
        const deleted = queryRows<{ id: number }>(
          await db.execute(sql`
          delete from audit_entries where id in (
            select id from audit_entries
            where occurred_at < (${forDate}::date - make_interval(years => ${AUDIT_RETENTION_YEARS}))
            limit ${BATCH})
          returning id`),
        );
        entries += deleted.length;
        if (deleted.length < BATCH) return { entries };
      }
    },
  };
}
