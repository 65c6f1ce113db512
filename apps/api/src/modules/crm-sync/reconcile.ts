// D32's field-by-field rule, apart from the sync's I/O so that it reads (and is tested) on its own.
import type { CrmAccount, CrmAccountContact, CrmContact } from './active-campaign.ts';

export type Values = Record<string, string>;

/** The synced fields of a club, as the CRM has them (D32: accounts become clubs). */
export function clubFields(account: CrmAccount): Values {
  return {
    name: (account.name ?? '').trim() || `ActiveCampaign account ${account.id}`,
    url: account.accountUrl ?? '',
  };
}

/** The synced fields of a contact, as the CRM has them; the job title comes from its account link. */
export function contactFields(contact: CrmContact, link: CrmAccountContact | undefined): Values {
  return {
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    email: contact.email ?? '',
    phoneNumber: contact.phone ?? '',
    role: link?.jobTitle ?? '',
  };
}

/** The same fields with the same values (jsonb keeps no key order). */
export function sameValues(stored: Values | null, crm: Values): boolean {
  if (!stored) return false;
  const fields = Object.keys(crm);
  return (
    Object.keys(stored).length === fields.length && fields.every((field) => stored[field] === crm[field])
  );
}

export interface Reconciled {
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
