import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Position, Role, Tenant } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../test/api-presets.ts';
import {
  club,
  contact,
  contract,
  league,
  page,
  player,
  post,
  requirement,
  team,
  tenant,
  transfer,
  valuta,
} from '../test/factories.ts';
import type { FakeRoutes } from '../test/fake-api.ts';
import { SPORTS } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

/**
 * Issue 26, item 9: a 400 names each failing field by its key ("teamId: Choose a team of this
 * sport"). Every form shows the message at the field it is about, without the key and once; the
 * alert above the buttons says what failed.
 */

const FOOTBALL = SPORTS.football.id;
const named = (name: string) => ({ id: crypto.randomUUID(), tenantId: FOOTBALL, name });
const STRIKER: Position = { ...named('Striker'), category: null };
const PRO = named('Professional');
const EUR = valuta({ name: 'EUR' });
const DKK = valuta({ name: 'DKK', value: 7.46 });
const SUPERLIGA = league();
const TEAM = team({ name: 'Brøndby IF' }, SUPERLIGA);
const BRONDBY = club({ name: 'Brøndby IF', teamId: TEAM.id, team: { name: TEAM.name, league: TEAM.league } });
const METTE = contact({ firstName: 'Mette', lastName: 'Lund', clubId: BRONDBY.id });
const WINDOW = transfer({ name: 'Summer window' });
const FREE_AGENT = named('Free agent');
const ANNA = player({
  firstName: 'Anna',
  lastName: 'Holm',
  positionContacts: [STRIKER],
  playerLevelId: PRO.id,
  playerLevel: PRO,
  valutaId: DKK.id,
  valuta: { id: DKK.id, name: 'DKK' },
  contracts: [contract({ buyOut: true, buyOutAmount: 100_000, buyOutValutaId: EUR.id })],
});
const PADEL = tenant({ name: 'Padel' });
const POST = post({ title: 'Season opens' });
const TEMPLATE = { id: crypto.randomUUID(), tenantId: FOOTBALL, name: 'Football CV', hasFile: true };
const PLAYER_OPTIONS: FakeRoutes = {
  [`GET /api/players/${ANNA.id}`]: { body: ANNA },
  'GET /api/positions': { body: page([STRIKER]) },
  'GET /api/playerlevels': { body: page([PRO]) },
  'GET /api/contractStatuses': { body: page([]) },
  'GET /api/valutas': { body: page([DKK, EUR]) },
  'GET /api/countries/forSearch': { body: [] },
  'GET /api/leagues': { body: page([]) },
  'GET /api/teams': { body: page([]) },
  'GET /api/clubs/forSearch': { body: [] },
};

/** Brøndby's striker wanted in the summer window; the API's full answer. */
const WANTED = requirement(
  {},
  {
    club: BRONDBY,
    window: WINDOW,
    contact: METTE,
    positions: [STRIKER],
    levels: [PRO],
    statuses: [FREE_AGENT],
    currency: EUR,
  },
);

interface RefusalCase {
  form: string;
  path: string;
  roles?: Role[];
  routes: FakeRoutes;
  /** The request that is refused, as a fake-API route: "PATCH /api/clubs/{id}". */
  refused: string;
  /** What the server names: the field's key and the message. */
  key: string;
  message: string;
  /** Makes the form send something (an edit that changes nothing sends nothing). */
  change?: () => Promise<void>;
  /** Sends the form; Save unless told otherwise. */
  submit?: () => Promise<void>;
  /** Brings the field into view after the refusal (a contract's side panel). */
  reveal?: () => Promise<void>;
  /** The field the message is about. */
  field: () => HTMLElement;
  /** The alert's title: what failed. */
  title: string;
}

const type = async (name: RegExp | string, text: string) => {
  const input = await screen.findByRole('textbox', { name }, { timeout: 10_000 });
  await userEvent.clear(input);
  await userEvent.type(input, text);
};

const CASES: RefusalCase[] = [
  {
    form: 'club',
    path: `/clubs/${FOOTBALL}/${BRONDBY.id}/edit`,
    routes: { [`GET /api/clubs/${BRONDBY.id}`]: { body: BRONDBY }, 'GET /api/teams': { body: page([TEAM]) } },
    refused: `PATCH /api/clubs/${BRONDBY.id}`,
    key: 'teamId',
    message: 'Choose a team of this sport',
    change: () => type('City', 'Brøndby'),
    field: () => screen.getByRole('combobox', { name: 'Team' }),
    title: 'Could not submit the club',
  },
  {
    form: 'contact',
    path: `/contacts/${FOOTBALL}/${METTE.id}/edit`,
    routes: { [`GET /api/contacts/${METTE.id}`]: { body: METTE }, 'GET /api/clubs/forSearch': { body: [] } },
    refused: `PATCH /api/contacts/${METTE.id}`,
    key: 'clubId',
    message: 'The club has been deleted; choose another',
    change: () => type('Role', 'Scout'),
    field: () => screen.getByRole('combobox', { name: 'Club' }),
    title: 'Could not submit the contact',
  },
  {
    form: 'player',
    path: `/players/${FOOTBALL}/${ANNA.id}/edit`,
    roles: ['User'],
    routes: PLAYER_OPTIONS,
    refused: `PATCH /api/players/${ANNA.id}`,
    key: 'playerLevelId',
    message: 'Choose a player level of this sport',
    change: () => type('Agent 1', 'Jens'),
    field: () => screen.getByRole('combobox', { name: /^Player level/ }),
    title: 'Could not submit the contact',
  },
  {
    form: "player's contract",
    path: `/players/${FOOTBALL}/${ANNA.id}/edit`,
    roles: ['User'],
    routes: PLAYER_OPTIONS,
    refused: `PATCH /api/players/${ANNA.id}`,
    key: 'contracts.0.buyOutValutaId',
    message: 'Choose a currency of this sport',
    change: () => type('Agent 1', 'Jens'),
    reveal: async () => {
      expect(screen.getByText('Some fields of this contract need attention')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Edit Contract 1' }));
    },
    field: () =>
      within(screen.getByRole('dialog', { name: 'Contract 1' })).getByRole('combobox', {
        name: 'Buy-out currency',
      }),
    title: 'Could not submit the contact',
  },
  {
    form: 'requirement',
    path: `/requirements/${FOOTBALL}/${WANTED.id}`,
    roles: ['User'],
    routes: {
      [`GET /api/requirements/${WANTED.id}`]: { body: WANTED },
      'GET /api/transfers': { body: page([WINDOW]) },
      'GET /api/clubs/forSearch': { body: [{ id: BRONDBY.id, name: BRONDBY.name, deleted: false }] },
      'GET /api/contacts': { body: page([METTE]) },
      'GET /api/positions': { body: page([STRIKER]) },
      'GET /api/playerlevels': { body: page([PRO]) },
      'GET /api/contractStatuses': { body: page([FREE_AGENT]) },
      'GET /api/valutas': { body: page([EUR]) },
      'GET /api/countries/forSearch': { body: [] },
    },
    refused: `PATCH /api/requirements/${WANTED.id}`,
    key: 'contactId',
    message: 'The contact has been deleted; choose another',
    change: async () => {
      await screen.findByRole('textbox', { name: /^Max Netto/ }, { timeout: 10_000 });
    },
    field: () => screen.getByRole('combobox', { name: /^Contact/ }),
    title: 'Could not submit requirement info',
  },
  {
    form: 'team',
    path: `/teams/${FOOTBALL}/${TEAM.id}`,
    routes: {
      [`GET /api/teams/${TEAM.id}`]: { body: TEAM },
      'GET /api/leagues': { body: page([SUPERLIGA]) },
    },
    refused: `PATCH /api/teams/${TEAM.id}`,
    key: 'leagueId',
    message: 'Choose a league of this sport',
    change: () => type(/^Name/, 'Brøndby IF II'),
    field: () => screen.getByRole('combobox', { name: /^League/ }),
    title: 'Could not submit the sport profile',
  },
  {
    form: 'new league',
    path: `/teams/${FOOTBALL}/new`,
    routes: {
      'GET /api/leagues': { body: page([SUPERLIGA]) },
      'GET /api/countries/forSearch': { body: [{ id: crypto.randomUUID(), name: 'Norway' }] },
    },
    refused: 'POST /api/leagues',
    key: 'countryName',
    message: 'Choose a country from the list',
    change: async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'New league' }, { timeout: 10_000 }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Add league' }));
      await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Eliteserien');
      await userEvent.click(dialog.getByRole('combobox', { name: 'Country' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Norway' }));
    },
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Add league' })),
    field: () => within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Country' }),
    title: 'Could not add the league',
  },
  {
    form: 'transfer',
    path: `/transfers/${FOOTBALL}/${WINDOW.id}`,
    routes: { [`GET /api/transfers/${WINDOW.id}`]: { body: WINDOW } },
    refused: `PATCH /api/transfers/${WINDOW.id}`,
    key: 'years',
    message: 'The years do not match the dates',
    change: () => type(/^Name/, 'Winter window'),
    field: () => screen.getByRole('textbox', { name: /^Years/ }),
    title: 'Could not submit transfer info',
  },
  {
    form: 'currency',
    path: `/currencies/${FOOTBALL}/${DKK.id}`,
    routes: { 'GET /api/valutas': { body: page([DKK, EUR]) }, [`GET /api/valutas/${DKK.id}`]: { body: DKK } },
    refused: `PATCH /api/valutas/${DKK.id}`,
    key: 'value',
    message: 'Enter a smaller value',
    change: () => type(/^Value/, '7.5'),
    field: () => screen.getByRole('textbox', { name: /^Value/ }),
    title: 'Could not submit the currency',
  },
  {
    form: 'sport',
    path: `/tenants/${PADEL.id}`,
    roles: ['Superadmin'],
    routes: {
      'GET /api/features': { body: [] },
      [`GET /api/tenants/${PADEL.id}`]: { body: PADEL as Tenant },
    },
    refused: `PATCH /api/tenants/${PADEL.id}`,
    key: 'name',
    message: 'A sport with this name already exists',
    change: () => type(/^Name/, 'Football'),
    field: () => screen.getByRole('textbox', { name: /^Name/ }),
    title: 'Could not submit the sport profile',
  },
  {
    form: 'post',
    path: `/news/${POST.id}/edit`,
    roles: ['Superadmin'],
    routes: { [`GET /api/posts/${POST.id}`]: { body: POST } },
    refused: `PATCH /api/posts/${POST.id}`,
    key: 'title',
    message: 'At most 200 characters',
    change: () => type(/^Title/, 'Season opens on Friday'),
    field: () => screen.getByRole('textbox', { name: /^Title/ }),
    title: 'Could not submit the post',
  },
  {
    form: 'PDF template',
    path: `/template/${TEMPLATE.id}`,
    routes: {
      [`GET /api/PlayerCV/pdftemplate/${FOOTBALL}`]: { body: TEMPLATE },
      [`GET /api/PlayerCV/edit/${TEMPLATE.id}`]: { body: TEMPLATE },
      [`PUT /api/PlayerCV/edit/${TEMPLATE.id}`]: { body: TEMPLATE },
    },
    refused: `POST /api/PlayerCV/${TEMPLATE.id}/file`,
    key: 'file',
    message: 'The template names a field the CV does not know: {{shoeSize}}',
    change: async () => {
      await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 10_000 });
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('No file input');
      const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      fireEvent.change(input, { target: { files: [new File(['PK'], 'cv.docx', { type: docx })] } });
    },
    field: () => screen.getByRole('button', { name: /^PDF Template/ }),
    title: 'Could not save the PDF template',
  },
];

describe('a field the server refuses (issue 26, item 9)', { timeout: 60_000 }, () => {
  it.each(CASES.map((refusal) => [refusal.form, refusal.key, refusal]))(
    '%s form: shows the refusal of %s at the field, without the key, once',
    async (_, __, refusal) => {
      const [method = '', path = ''] = refusal.refused.split(' ');
      const api = signedInApi({
        roles: refusal.roles ?? ['TenantAdmin'],
        sports: ['football'],
        routes: {
          ...refusal.routes,
          [refusal.refused]: {
            status: 400,
            body: { error: 'Validation failed', errors: [`${refusal.key}: ${refusal.message}`] },
          },
        },
      });
      renderApp(refusal.path);
      await refusal.change?.();
      await (refusal.submit?.() ?? userEvent.click(screen.getByRole('button', { name: 'Save' })));
      const title = await screen.findByText(refusal.title, {}, { timeout: 10_000 });
      expect(title.closest('[role="alert"]')).not.toBeNull();
      expect(api.calls(method, path)).toHaveLength(1);
      await refusal.reveal?.();
      await waitFor(() =>
        expect(refusal.field()).toHaveAccessibleDescription(expect.stringContaining(refusal.message)),
      );
      expect(screen.getAllByText(refusal.message)).toHaveLength(1);
      expect(document.body).not.toHaveTextContent(`${refusal.key}:`);
    },
  );
});
