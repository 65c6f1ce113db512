import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sportApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { ANDERS, engineMatch, JONAS } from './testing/engine-fixtures.ts';

/**
 * A candidate's status badges ("Sent by e-mail") and positions on a phone (issue 26, item 19): the
 * column between photo and average is too narrow for them there, so they take the card's full
 * width below the header; on a wide screen they stay beside the name.
 */
const SENT = (() => {
  const version = engineMatch([JONAS, ANDERS], { overrides: { sent: true } });
  const [first] = version.contactMatches;
  if (first) Object.assign(first, { hasBeenSent: true, sentToACMatch: true, isForEmail: true });
  return version;
})();

const serve = sportApi(['football'], {
  [`GET /api/matches/${SENT.id}`]: { body: SENT },
  [`GET /api/matches/${SENT.id}/dates`]: { body: [{ id: SENT.id, createdAt: SENT.createdAt }] },
});

const follows = (earlier: Element, later: Element) =>
  (earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/** The sent badge, the positions list and the average of Jonas's card. */
async function jonasParts() {
  const jonas = await findCard('Jonas Holm');
  return {
    sent: jonas.getByText('Sent by e-mail'),
    positions: jonas.getByRole('list', { name: 'Positions' }),
    average: jonas.getByText('Average'),
  };
}

describe('a candidate card on a phone', () => {
  it('puts "Sent by e-mail" and the positions below the header, in full', async () => {
    setViewportWidth(390);
    serve(['User']);
    renderApp(`/matches/${SENT.id}`);
    const { sent, positions, average } = await jonasParts();
    expect(sent.textContent).toBe('Sent by e-mail');
    // After the average, the header's last item: on a line of their own, not squeezed beside it.
    expect(follows(average, sent)).toBe(true);
    expect(follows(average, positions)).toBe(true);
  });

  it('keeps them beside the name on a wide screen', async () => {
    serve(['User']);
    renderApp(`/matches/${SENT.id}`);
    await screen.findByRole('region', { name: 'Candidates' });
    const { sent, positions, average } = await jonasParts();
    expect(follows(sent, average)).toBe(true);
    expect(follows(positions, average)).toBe(true);
  });
});
