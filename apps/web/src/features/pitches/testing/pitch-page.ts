import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, transfer } from '../../../test/factories.ts';
import type { FakeRequest, FakeRoutes } from '../../../test/fake-api.ts';
import { SIGNED_IN_USER_ID } from '../../../test/fixtures.ts';
import { AGF, ANNA, SUMMER } from './pitch-fixtures.ts';

/** What the pitches page and its filters read besides the pitches themselves, and how to drive it. */

export const VEJLE = { id: '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b', name: 'Vejle BK', deleted: false };

/** The signed-in user among the sport's agents, as `GET /api/pitches/agents` names him. */
export const ME = { id: SIGNED_IN_USER_ID, name: 'Test Person' };

/** The filters' lists: the sport's clubs, transfer windows and agents, and a player search finding nobody. */
export const FILTER_ROUTES: FakeRoutes = {
  'GET /api/clubs/forSearch': { body: [{ ...AGF, deleted: false }, VEJLE] },
  'GET /api/transfers': { body: page([transfer({ id: SUMMER.id, name: SUMMER.name })]) },
  // By name, as the API orders them: the signed-in user is not first.
  'GET /api/pitches/agents': { body: [ANNA, ME] },
  'GET /api/players/search/:tenantId/:term': { body: [] },
};

export const queryOf = (request: FakeRequest | undefined) => Object.fromEntries(request?.query ?? []);

/** One column of the board, by its stage's name. */
export async function column(stage: string) {
  return within(await screen.findByRole('region', { name: new RegExp(`^${stage}\\b`) }));
}

export async function choose(field: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens a card's Move menu (named after its player and contact) and picks a stage. */
export async function openMoveMenu(pitchName: string, stage: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Move ${pitchName}` }));
  return screen.findByRole('menuitem', { name: stage });
}

/** Answers the move dialog with a note. */
export async function moveWithNote(title: string, note: string) {
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), note);
  await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
}
