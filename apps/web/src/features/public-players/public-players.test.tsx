import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_PAGE_MESSAGES, type PublicPlayer } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { SPORTS } from '../../test/fixtures.ts';
import {
  PUBLIC_CONTACT_ID,
  PUBLIC_PLAYER_ID,
  pinsPath,
  publicPlayer,
  publicPlayerApi,
  publicVideo,
} from '../../test/public-player.ts';
import { renderApp, signInAs } from '../../test/render-app.tsx';
import { publicPlayerKeys } from './api.ts';
import { hasRichText, layoutFor } from './components/public-format.ts';

/** The app at a /pins address, as main.tsx renders it (StrictMode runs effects twice in development). */
function renderPins(path: string, cached?: PublicPlayer) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (cached) queryClient.setQueryData(publicPlayerKeys.player(cached.id), cached);
  return renderApp(path, { strictMode: true, queryClient });
}

const region = (name: string) => within(screen.getByRole('region', { name }));
/** The value next to a label in a facts list or table. */
const factOf = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label, { selector: 'dt, th' }).nextElementSibling?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('public page rules', () => {
  it('picks the layout by the sport name, the generic (Football) one for any other', () => {
    expect(layoutFor('Handball - Women')).toBe('Handball - Women');
    expect(layoutFor('Icehockey')).toBe('Icehockey');
    expect(layoutFor('Handball - Men')).toBe('Handball - Men');
    expect(layoutFor('Padel')).toBe('Football');
  });

  it('counts rich text only when something is left without paragraph tags', () => {
    expect(hasRichText('<p></p>')).toBe(false);
    expect(hasRichText('<p> </p><p><br></p>')).toBe(false);
    expect(hasRichText('<p>Coach</p>')).toBe(true);
  });
});

describe('Handball-women page', () => {
  it('shows the header, PERSONAL, AGENT, company, HANDBALL INFORMATION and VIDEO', async () => {
    publicPlayerApi(publicPlayer());
    renderPins(pinsPath('Handball - Women'));
    expect(await screen.findByRole('heading', { name: 'Sofie Holm', level: 1 })).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Left wing, Centre back')).toBeInTheDocument();
    expect(await header.findByRole('img', { name: 'Transferdesk Sports Agency' })).toHaveAttribute(
      'src',
      '/core/api/company/logo',
    );
    // Handball titles are set larger (spec 2).
    expect(header.getByText('Handball - Women')).toHaveAttribute('data-large', 'true');
    expect(screen.getByRole('img', { name: 'Photo of Sofie Holm' })).toHaveAttribute(
      'src',
      '/core/resources/contacts/sofie.jpg',
    );

    const personal = region('PERSONAL');
    expect(factOf(personal, 'Birthday')).toBe('03.14.1998');
    expect(factOf(personal, 'Height')).toBe('178 cm');
    expect(factOf(personal, 'Weight')).toBe('68 kg');
    expect(factOf(personal, 'Nationality')).toBe('Denmark, Norway');
    expect(factOf(personal, 'Marital status')).toBe('Single');

    const agent = region('AGENT');
    expect(factOf(agent, 'Name')).toBe('Jens');
    expect(factOf(agent, 'Surname')).toBe('Holm');
    expect(factOf(agent, 'Tel.')).toBe('+45 20 30 40 50');
    expect(agent.getByRole('link', { name: /^jens@\s?agency\.example$/ })).toHaveAttribute(
      'href',
      'mailto:jens@agency.example',
    );
    // At the foot of the left column on wide screens, of the page on phones (CSS picks one).
    expect(await screen.findAllByText('Vesterbrogade 149, 1620 Copenhagen V, Denmark')).toHaveLength(2);

    const handball = region('HANDBALL INFORMATION');
    expect(factOf(handball, 'Offensive positions')).toBe('Left wing');
    expect(factOf(handball, 'Defensive positions')).toBe('Centre back');
    expect(factOf(handball, 'Current club')).toBe('Odense Håndbold');
    expect(factOf(handball, 'Former club')).toBe('Viborg HK');
    expect(factOf(handball, 'International level')).toBe('Denmark U21');
    expect(handball.getByText('24').tagName).toBe('STRONG');
    expect(handball.getByText('Fast left wing with a strong jump shot.')).toBeInTheDocument();
    expect(handball.getByText('References')).toBeInTheDocument();

    const videos = region('VIDEO');
    const titles = videos
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/youtube\.com.*$/, ''));
    expect(titles).toEqual(['Highlights 2025', 'Goals', 'Full match v Esbjerg']);
    expect(videos.getByRole('heading', { name: 'Full matches' })).toBeInTheDocument();
    const link = videos.getByRole('link', { name: 'youtube.com/watch?v=15' });
    expect(link).toHaveAttribute('href', '//youtube.com/watch?v=15');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Download Player CV' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sofie Holm – Handball - Women'));
  });

  it('leaves out marital status, AGENT, empty references and the full-match heading', async () => {
    publicPlayerApi(
      publicPlayer({
        firstName: '',
        lastName: '',
        pictureUrl: null,
        maritalStatus: null,
        nationality: '',
        agent1: null,
        formerClub: '',
        playerReferences: '<p></p>',
        positions: [{ id: crypto.randomUUID(), name: 'Left wing', category: 'offensive' }],
        videoInfos: [publicVideo('Highlights 2025')],
      }),
    );
    renderPins(pinsPath('Handball - Women'));
    expect(await screen.findByRole('heading', { name: '-', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    const personal = region('PERSONAL');
    expect(personal.queryByText('Marital status')).not.toBeInTheDocument();
    expect(factOf(personal, 'Nationality')).toBe('-');
    expect(screen.queryByRole('region', { name: 'AGENT' })).not.toBeInTheDocument();
    const handball = region('HANDBALL INFORMATION');
    expect(handball.queryByText('References')).not.toBeInTheDocument();
    expect(handball.queryByText('Former club')).not.toBeInTheDocument();
    expect(handball.queryByText('Defensive positions')).not.toBeInTheDocument();
    expect(region('VIDEO').queryByRole('heading', { name: 'Full matches' })).not.toBeInTheDocument();
  });
});

describe('Ice hockey page', () => {
  const hockey = (overrides: Partial<PublicPlayer> = {}) =>
    publicPlayer({
      tenantId: SPORTS.icehockey.id,
      tenantName: 'Icehockey',
      firstName: 'Mads',
      lastName: 'Storm',
      positions: [
        { id: crypto.randomUUID(), name: 'Centre', category: null },
        { id: crypto.randomUUID(), name: 'Left wing', category: null },
      ],
      ...overrides,
    });

  it('shows PROFILE, ICEHOCKEY INFORMATION, the agent with Tel. and website, primary videos first', async () => {
    publicPlayerApi(
      hockey({ clubName: null, agent1: { name: 'Jens', surname: '', phoneNumber: '+45 11', email: '' } }),
    );
    renderPins(pinsPath('Icehockey'));
    expect(await screen.findByRole('heading', { name: 'Mads Storm', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Icehockey')).not.toHaveAttribute('data-large');
    expect(region('PROFILE').getByText('Fast left wing with a strong jump shot.')).toBeInTheDocument();
    const info = region('ICEHOCKEY INFORMATION');
    expect(factOf(info, 'Positions')).toBe('Centre / Left wing');
    expect(factOf(info, 'Current club')).toBe('-');
    expect(factOf(info, 'Contract status')).toBe('Under contract');
    const agent = region('AGENT');
    expect(factOf(agent, 'Surname')).toBe('-');
    expect(factOf(agent, 'Tel.')).toBe('+45 11');
    expect(factOf(agent, 'E-mail')).toBe('-');
    expect(await agent.findByRole('link', { name: 'transferdesk.example' })).toHaveAttribute(
      'href',
      'https://transferdesk.example',
    );
    expect(region('PERSONAL')).toBeTruthy();
    const titles = within(region('VIDEO').getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(titles[0]).toMatch(/^Highlights 2025/);
    expect(screen.getByRole('img', { name: 'Photo of Mads Storm' })).toHaveAttribute('data-capped', 'true');
  });
});

describe('Football and the generic page', () => {
  it('shows the dark header and the facts table', async () => {
    publicPlayerApi(
      publicPlayer({ tenantId: SPORTS.football.id, tenantName: 'Football', playerReferences: '' }),
    );
    renderPins(pinsPath('Football'));
    expect(await screen.findByRole('heading', { name: 'Sofie Holm', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'dark');
    const facts = region('PLAYER INFORMATION');
    expect(factOf(facts, 'Current club')).toBe('Odense Håndbold');
    expect(factOf(facts, 'Contract until')).toBe('06.30.2026');
    expect(factOf(facts, 'Preferred foot')).toBe('Left');
    expect(facts.getByRole('link', { name: 'Open profile' })).toHaveAttribute(
      'href',
      '//transfermarkt.com/sofie-holm',
    );
    expect(region('PROFILE')).toBeTruthy();
    expect(region('STATISTICS')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'REFERENCES' })).not.toBeInTheDocument();
    expect(region('AGENT')).toBeTruthy();
    expect(region('VIDEO')).toBeTruthy();
  });

  it("uses Football's layout for a sport it does not know", async () => {
    publicPlayerApi(publicPlayer({ tenantName: 'Padel' }));
    renderPins(pinsPath('Padel'));
    expect(await screen.findByRole('heading', { name: 'Sofie Holm', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'dark');
    expect(screen.getByRole('region', { name: 'PLAYER INFORMATION' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'HANDBALL INFORMATION' })).not.toBeInTheDocument();
  });
});

describe('Handball-men page', () => {
  it('shows the personal, agent and handball blocks and the video links', async () => {
    publicPlayerApi(
      publicPlayer({ tenantId: SPORTS.handballMen.id, tenantName: 'Handball - Men', firstName: 'Mikkel' }),
    );
    renderPins(pinsPath('Handball - Men'));
    expect(await screen.findByRole('heading', { name: 'Mikkel Holm', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Handball - Men')).toHaveAttribute(
      'data-large',
      'true',
    );
    expect(factOf(region('PERSONAL'), 'Birthday')).toBe('03.14.1998');
    expect(factOf(region('AGENT'), 'Name')).toBe('Jens');
    expect(factOf(region('HANDBALL INFORMATION'), 'Offensive positions')).toBe('Left wing');
    expect(region('VIDEO').getAllByRole('link')).toHaveLength(3);
  });
});

describe('loading the page', () => {
  it('asks for the player without a token even when someone is signed in', async () => {
    signInAs(['TenantAdmin']);
    const api = publicPlayerApi(publicPlayer());
    renderPins(pinsPath('Handball - Women'));
    expect(await screen.findByRole('heading', { name: 'Sofie Holm', level: 1 })).toBeInTheDocument();
    const [request] = api.calls('GET', `/api/unauthorised/player/${PUBLIC_PLAYER_ID}`);
    expect(request?.headers.has('Authorization')).toBe(false);
    // Outside the signed-in shell.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('shows a friendly message for a player who has no public page', async () => {
    publicPlayerApi(null);
    renderPins(pinsPath('Football'));
    expect(
      await screen.findByRole('heading', { name: 'This player page is not available', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Player CV' })).not.toBeInTheDocument();
  });
});

describe('click tracking (D15)', () => {
  it('records one click with the contact and the player, even under StrictMode', async () => {
    const api = publicPlayerApi(publicPlayer());
    renderPins(pinsPath('Handball - Women'));
    expect(await screen.findByRole('heading', { name: 'Sofie Holm', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST', '/api/unauthorised/new_click')).toHaveLength(1));
    const [click] = api.calls('POST', '/api/unauthorised/new_click');
    expect(click?.body).toEqual({ ClientId: PUBLIC_CONTACT_ID, PlayerID: PUBLIC_PLAYER_ID });
    expect(click?.headers.get('x-xsrf-token')).toBe('test-xsrf');
    expect(click?.headers.has('Authorization')).toBe(false);
  });

  it('records one click when the player is at hand at once (StrictMode mounts twice)', async () => {
    const player = publicPlayer();
    const api = publicPlayerApi(player);
    renderPins(pinsPath('Handball - Women'), player);
    expect(await screen.findByRole('heading', { name: 'Sofie Holm', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST', '/api/unauthorised/new_click')).toHaveLength(1));
    expect(api.calls('POST', '/api/unauthorised/new_click')).toHaveLength(1);
  });

  it('records nothing for a link copied without a recipient (cv)', async () => {
    const api = publicPlayerApi(publicPlayer());
    renderPins(pinsPath('Handball - Women', 'cv'));
    expect(await screen.findByRole('heading', { name: 'Sofie Holm', level: 1 })).toBeInTheDocument();
    expect(api.calls('POST', '/api/unauthorised/new_click')).toHaveLength(0);
  });

  it('keeps the page when the click cannot be recorded', async () => {
    publicPlayerApi(publicPlayer(), {
      'POST /api/unauthorised/new_click': { status: 429, body: { error: 'Too many' } },
    });
    renderPins(pinsPath('Handball - Women'));
    expect(await screen.findByRole('heading', { name: 'Sofie Holm', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'PERSONAL' })).toBeInTheDocument();
  });
});

describe('Download Player CV', () => {
  const pdfPath = `/api/unauthorised/getpdf/${SPORTS.handballWomen.id}/${PUBLIC_PLAYER_ID}`;

  it('saves the PDF as {first}_{last}_CV.pdf, asked without a token', async () => {
    signInAs(['User']);
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const api = publicPlayerApi(publicPlayer(), { [`GET ${pdfPath}`]: { body: 'pdf' } });
    renderPins(pinsPath('Handball - Women', 'cv'));
    await userEvent.click(await screen.findByRole('button', { name: 'Download Player CV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Sofie_Holm_CV.pdf'));
    const [request] = api.calls('GET', pdfPath);
    expect(request?.headers.get('Accept')).toBe('application/pdf');
    expect(request?.headers.has('Authorization')).toBe(false);
  });

  it('says "Error! File not exists" when the PDF cannot be had', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    publicPlayerApi(publicPlayer(), { [`GET ${pdfPath}`]: { status: 404, body: { error: 'Not found' } } });
    renderPins(pinsPath('Handball - Women', 'cv'));
    await userEvent.click(await screen.findByRole('button', { name: 'Download Player CV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUBLIC_PAGE_MESSAGES.cvDownloadFailed);
    expect(saveFile).not.toHaveBeenCalled();
  });

  it.each([
    [429, PUBLIC_PAGE_MESSAGES.tooManyClicks, PUBLIC_PAGE_MESSAGES.tooManyClicks],
    [503, PUBLIC_PAGE_MESSAGES.cvTooSlow, PUBLIC_PAGE_MESSAGES.cvTooSlow],
    [503, PUBLIC_PAGE_MESSAGES.cvBusy, PUBLIC_PAGE_MESSAGES.cvBusy],
  ])('says why when the server answers %i (not "File not exists")', async (status, error, shown) => {
    vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    publicPlayerApi(publicPlayer(), { [`GET ${pdfPath}`]: { status, body: { error } } });
    renderPins(pinsPath('Handball - Women', 'cv'));
    await userEvent.click(await screen.findByRole('button', { name: 'Download Player CV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });
});
