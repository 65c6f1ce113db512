import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYER_FILE_MESSAGES, type PlayerDocument } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sportApi } from '../../test/api-presets.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  FOOTBALL,
  KASPER,
  PLAYER_PAGE_ROUTES,
  playerDocument,
  storedFile,
} from './testing/agreement-fixtures.ts';

/** Issue 30 on the player's page: his passports, work permits, medical reports and other papers. */

const DENMARK = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Denmark' };
const SWEDEN = { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Sweden' };
const SCAN = storedFile({ name: 'permit.png', contentType: 'image/png' });
const EXPIRED = playerDocument({
  kind: 'workPermit',
  number: 'WP-77',
  expiresOn: '2026-01-10',
  daysLeft: -3,
});
const SOON = playerDocument({
  kind: 'medical',
  number: '',
  issuingCountry: null,
  expiresOn: '2026-02-01',
  daysLeft: 20,
});
const LATER = playerDocument({ kind: 'passport', daysLeft: 400, file: SCAN });

const serve = (roles: ('User' | 'TenantAdmin')[], documents: PlayerDocument[], routes: FakeRoutes = {}) =>
  sportApi(['football'], {
    ...PLAYER_PAGE_ROUTES,
    [`GET /api/players/${KASPER.id}/agreements`]: { body: [] },
    [`GET /api/players/${KASPER.id}/documents`]: { body: documents },
    'GET /api/countries/forSearch': { body: [DENMARK, SWEDEN] },
    ...routes,
  })(roles);

async function findTable() {
  const section = within(await screen.findByRole('region', { name: 'Documents' }));
  return section.findByRole('table', { name: 'Documents' });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    );

async function typeIn(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a player's documents (issue 30)", () => {
  it('lists each with its expiry: red once expired, orange within 60 days, nothing later', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    serve(['User'], [EXPIRED, SOON, LATER]);
    renderApp(`/players/${FOOTBALL}/${KASPER.id}#documents`);
    const table = await findTable();
    expect(rowsOf(table)).toEqual([
      ['Work permit', 'WP-77', 'Denmark', '10 January 2026Expired', '-'],
      ['Medical report', '-', '-', '1 February 2026Expires in 20 days', '-'],
      ['Passport', 'DK1234567', 'Denmark', '31 May 2031', 'permit.png'],
    ]);
    // Mantine sets a badge's colour as CSS variables in its style.
    const colourOf = (text: string) =>
      within(table).getByText(text).closest('.mantine-Badge-root')?.getAttribute('style');
    expect(colourOf('Expired')).toContain('--badge-bg: var(--mantine-color-red-filled)');
    expect(colourOf('Expires in 20 days')).toContain(
      '--badge-color: var(--mantine-color-orange-light-color)',
    );
    expect(within(table).getByRole('button', { name: 'Download Passport' })).toBeInTheDocument();
    await waitFor(() =>
      expect(scrolled.mock.contexts).toContain(document.getElementById('documents') as Element),
    );
  });

  it('adds a document: kind, number, country, expiry, file and note', async () => {
    const api = serve(['User'], [], {
      [`POST /api/players/${KASPER.id}/files`]: { status: 201, body: SCAN },
      [`POST /api/players/${KASPER.id}/documents`]: { status: 201, body: playerDocument() },
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add document' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add document' }));
    await userEvent.click(dialog.getByRole('combobox', { name: /^Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Work permit' }));
    await typeIn(dialog.getByRole('textbox', { name: 'Number' }), 'WP-88');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Issuing country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sweden' }));
    await typeIn(dialog.getByRole('textbox', { name: 'Expires on' }), '2027-08-31');
    const upload = document.querySelector<HTMLInputElement>('input[name=documentFile]');
    if (!upload) throw new Error('no file input');
    await userEvent.upload(upload, new File(['png'], 'permit.png', { type: 'image/png' }));
    expect(await dialog.findByRole('button', { name: 'Download File' })).toHaveTextContent('permit.png');
    await typeIn(dialog.getByRole('textbox', { name: 'Note' }), 'Renew in Malmö');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', `/api/players/${KASPER.id}/documents`)[0]?.body).toEqual({
      kind: 'workPermit',
      number: 'WP-88',
      issuingCountryId: SWEDEN.id,
      expiresOn: '2027-08-31',
      fileId: SCAN.id,
      note: 'Renew in Malmö',
    });
  });

  it("shows why an upload was refused and keeps the form's file empty", async () => {
    const api = serve(['User'], [], {
      [`POST /api/players/${KASPER.id}/files`]: {
        status: 415,
        body: { error: PLAYER_FILE_MESSAGES.wrongType },
      },
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add document' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add document' }));
    const upload = document.querySelector<HTMLInputElement>('input[name=documentFile]');
    if (!upload) throw new Error('no file input');
    await userEvent.upload(upload, new File(['zip'], 'permit.zip', { type: 'image/png' }));
    expect(await dialog.findByText('Could not upload the file')).toBeInTheDocument();
    expect(dialog.getByText(PLAYER_FILE_MESSAGES.wrongType)).toBeInTheDocument();
    expect(dialog.getByText('No file')).toBeInTheDocument();
    expect(api.calls('POST', `/api/players/${KASPER.id}/files`)).toHaveLength(1);
  });

  it('lets a TenantAdmin delete a document once confirmed', async () => {
    const api = serve(['TenantAdmin'], [LATER], {
      [`DELETE /api/players/${KASPER.id}/documents/${LATER.id}`]: { status: 204 },
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Passport' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted')).toBeInTheDocument();
    expect(api.calls('DELETE', `/api/players/${KASPER.id}/documents/${LATER.id}`)).toHaveLength(1);
  });

  it('shows a User Edit but no Delete', async () => {
    serve(['User'], [LATER]);
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    await findTable();
    expect(screen.getByRole('button', { name: 'Edit Passport' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Passport' })).not.toBeInTheDocument();
  });
});
