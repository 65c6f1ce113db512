import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKUP_MESSAGES, type Backup, backupName } from '@transferdesk/shared';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { changeLocale } from '../../lib/i18n.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { signedInApi } from '../../test/api-presets.ts';
import type { FakeResponse } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { formatSize } from './format-size.ts';

/** D49: the Superadmin's Backups page: the backups kept, their downloads, and "Back up now". */

function backup(createdAt: string, overrides: Partial<Backup> = {}): Backup {
  return {
    name: backupName(new Date(createdAt)),
    size: 10_577_004,
    createdAt,
    trigger: 'schedule',
    database: 'pglite',
    files: 485,
    manifest: { version: '0.1.0', migration: '0022_audit_erasure', counts: { contacts: 11_000, users: 399 } },
    ...overrides,
  };
}

const NIGHTLY = backup('2026-12-06T02:00:00.000Z');
const MANUAL = backup('2026-12-05T14:02:00.000Z', { trigger: 'manual', size: 820_000 });
const ON_POSTGRES = backup('2026-12-04T02:00:00.000Z', { database: 'postgres', files: 3, size: 2_400 });

function serve({ list = [NIGHTLY, MANUAL], create }: { list?: Backup[]; create?: () => FakeResponse } = {}) {
  return signedInApi({
    roles: ['Superadmin'],
    routes: {
      'GET /api/backups': () => ({ body: { data: list } }),
      'POST /api/backups': () => create?.() ?? { status: 201, body: backup('2026-12-06T09:30:00.000Z') },
      'GET /api/backups/:name': { body: 'the archive' },
    },
  });
}

const itemOf = async (createdAt: string) =>
  within(await screen.findByRole('listitem', { name: formatDateTime(createdAt, 'en-gb') }));

describe('the Backups page (D49)', () => {
  it('lists the backups newest first: when, how, size, what each holds', async () => {
    serve({ list: [NIGHTLY, MANUAL, ON_POSTGRES] });
    renderApp('/backups');
    expect(await screen.findByRole('heading', { name: 'Backups', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Backups, newest first' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([NIGHTLY, MANUAL, ON_POSTGRES].map((made) => formatDateTime(made.createdAt, 'en-gb')));
    const nightly = await itemOf(NIGHTLY.createdAt);
    expect(nightly.getByText('Nightly')).toBeInTheDocument();
    expect(nightly.getByText('10.6 MB · database (11,399 rows) and 485 files')).toBeInTheDocument();
    expect(
      nightly.getByText('Made by version 0.1.0, database migration 0022_audit_erasure'),
    ).toBeInTheDocument();
    expect(nightly.getByRole('time')).toHaveAttribute('dateTime', NIGHTLY.createdAt);
    const manual = await itemOf(MANUAL.createdAt);
    expect(manual.getByText('Made on demand')).toBeInTheDocument();
    expect(manual.getByText('820 kB · database (11,399 rows) and 485 files')).toBeInTheDocument();
    const postgres = await itemOf(ON_POSTGRES.createdAt);
    expect(
      postgres.getByText('2.4 kB · 3 files only: the PostgreSQL database has its own backups'),
    ).toBeInTheDocument();
  });

  it('downloads a backup with the bearer token and saves it under its name', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const api = serve();
    renderApp('/backups');
    const time = formatDateTime(MANUAL.createdAt, 'en-gb');
    await userEvent.click(await screen.findByRole('button', { name: `Download the backup of ${time}` }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), MANUAL.name));
    const [download] = api.calls('GET', `/api/backups/${MANUAL.name}`);
    expect(download?.headers.get('authorization')).toBe(`Bearer ${useAuthStore.getState().token}`);
    saveFile.mockRestore();
  });

  it('says there are none yet, and when the first comes', async () => {
    serve({ list: [] });
    renderApp('/backups');
    expect(await screen.findByText('No backups yet')).toBeInTheDocument();
    expect(
      screen.getByText('The first is made tonight at 02:00, or now with Back up now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('backs up now: shows that it works until the backup is stored, then lists it first', async () => {
    const made = backup('2026-12-06T09:30:00.000Z', { trigger: 'manual', size: 10_600_000 });
    let list = [NIGHTLY];
    let answer: (response: FakeResponse) => void = () => {};
    serve({ list: [] });
    // The POST answers when the test says so, as the API does once the backup is stored.
    const fakeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') {
        return String(input).endsWith('/api/backups')
          ? new Response(JSON.stringify({ data: list }), { headers: { 'content-type': 'application/json' } })
          : fakeFetch(input, init);
      }
      const response = await new Promise<FakeResponse>((resolve) => {
        answer = resolve;
      });
      return new Response(JSON.stringify(response.body), {
        status: response.status,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderApp('/backups');
    await screen.findByRole('listitem', { name: formatDateTime(NIGHTLY.createdAt, 'en-gb') });
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(
      await screen.findByText(
        'Backing up the database and the uploaded files. This takes a moment; everyone can keep working meanwhile.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeDisabled();

    list = [made, NIGHTLY];
    answer({ status: 201, body: made });
    expect(await screen.findByText('Backup made (10.6 MB)')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(
        [made, NIGHTLY].map((backup) => formatDateTime(backup.createdAt, 'en-gb')),
      ),
    );
    expect(screen.queryByText(/Backing up the database/)).not.toBeInTheDocument();
  });

  it('says so when a backup is being made already, and shows any other refusal', async () => {
    let refusal: FakeResponse = { status: 409, body: { error: BACKUP_MESSAGES.running } };
    serve({ create: () => refusal });
    renderApp('/backups');
    await userEvent.click(await screen.findByRole('button', { name: 'Back up now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not back up');
    expect(alert).toHaveTextContent(BACKUP_MESSAGES.running);

    refusal = {
      status: 507,
      body: { error: "The server's disk is full, so nothing was saved. Please tell your administrator." },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent("The server's disk is full, so nothing was saved."),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not back up');
  });

  it('says it in Danish', async () => {
    await changeLocale('da');
    try {
      serve({ create: () => ({ status: 409, body: { error: BACKUP_MESSAGES.running } }) });
      renderApp('/backups');
      expect(await screen.findByRole('heading', { name: 'Sikkerhedskopier', level: 1 })).toBeInTheDocument();
      const item = within(
        await screen.findByRole('listitem', { name: formatDateTime(NIGHTLY.createdAt, 'da') }),
      );
      expect(item.getByText('10,6 MB · database (11.399 rækker) og 485 filer')).toBeInTheDocument();
      expect(item.getByText('Om natten')).toBeInTheDocument();
      expect(formatSize(820_000, 'da')).toBe('820 kB');
      await userEvent.click(screen.getByRole('button', { name: 'Tag sikkerhedskopi nu' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Der bliver taget en sikkerhedskopi lige nu. Vent, til den er færdig, og prøv så igen.',
      );
    } finally {
      await changeLocale('en-gb');
    }
  });

  it('is for Superadmins only', async () => {
    signedInApi({
      roles: ['TenantAdmin'],
      sports: ['football'],
      routes: { 'GET /api/backups': { body: { data: [] } } },
    });
    const app = renderApp('/backups');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(app.location()).toBe('/unauthorized');
  });
});
