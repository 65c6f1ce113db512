import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact, ErasurePreview } from '@transferdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n.ts';
import { sportApi } from '../../test/api-presets.ts';
import { contact, page } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  ERASED_AT,
  ERASED_KASPER,
  FOOTBALL,
  KASPER,
  PLAYER_PAGE_ROUTES,
} from './testing/personal-data-fixtures.ts';

/** D48 on a club contact's page, and in Danish. */

const METTE = contact({ firstName: 'Mette', lastName: 'Lund', erasedAt: null });
const ERASED_METTE: Contact = {
  ...METTE,
  firstName: '',
  lastName: '',
  erasedAt: ERASED_AT,
  deletedAt: ERASED_AT,
};
const ERASURE = `/api/contacts/${METTE.id}/erasure`;
const CONTACT_PREVIEW: ErasurePreview = {
  name: 'Mette Lund',
  isPlayer: false,
  erasedAt: null,
  deleted: { pictures: 1 },
  restricted: { agreements: 0, restrictedUntil: '2031-11-26', reason: '' },
  recipients: [],
};

function serveContact() {
  let erased = false;
  return sportApi(['football'], {})(['TenantAdmin'], {
    [`GET /api/contacts/${METTE.id}`]: () => ({ body: erased ? ERASED_METTE : METTE }),
    'GET /api/pitches': { body: page([]) },
    'GET /api/unauthorised/OnWhomClickedFull/:tenantId/:id': { body: [] },
    [`GET ${ERASURE}`]: { body: CONTACT_PREVIEW },
    [`POST ${ERASURE}`]: () => {
      erased = true;
      return {
        body: {
          erasedAt: ERASED_AT,
          deleted: { pictures: 1 },
          restricted: { agreements: 0, restrictedUntil: '2031-11-26' },
          mailed: 0,
        },
      };
    },
  });
}

afterEach(async () => {
  await changeLocale('en-gb');
});

describe("a person's data (D48) on the contact's page", () => {
  it('erases a club contact from his page: nothing to tell, nothing kept', async () => {
    const api = serveContact();
    renderApp(`/contact-info/${FOOTBALL}/${METTE.id}`);
    await screen.findByRole('heading', { name: 'Mette Lund', level: 1 });
    const section = within(screen.getByRole('region', { name: 'Personal data' }));
    expect(section.getByRole('button', { name: 'Everything we hold about this person' })).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Erase this person…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Erase this person' }));
    expect(await dialog.findByText('1 picture')).toBeInTheDocument();
    expect(dialog.getByText('Nothing is kept.')).toBeInTheDocument();
    // Only a player's CV goes to clubs: no one to tell, so no choice to make.
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Type “Mette Lund” to confirm/ }),
      'Mette Lund',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Erase' }));

    expect(await screen.findByRole('heading', { name: 'Erased contact', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Erased on 26 November 2026')).toBeInTheDocument();
    expect(screen.getByText('No club contact was told by e-mail.')).toBeInTheDocument();
    expect(api.calls('POST', ERASURE).map((call) => call.body)).toEqual([
      { notifyRecipients: true, reason: '' },
    ]);
  });
});

describe("a person's data (D48) in Danish", () => {
  it('names the section, the confirmation and the legal reason in Danish', async () => {
    await changeLocale('da');
    sportApi(['football'], PLAYER_PAGE_ROUTES)(['TenantAdmin'], {
      [`GET /api/players/${KASPER.id}`]: { body: KASPER },
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    const section = within(await screen.findByRole('region', { name: 'Persondata' }));
    expect(section.getByRole('button', { name: 'Alt, hvad vi har om denne person' })).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Slet denne person…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Slet denne person' }));
    expect(await dialog.findByText('2 billeder')).toBeInTheDocument();
    expect(
      dialog.getByText(
        '1 repræsentationsaftale og dens honorarvilkår bevares skjult indtil den 26. november 2031:',
      ),
    ).toBeInTheDocument();
    expect(
      dialog.getByText(
        'Bevares i 5 år efter sletningen som dokumentation for bureauets repræsentationsaftaler og honorarer (bogføring og forbundets agentregler).',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Giv disse klubkontakter besked på e-mail' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Skriv “Kasper Dolberg” for at bekræfte/ }),
      'Kasper Dolberg',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Slet' }));
    expect(
      dialog.getByRole('textbox', { name: /^Begrundelse for ikke at give dem besked/ }),
    ).toHaveAccessibleDescription(
      expect.stringContaining("Angiv, hvorfor klubberne, der har modtaget cv'et, ikke skal have besked"),
    );
  });

  it('names an erased player "Slettet spiller" with the day he was erased', async () => {
    await changeLocale('da');
    sportApi(['football'], PLAYER_PAGE_ROUTES)(['TenantAdmin'], {
      [`GET /api/players/${KASPER.id}`]: { body: ERASED_KASPER },
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    expect(await screen.findByRole('heading', { name: 'Slettet spiller', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Slettet den 26. november 2026')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Slettet spiller · Football · Transferdesk'));
  });
});
