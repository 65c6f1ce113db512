import { screen, within } from '@testing-library/react';

/** The list card (an `article`) headed `name`, to query within once it has shown. */
export async function findCard(name: string) {
  const article = (await screen.findByRole('heading', { name })).closest('article');
  if (!article) throw new Error(`${name} is not in a card`);
  return within(article);
}
