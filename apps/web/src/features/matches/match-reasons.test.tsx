import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Match, MatchPlayer } from '@transferdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n.ts';
import { sportApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { contact } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import {
  ANDERS,
  ENGINE_REQUIREMENT,
  engineMatch,
  enginePlayer,
  explanationOf,
  FOOTBALL,
  FREDERIK,
  IDS,
  JONAS,
  MIKKEL,
  OWN_PLAYER,
  requirement,
} from './testing/engine-fixtures.ts';

/**
 * What the match page says about a version the real engine made: the reasons as sentences in the
 * reader's language, the counts (D39), near misses, "Why not …?" with its changes, and the players
 * whose exclusions could not be judged.
 */

/** Two candidates, two near misses (over the budget; excludes the league), the club's own player. */
const MAIN = engineMatch([JONAS, ANDERS, MIKKEL, FREDERIK, OWN_PLAYER]);
/** 6,355 players fit; the version lists the best 2 (the API keeps 100). */
const BIG = engineMatch(
  Array.from({ length: 6355 }, (_, index) => enginePlayer({ firstName: 'Player', lastName: `${index + 1}` })),
  { keep: 2 },
);
/** A version stored before reasons had codes: its sentences are English text. */
const LEGACY = engineMatch([JONAS], {
  overrides: { createdAt: '2025-11-01T10:00:00.000Z' },
});
for (const row of LEGACY.contactMatches) {
  row.reasons = {
    contract: ['His contract ends 15/08/2026, inside the window'],
    finance: ['Asks 447,600 DKK net of a 900,000 DKK budget'],
    personal: [],
    playerPlan: ['Superliga is among his priority leagues'],
  };
}
/** The club's league and country are not on record: exclusions of them cannot be judged. */
const EXCLUDING_BOTH: MatchPlayer = {
  ...FREDERIK,
  id: crypto.randomUUID(),
  firstName: 'Bo',
  exclusions: { teamIds: [], leagueIds: [IDS.superliga], countryIds: [IDS.denmark] },
};
const NO_PLACE = engineMatch([JONAS, FREDERIK, EXCLUDING_BOTH], {
  asked: { ...ENGINE_REQUIREMENT, club: { ...ENGINE_REQUIREMENT.club, leagueId: null, countryId: null } },
});
/** D26: the API leaves every player of the sport out by the no-need registration alone. */
const NO_NEED = engineMatch([JONAS, ANDERS], {
  asked: { ...ENGINE_REQUIREMENT, isNoNeed: true },
  overrides: {
    requirement: requirement({ isNoNeed: true }),
    excludedBy: { noNeed: 1 },
    playersConsidered: 0,
  },
});
/** Only right backs asked: nobody fits, and the left backs are near misses. */
const EMPTY = engineMatch([JONAS, ANDERS], {
  asked: { ...ENGINE_REQUIREMENT, positionIds: [IDS.rightBack] },
});

const serve = sportApi(['football'], {
  ...Object.fromEntries(
    [MAIN, BIG, LEGACY, NO_PLACE, NO_NEED, EMPTY].flatMap((version) => [
      [`GET /api/matches/${version.id}`, { body: version }],
      [`GET /api/matches/${version.id}/dates`, { body: [{ id: version.id, createdAt: version.createdAt }] }],
    ]),
  ),
  'GET /api/players/search/:tenantId/:term': {
    body: [MIKKEL, OWN_PLAYER, JONAS].map((player) => ({
      ...contact({ firstName: player.firstName, lastName: player.lastName }),
      id: player.id,
    })),
  },
  ...Object.fromEntries(
    [MIKKEL, OWN_PLAYER, JONAS].map((player) => [
      `GET /api/matches/${MAIN.id}/explain/${player.id}`,
      { body: explanationOf(player) },
    ]),
  ),
});

const open = async (version: Match) => {
  serve(['User']);
  renderApp(`/matches/${version.id}`);
  return within(await screen.findByRole('region', { name: /Candidates|Kandidater/ }));
};

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Picks `name` in "Why not …?" and answers the region. */
async function whyNot(name: string) {
  const region = within(await screen.findByRole('region', { name: 'Why not …?' }));
  await userEvent.type(region.getByRole('combobox', { name: 'Player' }), name.slice(0, 3));
  await userEvent.click(await screen.findByRole('option', { name }));
  await region.findByRole('heading', { name: `Why not ${name}?` });
  return region;
}

describe('match reasons, counts and near misses', () => {
  afterEach(() => changeLocale('en-gb'));

  it('counts every player who met the requirement, not the rows listed (D39)', async () => {
    const candidates = await open(BIG);
    expect(
      candidates.getByText('6,355 players meet the requirement; the best 2 are listed · 0 chosen'),
    ).toBeInTheDocument();
    expect(candidates.getAllByRole('article')).toHaveLength(2);
    // Everybody fits: nobody nearly does.
    expect(screen.queryByRole('region', { name: 'Near misses' })).not.toBeInTheDocument();
    const excluded = within(screen.getByRole('region', { name: 'Players left out' }));
    expect(
      excluded.getByText('6,355 players of the sport were considered; 6,355 met the requirement.'),
    ).toBeInTheDocument();
  });

  it('says the reasons and the counts in Danish when the interface is Danish', async () => {
    await changeLocale('da');
    const candidates = await open(MAIN);
    expect(candidates.getByText('2 spillere opfylder behovet · 0 valgt')).toBeInTheDocument();
    const jonas = await findCard('Jonas Holm');
    await userEvent.click(jonas.getByRole('button', { name: 'Begrundelser for karaktererne Jonas Holm' }));
    expect(
      await jonas.findByText('Spillerkontrakten udløber 15. aug. 2026, inden for vinduet'),
    ).toBeVisible();
    expect(
      jonas.getByText(
        'Nettoløn på 60.000 EUR = 447.600 DKK til kurs 7,46 udgør 49 % af budgettet på 900.000 DKK',
      ),
    ).toBeInTheDocument();
    const anders = await findCard('Anders Berg');
    await userEvent.click(anders.getByRole('button', { name: 'Begrundelser for karaktererne Anders Berg' }));
    expect(
      await anders.findByText('Spillerkontrakten løber til 31. mar. 2027, 7 måneder efter vinduet'),
    ).toBeVisible();
    const nearMisses = within(screen.getByRole('region', { name: 'Tæt på' }));
    expect(nearMisses.getByText('Budgettet hæves med 69.800 DKK efter omregning')).toBeInTheDocument();
    const excluded = within(screen.getByRole('region', { name: 'Udeladte spillere' }));
    expect(itemsOf(excluded.getByRole('list'))).toContain('1 spiller er allerede i klubben');
  });

  it('says the big count in Danish number format', async () => {
    await changeLocale('da');
    const candidates = await open(BIG);
    expect(
      candidates.getByText('6.355 spillere opfylder behovet; de bedste 2 vises · 0 valgt'),
    ).toBeInTheDocument();
  });

  it('shows an older version’s stored English sentences as they are', async () => {
    await open(LEGACY);
    const jonas = await findCard('Jonas Holm');
    await userEvent.click(jonas.getByRole('button', { name: 'Why these marks Jonas Holm' }));
    expect(await jonas.findByText('His contract ends 15/08/2026, inside the window')).toBeVisible();
    expect(jonas.getByText('Superliga is among his priority leagues')).toBeInTheDocument();
    expect(screen.getByText('1 player meets the requirement · 0 chosen')).toBeInTheDocument();
  });

  it('shows the near misses: what keeps each out, the change that would let him in and his marks then', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    await open(MAIN);
    const region = within(await screen.findByRole('region', { name: 'Near misses' }));
    const cards = region.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Mikkel Hansen',
      'Frederik Lund',
    ]);
    const mikkel = await findCard('Mikkel Hansen');
    expect(mikkel.getByRole('link', { name: 'Mikkel Hansen' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}/${MIKKEL.id}`,
    );
    expect(mikkel.getByRole('group', { name: 'What keeps Mikkel Hansen out' }).textContent).toBe(
      'Net salaryMinimum net salary of 130,000 EUR = 969,800 DKK at 7.46, over the 900,000 DKK budget',
    );
    expect(mikkel.getByText('Budget +69,800 DKK after conversion').textContent).toBe(
      'Would fit if: Budget +69,800 DKK after conversion',
    );
    const marks = within(mikkel.getByRole('group', { name: 'Marks Mikkel Hansen would get' }));
    expect(marks.getByRole('progressbar', { name: 'Finance' })).toHaveAttribute('aria-valuenow', '6');
    expect(marks.getByText('8.25')).toBeInTheDocument();
    // The reasons on demand, by keyboard.
    mikkel.getByRole('button', { name: 'Why these marks Mikkel Hansen' }).focus();
    await user.keyboard('{Enter}');
    expect(
      await mikkel.findByText(
        'Minimum net salary 130,000 EUR = 969,800 DKK at 7.46 is 107% of the 900,000 DKK budget',
      ),
    ).toBeVisible();

    const frederik = await findCard('Frederik Lund');
    expect(frederik.getByText('Excludes Superliga, the league Brøndby IF plays in')).toBeInTheDocument();
    expect(frederik.getByText('Player lifts his exclusion of Superliga')).toBeInTheDocument();
  });

  it('shows the change a club would make when nobody fits', async () => {
    await open(EMPTY);
    expect(await screen.findByText('No players meet this requirement')).toBeInTheDocument();
    expect(screen.getByText('0 players meet the requirement')).toBeInTheDocument();
    expect((await findCard('Anders Berg')).getByText('Club accepts Left back, Striker')).toBeInTheDocument();
    expect((await findCard('Jonas Holm')).getByText('Club accepts Left back')).toBeInTheDocument();
    expect(screen.getByText('2 play none of the positions asked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send matches' })).not.toBeInTheDocument();
  });

  it('counts the players each constraint left out, the club’s own player among them (D37)', async () => {
    await open(MAIN);
    const excluded = within(screen.getByRole('region', { name: 'Players left out' }));
    expect(
      excluded.getByText('5 players of the sport were considered; 2 met the requirement.'),
    ).toBeInTheDocument();
    expect(itemsOf(excluded.getByRole('list', { name: 'Players left out' }))).toEqual([
      '1 already plays for this club',
      '1 excludes this league',
      '1 over the net salary budget after currency conversion',
    ]);
    expect(
      excluded.queryByRole('list', { name: 'Exclusions that could not be judged' }),
    ).not.toBeInTheDocument();
  });

  it('says how many players’ exclusions could not be judged, and why', async () => {
    await open(NO_PLACE);
    const excluded = within(screen.getByRole('region', { name: 'Players left out' }));
    expect(itemsOf(excluded.getByRole('list', { name: 'Exclusions that could not be judged' }))).toEqual([
      "2 players' league exclusions could not be judged: the club's league is not on record",
      "1 player's country exclusions could not be judged: the club's country is not on record",
    ]);
    const jonas = await findCard('Jonas Holm');
    await userEvent.click(jonas.getByRole('button', { name: 'Why these marks Jonas Holm' }));
    expect(
      await jonas.findByText(
        "Brøndby IF's league is not on record, so his priorities cannot be checked against it",
      ),
    ).toBeVisible();
  });

  it('says that a no-need version matches nobody, without counting anyone as considered or left out', async () => {
    const candidates = await open(NO_NEED);
    expect(
      candidates.getByText('The club registered no need for this window: nobody is matched'),
    ).toBeInTheDocument();
    expect(candidates.getByText('The club registered no need')).toBeInTheDocument();
    const excluded = within(screen.getByRole('region', { name: 'Players left out' }));
    expect(
      excluded.getByText(
        'The club registered no need for this window, so nobody is matched and no player was left out for any other reason.',
      ),
    ).toBeInTheDocument();
    expect(excluded.queryByText(/considered|left out because/)).not.toBeInTheDocument();
  });

  it('answers "Why not …?" with each broken constraint, the change that would let him in and his marks then', async () => {
    await open(MAIN);
    const mikkel = await whyNot('Mikkel Hansen');
    const [item] = within(mikkel.getByRole('list', { name: 'What keeps Mikkel Hansen out' })).getAllByRole(
      'listitem',
    );
    expect(item?.textContent).toBe(
      'Net salaryMinimum net salary of 130,000 EUR = 969,800 DKK at 7.46, over the 900,000 DKK budget' +
        'Would fit if: Budget +69,800 DKK after conversion',
    );
    expect(
      mikkel.getByText('With these changes made, Mikkel Hansen would get these marks:'),
    ).toBeInTheDocument();
    expect(mikkel.getByRole('progressbar', { name: 'Finance' })).toHaveAttribute('aria-valuenow', '6');
    expect(mikkel.getByText('8.25')).toBeInTheDocument();
  });

  it('says when no change can let a player in: the club’s own player', async () => {
    await open(MAIN);
    const own = await whyNot('Oliver Own');
    expect(itemsOf(own.getByRole('list', { name: 'What keeps Oliver Own out' }))).toEqual([
      'Current clubAlready plays for Brøndby IFNo change by the club or the player would let him in',
    ]);
    expect(own.getByText('If nothing kept Oliver Own out, he would get these marks:')).toBeInTheDocument();
  });

  it('shows the marks of a player nothing keeps out', async () => {
    await open(MAIN);
    const jonas = await whyNot('Jonas Holm');
    expect(jonas.getByText('Jonas Holm is number 1 in this version.')).toBeInTheDocument();
    expect(jonas.getByText('Nothing keeps Jonas Holm out now. His marks:')).toBeInTheDocument();
    expect(jonas.queryByRole('list', { name: 'What keeps Jonas Holm out' })).not.toBeInTheDocument();
    expect(jonas.getByText('8.75')).toBeInTheDocument();
    expect(jonas.getByText('Player contract ends 15 Aug 2026, inside the window')).toBeInTheDocument();
  });
});
