import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The list card (an `article`) headed `name`, to query within once it has shown. */
export async function findCard(name: string) {
  const article = (await screen.findByRole('heading', { name })).closest('article');
  if (!article) throw new Error(`${name} is not in a card`);
  return within(article);
}

type Scope = Pick<ReturnType<typeof within>, 'getByRole'>;

/** Where the link `name` in `scope` (a card, or `screen`) leads: its `href`. Throws when there is none. */
export function hrefOf(scope: Scope, name: string) {
  return scope.getByRole('link', { name }).getAttribute('href');
}

/** Clicks `Delete {name}` on the card and waits for the confirmation it asks; returns the dialog to query within. */
export async function askToDelete(card: Scope, name: string) {
  await userEvent.click(card.getByRole('button', { name: `Delete ${name}` }));
  return within(await screen.findByRole('dialog', { name: 'Confirm your action' }));
}

/** Clicks `Delete {name}` on the card and answers the confirmation with `answer`. */
export async function answerDelete(card: Scope, name: string, answer: 'Cancel' | 'Delete') {
  const dialog = await askToDelete(card, name);
  await userEvent.click(dialog.getByRole('button', { name: answer }));
}
