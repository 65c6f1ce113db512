/** D32: what the sync reads from ActiveCampaign's API v3 (strings, as the API sends them). */
export interface CrmContact {
  id: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

export interface CrmAccount {
  id: string;
  name?: string;
  accountUrl?: string;
}

export interface CrmAccountContact {
  account: string;
  contact: string;
  jobTitle?: string;
}

interface Page {
  meta?: { total?: string | number };
  [collection: string]: unknown;
}

export interface ActiveCampaignOptions {
  /** The account's API URL, e.g. `https://agency.api-us1.com`. */
  url: string;
  apiKey: string;
  /** Rows per request; ActiveCampaign allows at most 100. */
  pageSize?: number;
  /** Retries of a 429 or 5xx answer (or a network failure) before the sync gives up. */
  retries?: number;
  /** The first retry's wait; each next one doubles it. A `Retry-After` header wins. */
  backoffMs?: number;
}

export class ActiveCampaignError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A reader of ActiveCampaign's v3 API: the `Api-Token` header, `limit`/`offset` paging to
 * `meta.total`, and retries with exponential backoff on 429 and 5xx.
 */
export function createActiveCampaignClient({
  url,
  apiKey,
  pageSize = 100,
  retries = 5,
  backoffMs = 500,
}: ActiveCampaignOptions) {
  async function get(path: string, params: Record<string, string | number>): Promise<Page> {
    const address = new URL(`/api/3/${path}`, url);
    for (const [name, value] of Object.entries(params)) address.searchParams.set(name, String(value));
    for (let attempt = 0; ; attempt += 1) {
      let response: Response | undefined;
      let failure: string;
      try {
        response = await fetch(address, {
          headers: { 'Api-Token': apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(30_000),
        });
        if (response.ok) return (await response.json()) as Page;
        failure = `ActiveCampaign answered ${response.status} for ${address.pathname}${address.search}`;
        if (response.status !== 429 && response.status < 500) throw new ActiveCampaignError(failure);
      } catch (error) {
        if (error instanceof ActiveCampaignError) throw error;
        failure = `ActiveCampaign could not be reached (${address.pathname}): ${String(error)}`;
      }
      if (attempt >= retries) throw new ActiveCampaignError(failure);
      const retryAfter = Number(response?.headers.get('retry-after'));
      await sleep(
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoffMs * 2 ** attempt,
      );
    }
  }

  /** Every row of a collection, a page at a time. */
  async function* pages<T>(
    path: string,
    collection: string,
    params: Record<string, string | number> = {},
  ): AsyncGenerator<T[]> {
    for (let offset = 0; ; offset += pageSize) {
      const page = await get(path, { ...params, limit: pageSize, offset });
      const rows = (Array.isArray(page[collection]) ? page[collection] : []) as T[];
      if (rows.length > 0) yield rows;
      const total = Number(page.meta?.total ?? 0);
      if (rows.length === 0 || offset + rows.length >= total) return;
    }
  }

  async function all<T>(path: string, collection: string): Promise<T[]> {
    const rows: T[] = [];
    for await (const page of pages<T>(path, collection)) rows.push(...page);
    return rows;
  }

  return {
    /** The contacts of one list (a sport's `activeCampaignId`), a page at a time. */
    listContacts: (listId: number) => pages<CrmContact>('contacts', 'contacts', { listid: listId }),
    accounts: () => all<CrmAccount>('accounts', 'accounts'),
    accountContacts: () => all<CrmAccountContact>('accountContacts', 'accountContacts'),
  };
}

export type ActiveCampaignClient = ReturnType<typeof createActiveCampaignClient>;
