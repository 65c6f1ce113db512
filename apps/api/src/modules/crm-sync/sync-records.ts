// D32: one CRM account written as a club, one CRM contact as a contact; the run that pages lives in sync.ts.
import { type CrmConflict, type CrmSyncReport, sortKey } from '@transferdesk/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clubs, contacts } from '../../db/schema/index.ts';
import { contactKeys } from '../../lib/contact-keys.ts';
import { clubSearchKey } from '../../lib/search-keys.ts';
import type { CrmAccount, CrmAccountContact, CrmContact } from './active-campaign.ts';
import {
  clubFields,
  contactFields,
  type Reconciled,
  reconcile,
  sameValues,
  type Values,
} from './reconcile.ts';

/** Conflicts a report lists; the counts go on beyond. */
const LISTED_CONFLICTS = 200;

type ContactRow = typeof contacts.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;

function addConflict(
  report: CrmSyncReport,
  entity: CrmConflict['entity'],
  id: string,
  name: string,
  found: Reconciled['conflicts'],
) {
  report[entity === 'club' ? 'clubs' : 'contacts'].conflicts += found.length;
  for (const conflict of found) {
    if (report.conflicts.length < LISTED_CONFLICTS) report.conflicts.push({ entity, id, name, ...conflict });
  }
}

/** Creates or reconciles the sport's club of a CRM account; answers its id. */
export async function syncClub(
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
export async function linkedContacts(
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
export async function syncContact(
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
  const renamed = Object.keys(changes).some((field) => field !== 'phoneNumber') || clubId !== existing.clubId;
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
  addConflict(report, 'contact', existing.id, `${existing.firstName} ${existing.lastName}`.trim(), conflicts);
}
