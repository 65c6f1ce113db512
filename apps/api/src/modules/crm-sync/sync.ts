// D32: the CRM sync's run (one at a time, across processes) and its report; sync-records.ts writes the rows.
import { type CrmSyncCounts, type CrmSyncReport, MESSAGES } from '@transferdesk/shared';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { contacts, crmSyncs, tenants } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import type { JobDefinition } from '../jobs/runner.ts';
import type { ActiveCampaignClient, CrmAccountContact } from './active-campaign.ts';
import { clubFields } from './reconcile.ts';
import { linkedContacts, type NewContactRow, syncClub, syncContact } from './sync-records.ts';

const emptyCounts = (): CrmSyncCounts => ({ created: 0, updated: 0, unchanged: 0, conflicts: 0 });

function idleReport(configured: boolean): CrmSyncReport {
  return {
    configured,
    state: 'idle',
    startedAt: null,
    finishedAt: null,
    sportsDone: 0,
    sports: 0,
    clubs: emptyCounts(),
    contacts: emptyCounts(),
    conflicts: [],
    errors: [],
  };
}

interface RunState {
  id: string;
  report: CrmSyncReport;
}

export interface CrmSyncDependencies {
  db: Db;
  /** Absent without ACTIVECAMPAIGN_URL and ACTIVECAMPAIGN_API_KEY. */
  client: ActiveCampaignClient | undefined;
  log: { error(details: object, message: string): void };
}

/** How often the process running a sync says so in its row (issue 17: several API processes). */
const HEARTBEAT_MS = 30_000;
/** A `syncing` row without a heartbeat for this long was cut off with its process. */
const STALE_MS = 4 * HEARTBEAT_MS;
const INTERRUPTED = 'Interrupted by a restart of the server';

/**
 * D32: the CRM sync. One at a time, in the background: every sport with an ActiveCampaign list
 * gets the list's contacts as contacts and their accounts as clubs, matched on activeCampaignId,
 * a page of contacts per transaction. Nothing is deleted; the report is kept in crm_syncs.
 */
export function createCrmSync({ db, client, log }: CrmSyncDependencies) {
  let running: RunState | undefined;
  let finished: Promise<void> = Promise.resolve();
  /** Issue 30: set when the job runner works here; a started sync then runs as its `crm-sync` job. */
  let enqueue: ((syncId: string, startedBy: string) => Promise<unknown>) | undefined;

  async function save(state: RunState): Promise<void> {
    await db
      .update(crmSyncs)
      .set({
        state: state.report.state,
        report: state.report,
        finishedAt: state.report.finishedAt ? new Date(state.report.finishedAt) : null,
        heartbeatAt: new Date(),
      })
      .where(eq(crmSyncs.id, state.id));
  }

  /** Ends, as failed, a sync whose process stopped beating (killed, crashed, restarted). */
  async function endStaleSyncs(): Promise<void> {
    await db
      .update(crmSyncs)
      .set({
        state: 'failed',
        report: sql`${crmSyncs.report} || jsonb_build_object('state', 'failed', 'errors', coalesce(${crmSyncs.report}->'errors', '[]'::jsonb) || ${JSON.stringify([INTERRUPTED])}::jsonb)`,
      })
      .where(
        and(
          eq(crmSyncs.state, 'syncing'),
          sql`(${crmSyncs.heartbeatAt} is null or ${crmSyncs.heartbeatAt} < ${new Date(Date.now() - STALE_MS)})`,
        ),
      );
  }

  async function run(state: RunState, crm: ActiveCampaignClient): Promise<void> {
    const { report } = state;
    // Saves come per page, but reading a big account's lists can take minutes without one.
    const heartbeat = setInterval(() => {
      db.update(crmSyncs)
        .set({ heartbeatAt: new Date() })
        .where(eq(crmSyncs.id, state.id))
        .catch((error: unknown) => log.error({ err: error }, 'CRM sync heartbeat not saved'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      const sports = await db
        .select({ id: tenants.id, listId: tenants.activeCampaignId })
        .from(tenants)
        .where(isNotNull(tenants.activeCampaignId));
      report.sports = sports.length;
      const accounts = new Map((await crm.accounts()).map((account) => [account.id, account]));
      const links = new Map<string, CrmAccountContact>();
      for (const link of await crm.accountContacts())
        if (!links.has(link.contact)) links.set(link.contact, link);
      for (const sport of sports) {
        // The sport's clubs seen in this run, by CRM account: each is reconciled once.
        const clubsOfAccounts = new Map<string, { id: string; name: string }>();
        for await (const page of crm.listContacts(sport.listId ?? 0)) {
          // A batch that rolls back must not leave its counts in the report.
          const before = structuredClone({
            clubs: report.clubs,
            contacts: report.contacts,
            conflicts: report.conflicts,
          });
          await db
            .transaction(async (tx) => {
              const existing = await linkedContacts(tx, sport.id, page);
              const created: NewContactRow[] = [];
              for (const contact of page) {
                const link = links.get(contact.id);
                const account = link ? accounts.get(link.account) : undefined;
                let club = account ? clubsOfAccounts.get(account.id) : undefined;
                if (account && !club) {
                  const id = await syncClub(tx, sport.id, account, report);
                  club = { id, name: clubFields(account).name ?? '' };
                  clubsOfAccounts.set(account.id, club);
                }
                const row = await syncContact(
                  tx,
                  sport.id,
                  contact,
                  existing.get(Number(contact.id)),
                  link,
                  club,
                  report,
                );
                if (row) created.push(row);
              }
              if (created.length > 0) await tx.insert(contacts).values(created);
            })
            .catch((error: unknown) => {
              Object.assign(report, before);
              throw error;
            });
          await save(state);
        }
        report.sportsDone += 1;
      }
      report.state = 'done';
    } catch (error) {
      report.state = 'failed';
      report.errors.push(error instanceof Error ? error.message : String(error));
      log.error({ err: error }, 'CRM sync failed');
    } finally {
      clearInterval(heartbeat);
      report.finishedAt = new Date().toISOString();
      running = undefined;
      await save(state).catch((error: unknown) => log.error({ err: error }, 'CRM sync report not saved'));
    }
  }

  /** The running sync's progress, else the last sync's report, else idle. */
  async function currentReport(): Promise<CrmSyncReport> {
    if (running) return structuredClone(running.report);
    const [last] = await db
      .select({ report: crmSyncs.report, state: crmSyncs.state, heartbeatAt: crmSyncs.heartbeatAt })
      .from(crmSyncs)
      .orderBy(desc(crmSyncs.startedAt))
      .limit(1);
    if (!last) return idleReport(Boolean(client));
    const report = last.report as CrmSyncReport;
    const beating = last.heartbeatAt !== null && Date.now() - last.heartbeatAt.getTime() < STALE_MS;
    // A sync cut off by a restart never finished: say so rather than "syncing" for ever. One
    // that still beats runs in another process: its progress as of its last page.
    if (last.state === 'syncing' && !beating) {
      return {
        ...report,
        configured: Boolean(client),
        state: 'failed',
        errors: [...report.errors, INTERRUPTED],
      };
    }
    return { ...report, configured: Boolean(client) };
  }

  return {
    /**
     * Starts a sync in the background and answers its first report; a second call while one runs
     * is refused with that one's progress.
     */
    async start(startedBy: string): Promise<CrmSyncReport> {
      if (!client) throw new DomainError('unavailable', MESSAGES.crmNotConfigured);
      if (running) throw new CrmSyncRunningError(structuredClone(running.report));
      const report: CrmSyncReport = {
        ...idleReport(true),
        state: 'syncing',
        startedAt: new Date().toISOString(),
      };
      await endStaleSyncs();
      // crm_syncs_one_running_idx admits one `syncing` row: another process's sync refuses this one.
      const [row] = await db
        .insert(crmSyncs)
        .values({
          state: 'syncing',
          startedBy,
          report,
          startedAt: new Date(report.startedAt ?? Date.now()),
          heartbeatAt: new Date(),
        })
        .returning({ id: crmSyncs.id })
        .catch(async (error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
          throw new CrmSyncRunningError(await currentReport());
        });
      if (!row) throw new Error('The sync row was not written');
      const state: RunState = { id: row.id, report };
      if (enqueue) {
        try {
          // Whichever process's runner takes the job runs the sync (runQueued).
          await enqueue(row.id, startedBy);
          return structuredClone(report);
        } catch (error) {
          log.error({ err: error }, 'CRM sync not queued; it runs in this process');
        }
      }
      running = state;
      finished = run(state, client);
      return structuredClone(report);
    },

    /** Issue 30: from now on a started sync is queued on the job runner. */
    useRunner(queue: (syncId: string, startedBy: string) => Promise<unknown>): void {
      enqueue = queue;
    },

    /**
     * The `crm-sync` job: runs the sync `start` wrote, in this process, and answers its counts. A
     * sync no longer `syncing` (already run, or ended as interrupted) is left alone.
     */
    async runQueued(syncId: string): Promise<Record<string, number>> {
      if (!client) throw new DomainError('unavailable', MESSAGES.crmNotConfigured);
      const [row] = await db
        .select({ report: crmSyncs.report, state: crmSyncs.state })
        .from(crmSyncs)
        .where(eq(crmSyncs.id, syncId));
      if (row?.state !== 'syncing') return { skipped: 1 };
      const state: RunState = { id: syncId, report: row.report as CrmSyncReport };
      running = state;
      finished = run(state, client);
      await finished;
      const { report } = state;
      if (report.state === 'failed') throw new Error(report.errors.at(-1) ?? 'The CRM sync failed');
      return {
        sports: report.sportsDone,
        clubsCreated: report.clubs.created,
        clubsUpdated: report.clubs.updated,
        contactsCreated: report.contacts.created,
        contactsUpdated: report.contacts.updated,
        conflicts: report.clubs.conflicts + report.contacts.conflicts,
      };
    },

    report: currentReport,

    /** Resolves once the sync running now (if any) has finished: shutdown and tests wait for it. */
    settle: () => finished,
  };
}

/** A second start while a sync runs: 409 with the running sync's progress. */
export class CrmSyncRunningError extends Error {
  constructor(readonly progress: CrmSyncReport) {
    super(MESSAGES.crmSyncRunning);
  }
}

export type CrmSync = ReturnType<typeof createCrmSync>;

/** Issue 30: the CRM sync on the job runner; started by `POST /sync`, never by "Run now", never retried. */
export function crmSyncJob(sync: CrmSync): JobDefinition {
  return {
    name: 'crm-sync',
    runnable: false,
    retries: 0,
    run: (_forDate, payload) =>
      payload.syncId ? sync.runQueued(payload.syncId) : Promise.resolve({ skipped: 1 }),
  };
}
