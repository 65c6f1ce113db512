import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PITCH_MESSAGES, type PitchAnswerBody, type PublicPitch } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import {
  PUBLIC_CONTACT_ID,
  PUBLIC_PLAYER_ID,
  pinsPath,
  publicPlayer,
  publicPlayerApi,
} from '../../test/public-player.ts';
import { renderApp, signInAs } from '../../test/render-app.tsx';

/** Issue 29: the club answers on the page of a link sent to one of its contacts. */

const PITCH_PATH = `/api/unauthorised/pitch/${PUBLIC_CONTACT_ID}/${PUBLIC_PLAYER_ID}`;
const ANSWER_PATH = '/api/unauthorised/pitch_answer';
const NOT_ANSWERED: PublicPitch = { answer: null, message: '', answeredAt: null };
const PANEL = 'What does your club think?';

/** A sent link with a pitch behind it (`pitch`), whose answers the API takes and gives back. */
function pitchApi(pitch: PublicPitch = NOT_ANSWERED, routes: FakeRoutes = {}) {
  return publicPlayerApi(publicPlayer(), {
    [`GET ${PITCH_PATH}`]: { body: pitch },
    [`POST ${ANSWER_PATH}`]: ({ body }) => {
      const { answer, message = '' } = body as PitchAnswerBody;
      return { body: { answer, message, answeredAt: '2026-05-04T10:00:00.000Z' } satisfies PublicPitch };
    },
    ...routes,
  });
}

const answerButtons = (panel: ReturnType<typeof within>) =>
  within(panel.getByRole('group', { name: 'Your answer' }))
    .getAllByRole('button')
    .map((button) => [button.textContent, button.getAttribute('aria-pressed')]);

async function findPanel() {
  return within(await screen.findByRole('region', { name: PANEL }));
}

describe('the answer panel of a sent link', () => {
  it('offers the three answers and sends the chosen one with the typed message, without a token', async () => {
    signInAs(['User']);
    const api = pitchApi();
    renderApp(pinsPath('Handball - Women'));
    const panel = await findPanel();
    expect(answerButtons(panel)).toEqual([
      ['Interested', 'false'],
      ['Not now', 'false'],
      ['Not interested', 'false'],
    ]);
    await userEvent.click(panel.getByRole('button', { name: 'Not now' }));
    expect(panel.getByRole('button', { name: 'Not now', pressed: true })).toBeInTheDocument();
    await userEvent.type(
      panel.getByRole('textbox', { name: 'Message to the agent (optional)' }),
      'Call us in August',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Send answer' }));

    expect(await panel.findByText('Thank you, your answer has been sent to the agent')).toBeInTheDocument();
    const [sent] = api.calls('POST', ANSWER_PATH);
    expect(sent?.body).toEqual({
      ClientId: PUBLIC_CONTACT_ID,
      PlayerID: PUBLIC_PLAYER_ID,
      answer: 'notNow',
      message: 'Call us in August',
    });
    expect(sent?.headers.has('Authorization')).toBe(false);
    expect(sent?.headers.get('x-xsrf-token')).toBe('test-xsrf');
    expect(api.calls('GET', PITCH_PATH)[0]?.headers.has('Authorization')).toBe(false);
    expect(panel.getByText('Not now')).toBeInTheDocument();
    expect(panel.getByText('Call us in August')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  });

  it("shows the club's earlier answer, and Change answer opens the form with it filled in", async () => {
    const api = pitchApi({
      answer: 'interested',
      message: 'Send us his medical',
      answeredAt: '2026-05-01T10:00:00.000Z',
    });
    renderApp(pinsPath('Football'));
    const panel = await findPanel();
    expect(panel.getByText('Your club answered on 1 May 2026')).toBeInTheDocument();
    expect(panel.getByText('Interested')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Change answer' }));
    expect(panel.getByRole('button', { name: 'Interested', pressed: true })).toBeInTheDocument();
    const message = panel.getByRole('textbox', { name: 'Message to the agent (optional)' });
    expect(message).toHaveValue('Send us his medical');
    await userEvent.click(panel.getByRole('button', { name: 'Not interested' }));
    await userEvent.click(panel.getByRole('button', { name: 'Send answer' }));
    expect(await panel.findByText('Thank you, your answer has been sent to the agent')).toBeInTheDocument();
    expect(api.calls('POST', ANSWER_PATH)[0]?.body).toMatchObject({
      answer: 'notInterested',
      message: 'Send us his medical',
    });
  });

  it('sends nothing before an answer is chosen', async () => {
    const api = pitchApi();
    renderApp(pinsPath('Icehockey'));
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('button', { name: 'Send answer' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Choose an answer first');
    expect(api.calls('POST', ANSWER_PATH)).toHaveLength(0);
  });

  it.each(['Football', 'Handball - Men', 'Handball - Women', 'Icehockey'])(
    'sits at the top of the %s page, before the player information',
    async (sport) => {
      pitchApi();
      renderApp(pinsPath(sport));
      await findPanel();
      const panel = screen.getByRole('region', { name: PANEL });
      const first = screen.getAllByRole('region').find((region) => region !== panel);
      expect(first && panel.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );
});

describe('no answer panel', () => {
  it('for a link copied without a recipient (cv), which asks for no pitch', async () => {
    const api = pitchApi();
    renderApp(pinsPath('Handball - Women', 'cv'));
    expect(await screen.findByRole('heading', { name: 'Sofie Holm', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PANEL })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path.startsWith('/api/unauthorised/pitch/'))).toBe(false);
  });

  it('when no pitch stands behind the link (404)', async () => {
    const api = pitchApi(NOT_ANSWERED, {
      [`GET ${PITCH_PATH}`]: { status: 404, body: { error: 'Not found' } },
    });
    renderApp(pinsPath('Handball - Women'));
    expect(await screen.findByRole('heading', { name: 'Sofie Holm', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', PITCH_PATH)).toHaveLength(1));
    expect(await screen.findByRole('region', { name: 'PERSONAL' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PANEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Interested' })).not.toBeInTheDocument();
  });
});

describe('an answer the API does not take', () => {
  it("shows the server's message on 429 and keeps the answer and the typed message", async () => {
    pitchApi(NOT_ANSWERED, {
      [`POST ${ANSWER_PATH}`]: { status: 429, body: { error: PITCH_MESSAGES.tooManyAnswers } },
    });
    renderApp(pinsPath('Handball - Women'));
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('button', { name: 'Interested' }));
    const message = panel.getByRole('textbox', { name: 'Message to the agent (optional)' });
    await userEvent.type(message, 'We need a left wing');
    await userEvent.click(panel.getByRole('button', { name: 'Send answer' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(PITCH_MESSAGES.tooManyAnswers);
    expect(message).toHaveValue('We need a left wing');
    expect(panel.getByRole('button', { name: 'Interested', pressed: true })).toBeInTheDocument();
  });

  it('says it could not be sent on any other failure, and keeps the typed message', async () => {
    pitchApi(NOT_ANSWERED, { [`POST ${ANSWER_PATH}`]: { status: 500, body: { error: 'Boom' } } });
    renderApp(pinsPath('Football'));
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('button', { name: 'Not now' }));
    const message = panel.getByRole('textbox', { name: 'Message to the agent (optional)' });
    await userEvent.type(message, 'Maybe next season');
    await userEvent.click(panel.getByRole('button', { name: 'Send answer' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'Your answer could not be sent. Please try again.',
    );
    expect(panel.queryByText('Boom')).not.toBeInTheDocument();
    expect(message).toHaveValue('Maybe next season');
  });
});

describe("the agency's own view (issue 29)", () => {
  it('sends the click with the session token, so that the API counts nothing', async () => {
    signInAs(['User']);
    const token = useAuthStore.getState().token;
    const api = pitchApi();
    renderApp(pinsPath('Handball - Women'));
    await waitFor(() => expect(api.calls('POST', '/api/unauthorised/new_click')).toHaveLength(1));
    expect(api.calls('POST', '/api/unauthorised/new_click')[0]?.headers.get('Authorization')).toBe(
      `Bearer ${token}`,
    );
  });

  it('sends it without a token when nobody is signed in', async () => {
    const api = pitchApi();
    renderApp(pinsPath('Handball - Women'));
    await waitFor(() => expect(api.calls('POST', '/api/unauthorised/new_click')).toHaveLength(1));
    expect(api.calls('POST', '/api/unauthorised/new_click')[0]?.headers.has('Authorization')).toBe(false);
  });

  it('does not end the session when the click is refused with 401 (an old token)', async () => {
    signInAs(['User']);
    const api = pitchApi(NOT_ANSWERED, {
      'POST /api/unauthorised/new_click': { status: 401, body: { error: 'Expired' } },
    });
    renderApp(pinsPath('Handball - Women'));
    await waitFor(() => expect(api.calls('POST', '/api/unauthorised/new_click')).toHaveLength(1));
    expect(await screen.findByRole('region', { name: PANEL })).toBeInTheDocument();
    expect(useInterfaceStore.getState().isSessionOver).toBe(false);
  });
});
