import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGREEMENT_MESSAGES, type Agreement } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { changeLocale } from '../../lib/i18n.ts';
import { sportApi } from '../../test/api-presets.ts';
import { player } from '../../test/factories.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  ANNA,
  agreement,
  FOOTBALL,
  KASPER,
  PLAYER_PAGE_ROUTES,
  storedFile,
} from './testing/agreement-fixtures.ts';

/** Issue 30 on the player's page: his representation agreements (D45). */

const SIGNED = storedFile({ name: 'dolberg-2026.pdf' });
const CURRENT = agreement({
  exclusive: true,
  feePercent: 3,
  feeTerms: 'Paid by the club',
  signedFile: SIGNED,
  legalAdviceNoticeGiven: true,
});

const serve = (roles: ('User' | 'TenantAdmin')[], agreements: Agreement[], routes: FakeRoutes = {}) =>
  sportApi(['football'], {
    ...PLAYER_PAGE_ROUTES,
    [`GET /api/players/${KASPER.id}/agreements`]: { body: agreements },
    [`GET /api/players/${KASPER.id}/documents`]: { body: [] },
    [`POST /api/players/${KASPER.id}/files`]: { status: 201, body: SIGNED },
    ...routes,
  })(roles);

async function findSection() {
  return within(await screen.findByRole('region', { name: 'Representation agreements' }));
}

async function openForm(button = 'Add agreement') {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog'));
}

/** What a person types, given to the field at once (typing key by key is slow in happy-dom). */
async function typeIn(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const field = (dialog: ReturnType<typeof within>, name: string) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${name}`) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a player's agreements (issue 30)", () => {
  it('scrolls to the agreements the address names and lists each with its status and papers', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    serve(['User'], [CURRENT]);
    renderApp(`/players/${FOOTBALL}/${KASPER.id}#agreements`);
    const section = await findSection();
    const card = within(await section.findByRole('article', { name: '1 July 2026 – 30 June 2028' }));
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByText('Exclusive')).toBeInTheDocument();
    expect(card.getByText('120 days left')).toBeInTheDocument();
    expect(card.getByText('Anna Hansen')).toBeInTheDocument();
    expect(card.getByText('3 % · Paid by the club')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Download Signed agreement' })).toHaveTextContent(
      'dolberg-2026.pdf',
    );
    expect(card.getByText('Upload due by 15 July 2099')).toBeInTheDocument();
    expect(card.getByText('Notice given: Yes')).toBeInTheDocument();
    expect(card.getByText('Player confirmed: No')).toBeInTheDocument();
    // He is of age: no guardian's consent asked for.
    expect(card.queryByText("Guardian's written consent")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(scrolled.mock.contexts).toContain(document.getElementById('agreements') as Element),
    );
  });

  it('downloads a signed agreement with the bearer token and hands it to the browser', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const api = serve(['User'], [CURRENT], {
      [`GET /api/players/${KASPER.id}/files/${SIGNED.id}`]: { body: 'pdf' },
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    const section = await findSection();
    await userEvent.click(await section.findByRole('button', { name: 'Download Signed agreement' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'dolberg-2026.pdf'));
    const [request] = api.calls('GET', `/api/players/${KASPER.id}/files/${SIGNED.id}`);
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('adds an agreement with every field, the signed copy uploaded first, and shows the warnings', async () => {
    const saved = agreement({ warnings: [AGREEMENT_MESSAGES.feeAboveCap] });
    const api = serve(['User'], [], {
      [`POST /api/players/${KASPER.id}/agreements`]: { status: 201, body: saved },
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    expect(await (await findSection()).findByText('No representation agreement yet.')).toBeInTheDocument();
    const dialog = await openForm();
    await typeIn(field(dialog, 'Start date'), '2026-07-01');
    await typeIn(field(dialog, 'End date'), '2028-06-30');
    expect(dialog.getByText('At most 2 years: on or before 30 June 2028.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('switch', { name: /^Exclusive/ }));
    await typeIn(field(dialog, 'Fee terms'), 'Paid by the club');
    await typeIn(field(dialog, 'Fee \\(%'), '7');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Agent' }));
    await userEvent.click(await screen.findByRole('option', { name: ANNA.name }));
    const upload = document.querySelector<HTMLInputElement>('input[name=signedFile]');
    if (!upload) throw new Error('no file input');
    await userEvent.upload(upload, new File(['pdf'], 'dolberg-2026.pdf', { type: 'application/pdf' }));
    expect(await dialog.findByRole('button', { name: 'Download Signed agreement' })).toBeInTheDocument();
    await typeIn(field(dialog, 'Uploaded to the federation platform on'), '2026-07-05');
    await userEvent.click(dialog.getByRole('checkbox', { name: /written notice to seek independent/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /confirmed he received/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    const alert = within(await screen.findByRole('alert', { name: "Saved. The sport's rule pack warns:" }));
    expect(
      alert.getByText('The fee is above 5 %, the cap of the suspended FIFA fee rule.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST', `/api/players/${KASPER.id}/files`)[0]?.body).toBeInstanceOf(FormData);
    expect(api.calls('POST', `/api/players/${KASPER.id}/agreements`)[0]?.body).toEqual({
      startDate: '2026-07-01',
      endDate: '2028-06-30',
      exclusive: true,
      autoRenewal: false,
      feeTerms: 'Paid by the club',
      feePercent: 7,
      dualRepresentation: false,
      agentUserId: ANNA.id,
      signedFileId: SIGNED.id,
      federationUploadedOn: '2026-07-05',
      guardianConsentFileId: null,
      legalAdviceNoticeGiven: true,
      playerConfirmed: true,
    });
  });

  it('shows the rule that refused the save at its field and keeps everything typed', async () => {
    const tooLong = AGREEMENT_MESSAGES.tooLong('2026-12-31');
    serve(['User'], [], {
      [`POST /api/players/${KASPER.id}/agreements`]: {
        status: 400,
        body: { error: 'Validation failed', errors: [`endDate: ${tooLong}`] },
      },
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    const dialog = await openForm();
    await typeIn(field(dialog, 'Start date'), '2025-01-01');
    await typeIn(field(dialog, 'End date'), '2027-06-30');
    await typeIn(field(dialog, 'Fee terms'), 'Paid by the club');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText(tooLong)).toBeInTheDocument();
    expect(dialog.getByText('Could not save the agreement')).toBeInTheDocument();
    expect(field(dialog, 'End date')).toHaveAttribute('aria-invalid', 'true');
    expect(field(dialog, 'Start date')).toHaveValue('2025-01-01');
    expect(field(dialog, 'End date')).toHaveValue('2027-06-30');
    expect(field(dialog, 'Fee terms')).toHaveValue('Paid by the club');
  });

  it("shows the rule pack's warnings and refusals in Danish", async () => {
    await changeLocale('da');
    try {
      serve(['User'], [agreement({ warnings: [AGREEMENT_MESSAGES.dualRepresentation] })], {
        [`POST /api/players/${KASPER.id}/agreements`]: {
          status: 400,
          body: {
            error: 'Validation failed',
            errors: [`endDate: ${AGREEMENT_MESSAGES.tooLong('2026-12-31')}`],
          },
        },
      });
      renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
      expect(
        await screen.findByText(
          "Bureauet repræsenterer både spilleren og klubben: FIFA's suspenderede regel begrænser dobbeltrepræsentation.",
        ),
      ).toBeInTheDocument();
      const dialog = await openForm('Tilføj aftale');
      await typeIn(field(dialog, 'Startdato'), '2025-01-01');
      await typeIn(field(dialog, 'Slutdato'), '2027-06-30');
      await userEvent.click(dialog.getByRole('button', { name: 'Gem' }));
      expect(
        await dialog.findByText(
          'En aftale med en spiller varer højst 2 år: lad den slutte senest 2026-12-31.',
        ),
      ).toBeInTheDocument();
    } finally {
      await changeLocale('en-gb');
    }
  });

  it('sends nothing while a required date is missing', async () => {
    const api = serve(['User'], []);
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    const dialog = await openForm();
    await typeIn(field(dialog, 'Start date'), '2026-07-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(dialog, 'End date')).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls('POST', `/api/players/${KASPER.id}/agreements`)).toHaveLength(0);
  });

  it("asks for the guardian's consent when the player is a minor on the start date", async () => {
    const minor = player({ ...KASPER, dateOfBirth: '2010-03-15' });
    serve(['User'], [], { [`GET /api/players/${KASPER.id}`]: { body: minor } });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    const dialog = await openForm();
    await typeIn(field(dialog, 'Start date'), '2028-03-15');
    expect(dialog.queryByText('The player is a minor on the start date')).not.toBeInTheDocument();
    await userEvent.clear(field(dialog, 'Start date'));
    await typeIn(field(dialog, 'Start date'), '2028-03-14');
    expect(await dialog.findByText('The player is a minor on the start date')).toBeInTheDocument();
  });

  it('edits an agreement with PUT, starting from its values', async () => {
    const api = serve(['User'], [CURRENT], {
      [`PUT /api/players/${KASPER.id}/agreements/${CURRENT.id}`]: { body: CURRENT },
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    const dialog = await openForm('Edit the agreement 1 July 2026 – 30 June 2028');
    expect(field(dialog, 'Start date')).toHaveValue('2026-07-01');
    expect(dialog.getByRole('switch', { name: /^Exclusive/ })).toBeChecked();
    await userEvent.clear(field(dialog, 'Fee terms'));
    await typeIn(field(dialog, 'Fee terms'), 'Paid by the player');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PUT', `/api/players/${KASPER.id}/agreements/${CURRENT.id}`)[0]?.body).toMatchObject({
      startDate: '2026-07-01',
      feeTerms: 'Paid by the player',
      feePercent: 3,
      signedFileId: SIGNED.id,
      agentUserId: ANNA.id,
    });
  });

  it('lets a TenantAdmin delete an agreement once confirmed', async () => {
    const api = serve(['TenantAdmin'], [CURRENT], {
      [`DELETE /api/players/${KASPER.id}/agreements/${CURRENT.id}`]: { status: 204 },
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the agreement 1 July 2026 – 30 June 2028' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Agreement deleted')).toBeInTheDocument();
    expect(api.calls('DELETE', `/api/players/${KASPER.id}/agreements/${CURRENT.id}`)).toHaveLength(1);
  });

  it('shows a User no Delete', async () => {
    serve(['User'], [CURRENT]);
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    expect(
      await screen.findByRole('button', { name: 'Edit the agreement 1 July 2026 – 30 June 2028' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete the agreement/ })).not.toBeInTheDocument();
  });
});
