import {
  type CrmConflict,
  type CrmSyncCounts,
  type CrmSyncReport,
  MESSAGES,
  sortKey,
} from '@transferdesk/shared';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { clubs, contacts, crmSyncs, tenants } from '../../db/schema/index.ts';
import { contactKeys } from '../../lib/contact-keys.ts';
import { DomainError } from '../../lib/errors.ts';
import { clubSearchKey } from '../../lib/search-keys.ts';
import type { ActiveCampaignClient, CrmAccount, CrmAccountContact, CrmContact } from './active-campaign.ts';

/** Conflicts a report lists; the counts go on beyond. */
const LISTED_CONFLICTS = 200;

type Values = Record<string, string>;
type ContactRow = typeof contacts.$inferSelect;
type NewContactRow = typeof contacts.$inferInsert;

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

/** The synced fields of a club, as the CRM has them (D32: accounts become clubs). */
function clubFields(account: CrmAccount): Values {
  return {
    name: (account.name ?? '').trim() || `ActiveCampaign account ${account.id}`,
    url: account.accountUrl ?? '',
  };
}

/** The synced fields of a contact, as the CRM has them; the job title comes from its account link. */
function contactFields(contact: CrmContact, link: CrmAccountContact | undefined): Values {
  return {
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    email: contact.email ?? '',
    phoneNumber: contact.phone ?? '',
    role: link?.jobTitle ?? '',
  };
}

/** The same fields with the same values (jsonb keeps no key order). */
function sameValues(stored: Values | null, crm: Values): boolean {
  if (!stored) return false;
  const fields = Object.keys(crm);
  return (
    Object.keys(stored).length === fields.length && fields.every((field) => stored[field] === crm[field])
  );
}

interface Reconciled {
  changes: Values;
  conflicts: { field: string; appValue: string; crmValue: string }[];
}

/**
 * D32, field by field: what the CRM changed since the last sync is taken where the app left the
 * field alone; a field the agency edited since then is kept, and listed as a conflict while the
 * CRM says otherwise. Without an earlier sync (a record linked by hand), only empty fields are filled.
 */
export function reconcile(app: Values, lastSynced: Values | null, crm: Values): Reconciled {
  const result: Reconciled = { changes: {}, conflicts: [] };
  for (const [field, crmValue] of Object.entries(crm)) {
    const appValue = app[field] ?? '';
    if (appValue === crmValue) continue;
    const before = lastSynced?.[field];
    const untouchedInApp = before === undefined ? appValue === '' : appValue === before;
    if (untouchedInApp) result.changes[field] = crmValue;
    else result.conflicts.push({ field, appValue, crmValue });
  }
  return result;
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

/**
 * D32: the CRM sync. One at a time, in the background: every sport with an ActiveCampaign list
 * gets the list's contacts as contacts and their accounts as clubs, matched on activeCampaignId,
 * a page of contacts per transaction. Nothing is deleted; the report is kept in crm_syncs.
 */
/** How often the process running a sync says so in its row (issue 17: several API processes). */
const HEARTBEAT_MS = 30_000;
/** A `syncing` row without a heartbeat for this long was cut off with its process. */
const STALE_MS = 4 * HEARTBEAT_MS;
const INTERRUPTED = 'Interrupted by a restart of the server';

export function createCrmSync({ db, client, log }: CrmSyncDependencies) {
  let running: RunState | undefined;
  let finished: Promise<void> = Promise.resolve();

  function addConflict(
    report: CrmSyncReport,
    entity: CrmConflict['entity'],
    id: string,
    name: string,
    found: Reconciled['conflicts'],
  ) {
    report[entity === 'club' ? 'clubs' : 'contacts'].conflicts += found.length;
    for (const conflict of found) {
      if (report.conflicts.length < LISTED_CONFLICTS)
        report.conflicts.push({ entity, id, name, ...conflict });
    }
  }

  async function syncClub(
    tx: Tx,
    tenantId: string,
    account: CrmAccount,
    report: CrmSyncReport,
  ): Promise<string> {
    const crm = clubFields(account);
    const campaignId = Number(account.id);
    const [existing] = await tx
      .select({
        id: clubs.id,
        name: clubs.name,
        url: clubs.url,
        city: clubs.city,
        crmValues: clubs.crmValues,
        deletedAt: clubs.deletedAt,
      })
      .from(clubs)
      .where(and(eq(clubs.tenantId, tenantId), eq(clubs.activeCampaignId, campaignId)))
      .orderBy(clubs.createdAt)
      .limit(1);
    if (!existing) {
      const [created] = await tx
        .insert(clubs)
        .values({
          tenantId,
          name: crm.name ?? '',
          url: crm.url ?? '',
          nameSort: sortKey(crm.name ?? ''),
          searchKey: clubSearchKey({ name: crm.name ?? '', city: '' }),
          activeCampaignId: campaignId,
          crmValues: crm,
        })
        .returning({ id: clubs.id });
      if (!created) throw new Error('The club row was not written');
      report.clubs.created += 1;
      return created.id;
    }
    if (existing.deletedAt) {
      report.clubs.unchanged += 1;
      return existing.id;
    }
    const { changes, conflicts } = reconcile(
      { name: existing.name, url: existing.url },
      existing.crmValues,
      crm,
    );
    const name = changes.name ?? existing.name;
    // A record nothing happened to is not written: its updated_at stays.
    if (Object.keys(changes).length > 0 || !sameValues(existing.crmValues, crm)) {
      await tx
        .update(clubs)
        .set({
          ...changes,
          ...(changes.name
            ? { nameSort: sortKey(name), searchKey: clubSearchKey({ name, city: existing.city }) }
            : {}),
          crmValues: crm,
        })
        .where(eq(clubs.id, existing.id));
    }
    if (Object.keys(changes).length > 0) report.clubs.updated += 1;
    else if (conflicts.length === 0) report.clubs.unchanged += 1;
    addConflict(report, 'club', existing.id, existing.name, conflicts);
    return existing.id;
  }

  /**
   * A page's contacts as the sport has them, by their ActiveCampaign id, in one query (the oldest
   * row where two carry the same id).
   */
  async function linkedContacts(
    tx: Tx,
    tenantId: string,
    page: CrmContact[],
  ): Promise<Map<number, ContactRow>> {
    const rows = await tx
      .select()
      .from(contacts)
      .where(
        and(
          eq(contacts.tenantId, tenantId),
          inArray(
            contacts.activeCampaignId,
            page.map((contact) => Number(contact.id)),
          ),
        ),
      )
      .orderBy(contacts.createdAt);
    const byCampaignId = new Map<number, ContactRow>();
    for (const row of rows) {
      if (row.activeCampaignId !== null && !byCampaignId.has(row.activeCampaignId)) {
        byCampaignId.set(row.activeCampaignId, row);
      }
    }
    return byCampaignId;
  }

  /** Answers the row to insert for a contact new to the sport; updates an existing one in place. */
  async function syncContact(
    tx: Tx,
    tenantId: string,
    contact: CrmContact,
    existing: ContactRow | undefined,
    link: CrmAccountContact | undefined,
    club: { id: string; name: string } | undefined,
    report: CrmSyncReport,
  ): Promise<NewContactRow | undefined> {
    const crm = contactFields(contact, link);
    const campaignId = Number(contact.id);
    const person = (values: Values) => ({
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      role: values.role ?? '',
    });
    if (!existing) {
      report.contacts.created += 1;
      return {
        tenantId,
        isPlayer: false,
        clubId: club?.id ?? null,
        ...person(crm),
        phoneNumber: crm.phoneNumber ?? '',
        ...contactKeys(person(crm), club?.name),
        activeCampaignId: campaignId,
        crmValues: crm,
      };
    }
    if (existing.deletedAt) {
      report.contacts.unchanged += 1;
      return;
    }
    const app: Values = {
      firstName: existing.firstName,
      lastName: existing.lastName,
      email: existing.email,
      phoneNumber: existing.phoneNumber,
      role: existing.role,
    };
    const { changes, conflicts } = reconcile(app, existing.crmValues, crm);
    // A contact without a club gets the one its CRM account names; a club chosen here stays.
    const clubId = existing.clubId ?? club?.id ?? null;
    const merged = { ...app, ...changes };
    const renamed =
      Object.keys(changes).some((field) => field !== 'phoneNumber') || clubId !== existing.clubId;
    if (renamed || Object.keys(changes).length > 0 || !sameValues(existing.crmValues, crm)) {
      // The search key holds the club's name too: the contact's own club when it kept one.
      const clubName =
        clubId === club?.id
          ? club?.name
          : clubId
            ? (await tx.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId)))[0]?.name
            : undefined;
      await tx
        .update(contacts)
        .set({
          ...changes,
          clubId,
          ...(renamed ? contactKeys(person(merged), clubName) : {}),
          crmValues: crm,
        })
        .where(eq(contacts.id, existing.id));
    }
    if (Object.keys(changes).length > 0 || clubId !== existing.clubId) report.contacts.updated += 1;
    else if (conflicts.length === 0) report.contacts.unchanged += 1;
    addConflict(
      report,
      'contact',
      existing.id,
      `${existing.firstName} ${existing.lastName}`.trim(),
      conflicts,
    );
  }

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
      running = state;
      finished = run(state, client);
      return structuredClone(report);
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
