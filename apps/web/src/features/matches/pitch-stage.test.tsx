import { describe, expect, it } from 'vitest';
import { sportApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { ANDERS, engineMatch, JONAS } from './testing/engine-fixtures.ts';

/**
 * Issue 29: a candidate already sent to the requirement's contact shows where that pitch stands
 * (the API fills `pitchStage`), beside the sent badge; one never sent shows none.
 */
const SENT = (() => {
  const version = engineMatch([JONAS, ANDERS], { overrides: { sent: true } });
  const [jonas] = version.contactMatches;
  if (jonas) {
    Object.assign(jonas, {
      hasBeenSent: true,
      sentToACMatch: true,
      isForEmail: true,
      pitchStage: 'in talks',
    });
  }
  return version;
})();

const serve = sportApi(['football'], {
  [`GET /api/matches/${SENT.id}`]: { body: SENT },
  [`GET /api/matches/${SENT.id}/dates`]: { body: [{ id: SENT.id, createdAt: SENT.createdAt }] },
});

describe("a candidate's pitch stage on the match page", () => {
  it('shows the stage of a sent candidate next to the sent badge, and none for the others', async () => {
    serve(['User']);
    renderApp(`/matches/${SENT.id}`);
    const jonas = await findCard('Jonas Holm');
    expect(jonas.getByText('Sent by e-mail')).toBeInTheDocument();
    expect(jonas.getByText('In talks')).toBeInTheDocument();
    const anders = await findCard('Anders Berg');
    for (const stage of ['Sent', 'Opened', 'Feedback', 'In talks', 'Signed', 'Declined']) {
      expect(anders.queryByText(stage)).not.toBeInTheDocument();
    }
  });

  it('shows the stage of a link copied for the contact elsewhere, unsent here, on a phone too', async () => {
    // Anders was never sent from this version, but his CV link was copied for the same contact.
    const copied = {
      ...SENT,
      contactMatches: SENT.contactMatches.map((row) =>
        row.contactId === ANDERS.id ? { ...row, pitchStage: 'opened' as const } : row,
      ),
    };
    setViewportWidth(390);
    serve(['User'], { [`GET /api/matches/${SENT.id}`]: { body: copied } });
    renderApp(`/matches/${SENT.id}`);
    const anders = await findCard('Anders Berg');
    expect(anders.getByText('Opened')).toBeInTheDocument();
    expect(anders.queryByText('Sent by e-mail')).not.toBeInTheDocument();
    expect(anders.queryByText('Shared as a link')).not.toBeInTheDocument();
  });
});
