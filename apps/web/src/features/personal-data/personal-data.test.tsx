import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAL_DATA_MESSAGES, type Role } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { sportApi } from '../../test/api-presets.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  ERASED_KASPER,
  FOOTBALL,
  KASPER,
  PLAYER_PAGE_ROUTES,
  RESULT,
} from './testing/personal-data-fixtures.ts';

/** D48 on the player's page: everything we hold about him as a ZIP, and his erasure. */

const ERASURE = `/api/players/${KASPER.id}/erasure`;

/** The API of Kasper's page; after a successful erasure his record answers erased, as the server's would. */
function serve(roles: Role[], routes: FakeRoutes = {}) {
  let erased = false;
  return sportApi(['football'], PLAYER_PAGE_ROUTES)(roles, {
    [`GET /api/players/${KASPER.id}`]: () => ({ body: erased ? ERASED_KASPER : KASPER }),
    [`POST ${ERASURE}`]: () => {
      erased = true;
      return { body: RESULT };
    },
    ...routes,
  });
}

async function openPage() {
  renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
  await screen.findByRole('heading', { name: 'Kasper Dolberg', level: 1 });
}

async function openErasure() {
  await openPage();
  const section = within(screen.getByRole('region', { name: 'Personal data' }));
  await userEvent.click(section.getByRole('button', { name: 'Erase this person…' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Erase this person' }));
  await dialog.findByRole('region', { name: 'Deleted' });
  return dialog;
}

async function typeIn(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const confirmField = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('textbox', { name: /^Type “Kasper Dolberg” to confirm/ });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a person's data (D48) on the player's page", () => {
  it("is the TenantAdmin's: a User sees no Personal data section", async () => {
    serve(['User']);
    await openPage();
    expect(screen.getByRole('region', { name: 'Videos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase this person…' })).not.toBeInTheDocument();
  });

  it('downloads everything we hold about him as a ZIP, with the bearer token', async () => {
    const saved = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const api = serve(['TenantAdmin'], {
      [`GET /api/players/${KASPER.id}/personal-data`]: { body: { player: { id: KASPER.id } } },
    });
    await openPage();
    const section = within(screen.getByRole('region', { name: 'Personal data' }));
    await userEvent.click(section.getByRole('button', { name: 'Everything we hold about this person' }));

    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(saved).toHaveBeenCalledWith(expect.any(Blob), `personal-data-${KASPER.id}.zip`);
    const [call] = api.calls('GET', `/api/players/${KASPER.id}/personal-data`);
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('names what erasing deletes, what is kept until when and why, and the clubs that got his CV', async () => {
    serve(['TenantAdmin']);
    const dialog = await openErasure();
    const deleted = within(dialog.getByRole('region', { name: 'Deleted' }));
    expect(deleted.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 pictures',
      '1 video',
      '3 contracts',
      '1 document',
    ]);
    const kept = within(dialog.getByRole('region', { name: 'Kept, restricted' }));
    expect(
      kept.getByText(
        '1 representation agreement and its fee terms are kept, hidden, until 26 November 2031:',
      ),
    ).toBeInTheDocument();
    expect(kept.getByText(PERSONAL_DATA_MESSAGES.restrictionReason)).toBeInTheDocument();
    const recipients = within(dialog.getByRole('region', { name: 'Club contacts who received the CV' }));
    expect(recipients.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mette Lund, Brøndby IF (mette@brondby.example)',
      'Henrik Jørgensen, AGF (henrik@agf.example)',
    ]);
    expect(dialog.getByRole('checkbox', { name: 'Tell these club contacts by e-mail' })).toBeChecked();
  });

  it('asks for a reason when the clubs are not to be told, and sends nothing without one', async () => {
    const api = serve(['TenantAdmin']);
    const dialog = await openErasure();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Tell these club contacts by e-mail' }));
    await typeIn(confirmField(dialog), 'Kasper Dolberg');
    await userEvent.click(dialog.getByRole('button', { name: 'Erase' }));

    const reason = dialog.getByRole('textbox', { name: /^Reason for not telling them/ });
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(PERSONAL_DATA_MESSAGES.reasonRequired),
    );
    expect(api.calls('POST', ERASURE)).toHaveLength(0);
  });

  it('erases only once his name is typed', async () => {
    const api = serve(['TenantAdmin']);
    const dialog = await openErasure();
    await typeIn(confirmField(dialog), 'Kasper');
    await userEvent.click(dialog.getByRole('button', { name: 'Erase' }));
    expect(confirmField(dialog)).toHaveAccessibleDescription('Type the name exactly as shown');
    expect(api.calls('POST', ERASURE)).toHaveLength(0);
  });

  it("shows the server's refusal of the reason at the field and keeps what was typed", async () => {
    const api = serve(['TenantAdmin'], {
      [`POST ${ERASURE}`]: {
        status: 400,
        body: { error: 'Validation failed', errors: [`reason: ${PERSONAL_DATA_MESSAGES.reasonRequired}`] },
      },
    });
    const dialog = await openErasure();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Tell these club contacts by e-mail' }));
    const reason = dialog.getByRole('textbox', { name: /^Reason for not telling them/ });
    await typeIn(reason, 'He moved abroad');
    await typeIn(confirmField(dialog), '  kasper  dolberg ');
    await userEvent.click(dialog.getByRole('button', { name: 'Erase' }));

    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(
        expect.stringContaining(PERSONAL_DATA_MESSAGES.reasonRequired),
      ),
    );
    expect(api.calls('POST', ERASURE).map((call) => call.body)).toEqual([
      { notifyRecipients: false, reason: 'He moved abroad' },
    ]);
    expect(dialog.getByText('Could not erase the person')).toBeInTheDocument();
    expect(reason).toHaveValue('He moved abroad');
    expect(screen.getByRole('dialog', { name: 'Erase this person' })).toBeInTheDocument();
  });

  it('says what the erasure did and shows him as erased, with nothing left to edit', async () => {
    const api = serve(['TenantAdmin']);
    const dialog = await openErasure();
    await typeIn(confirmField(dialog), 'Kasper Dolberg');
    await userEvent.click(dialog.getByRole('button', { name: 'Erase' }));

    const done = await screen.findByRole('alert', { name: 'The person was erased' });
    // The button that opened the confirmation is gone with him: the outcome takes the focus.
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      within(done)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Deleted: 2 pictures, 1 video, 3 contracts, 1 document, and every personal field blanked.',
      '1 agreement kept, hidden, until 26 November 2031.',
      '2 club contacts were told by e-mail.',
    ]);
    expect(api.calls('POST', ERASURE).map((call) => call.body)).toEqual([
      { notifyRecipients: true, reason: '' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Erased player', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Erased on 26 November 2026')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Erased player · Football · Transferdesk'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase this person…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add agreement' })).not.toBeInTheDocument();
  });
});
