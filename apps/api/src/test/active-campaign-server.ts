import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CrmAccount, CrmAccountContact, CrmContact } from '../modules/crm-sync/active-campaign.ts';

export interface FakeCrmData {
  /** Contacts by list id (a sport's activeCampaignId). */
  lists: Record<number, CrmContact[]>;
  accounts: CrmAccount[];
  accountContacts: CrmAccountContact[];
}

export interface FakeActiveCampaign {
  url: string;
  apiKey: string;
  data: FakeCrmData;
  /** The paths and queries asked for, in order. */
  requests: string[];
  /** The next `times` requests whose path and query contain `match` answer `status`. */
  fail(match: string, status: number, times?: number): void;
  close(): Promise<void>;
}

/**
 * A stand-in for ActiveCampaign's API v3 on a free port, speaking what the sync reads: the
 * `Api-Token` header, `/api/3/contacts?listid=`, `/api/3/accounts`, `/api/3/accountContacts`,
 * `limit`/`offset` and `meta.total` (as a string, like the real one), and failures on demand.
 */
export async function startFakeActiveCampaign(data: FakeCrmData): Promise<FakeActiveCampaign> {
  const apiKey = 'test-active-campaign-key';
  const requests: string[] = [];
  const failures: { match: string; status: number; left: number }[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const asked = `${url.pathname}${url.search}`;
    requests.push(asked);
    const send = (status: number, body: unknown) => {
      // As ActiveCampaign does on its rate limit; a second keeps the tests' retries short.
      response.writeHead(status, {
        'content-type': 'application/json',
        ...(status === 429 || status >= 500 ? { 'retry-after': '1' } : {}),
      });
      response.end(JSON.stringify(body));
    };
    if (request.headers['api-token'] !== apiKey)
      return send(403, { message: 'No Result found for Subscriber' });
    const failure = failures.find((entry) => entry.left > 0 && asked.includes(entry.match));
    if (failure) {
      failure.left -= 1;
      return send(failure.status, { message: 'Failure on demand' });
    }
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const page = (key: string, rows: unknown[]) =>
      send(200, { [key]: rows.slice(offset, offset + limit), meta: { total: String(rows.length) } });
    switch (url.pathname) {
      case '/api/3/contacts':
        return page('contacts', data.lists[Number(url.searchParams.get('listid'))] ?? []);
      case '/api/3/accounts':
        return page('accounts', data.accounts);
      case '/api/3/accountContacts':
        return page('accountContacts', data.accountContacts);
      default:
        return send(404, { message: 'Not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    data,
    requests,
    fail: (match, status, times = 1) => failures.push({ match, status, left: times }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
