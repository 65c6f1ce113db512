import {
  brokenConstraints,
  type Candidate,
  type ContactMatch,
  cvLinkPath,
  type Match,
  type MatchContext,
  type MatchContract,
  type MatchExplanation,
  type MatchPlayer,
  type MatchPlayerPreview,
  type MatchRequirement,
  type MatchResult,
  markPlayer,
  matchPlayers,
  type NearMissPreview,
  type Requirement,
  smallestChange,
} from '@transferdesk/shared';
import { workedRequirement } from '@transferdesk/shared/testing/worked-example';
import { SPORTS } from '../../../test/fixtures.ts';

/**
 * The match page's fixtures, made by the real engine: a requirement and players as the API gives
 * them to `matchPlayers`, and the engine's answer turned into the API's Match and "Why not …?"
 * answers the way the API turns it (candidates ranked, reasons as codes, near misses with the
 * marks they would get). A test asserts the sentences a person reads, so a reason the engine says
 * differently, or a text the locales lack, shows as a failure here.
 */

export const FOOTBALL = SPORTS.football.id;
export const CLUB_ID = crypto.randomUUID();
export const CONTACT_ID = crypto.randomUUID();

const id = () => crypto.randomUUID();
export const IDS = {
  leftBack: id(),
  rightBack: id(),
  striker: id(),
  topLevel: id(),
  secondLevel: id(),
  contracted: id(),
  onLoan: id(),
  brondbyTeam: id(),
  superliga: id(),
  denmark: id(),
  otherClub: id(),
};

/** The names the reasons show (the API's `namesFor`), and the sport's prices of 1 EUR. */
export const CONTEXT: MatchContext = {
  currencies: { EUR: { name: 'EUR', value: 1 }, DKK: { name: 'DKK', value: 7.46 } },
  names: {
    [IDS.leftBack]: 'Left back',
    [IDS.rightBack]: 'Right back',
    [IDS.striker]: 'Striker',
    [IDS.topLevel]: 'Top league',
    [IDS.secondLevel]: 'Second level',
    [IDS.contracted]: 'Under contract',
    [IDS.onLoan]: 'On loan',
    [IDS.brondbyTeam]: 'Brøndby IF 1st team',
    [IDS.superliga]: 'Superliga',
    [IDS.denmark]: 'Denmark',
  },
};

/** Brøndby's requirement for a left back in DKK (docs/matching.md, the worked example). */
export const ENGINE_REQUIREMENT: MatchRequirement = {
  ...workedRequirement,
  tenantId: FOOTBALL,
  positionIds: [IDS.leftBack, IDS.rightBack],
  playerLevelIds: [IDS.topLevel],
  club: {
    id: CLUB_ID,
    name: 'Brøndby IF',
    teamId: IDS.brondbyTeam,
    leagueId: IDS.superliga,
    countryId: IDS.denmark,
  },
};

const contract = (fields: Partial<MatchContract>): MatchContract => ({
  clubName: 'Vejle BK',
  startDate: '2023-07-01',
  endDate: '2026-08-15',
  buyOut: false,
  buyOutDate: null,
  buyOutAmount: 0,
  buyOutValutaId: null,
  ...fields,
});

/** Jonas Holm of the worked example: 24, left-footed, asks 60,000 EUR net, wants the Superliga. */
export function enginePlayer(overrides: Partial<MatchPlayer> = {}): MatchPlayer {
  return {
    id: id(),
    tenantId: FOOTBALL,
    firstName: 'Jonas',
    lastName: 'Holm',
    deleted: false,
    includeInApp: true,
    clubId: IDS.otherClub,
    positionIds: [IDS.leftBack],
    playerLevelId: IDS.topLevel,
    contractStatusId: null,
    freeAgent: false,
    valutaId: 'EUR',
    minSalaryNetto: 60_000,
    minSalaryBrutto: 0,
    estTransfer: 500_000,
    dateOfBirth: '2002-03-10',
    height: 183,
    weight: 0,
    rightyLefty: 'Left',
    maritalStatus: null,
    nationalities: ['Denmark', 'Sweden'],
    contractType: null,
    pinsPriority: 'B',
    mandate: true,
    playerContracts: [contract({})],
    priorities: { countryIds: [], leagueIds: [IDS.superliga], teamIds: [] },
    exclusions: { countryIds: [], leagueIds: [], teamIds: [] },
    ...overrides,
  };
}

export const JONAS = enginePlayer();
/** His contract runs 7 months past the window; no priorities, no mandate. */
export const ANDERS = enginePlayer({
  firstName: 'Anders',
  lastName: 'Berg',
  positionIds: [IDS.leftBack, IDS.striker],
  clubId: null,
  nationalities: ['Norway'],
  mandate: false,
  pinsPriority: null,
  playerContracts: [contract({ endDate: '2027-03-31' })],
  priorities: { countryIds: [], leagueIds: [], teamIds: [] },
});
/** Asks 130,000 EUR net: 969,800 DKK, 69,800 DKK over the budget (a near miss). */
export const MIKKEL = enginePlayer({ firstName: 'Mikkel', lastName: 'Hansen', minSalaryNetto: 130_000 });
/** Excludes the Superliga (a near miss: he would have to lift his exclusion). */
export const FREDERIK = enginePlayer({
  firstName: 'Frederik',
  lastName: 'Lund',
  exclusions: { countryIds: [], leagueIds: [IDS.superliga], teamIds: [] },
  priorities: { countryIds: [], leagueIds: [], teamIds: [] },
});
/** Already plays for Brøndby IF (D37). */
export const OWN_PLAYER = enginePlayer({ firstName: 'Oliver', lastName: 'Own', clubId: CLUB_ID });

/** The card preview the API shows of an engine player (`previews`). */
export function previewOf(player: MatchPlayer): MatchPlayerPreview {
  return {
    id: player.id,
    tenantId: player.tenantId,
    firstName: player.firstName,
    lastName: player.lastName,
    pictureUrl: null,
    positions: player.positionIds.map((position) => ({
      id: position,
      name: CONTEXT.names[position] ?? '?',
      category: null,
    })),
    playerLevel: player.playerLevelId
      ? { id: player.playerLevelId, name: CONTEXT.names[player.playerLevelId] ?? '?' }
      : null,
    club: player.clubId === IDS.otherClub ? { name: 'Vejle BK', deleted: false } : null,
    dateOfBirth: player.dateOfBirth,
    nationality: player.nationalities.join('||'),
    rightyLefty: player.rightyLefty,
    height: player.height,
    weight: player.weight,
    valuta: { id: 'EUR', name: 'EUR' },
    minSalaryNetto: player.minSalaryNetto,
    minSalaryBrutto: player.minSalaryBrutto,
    estTransfer: player.estTransfer,
    mandate: player.mandate,
    deleted: player.deleted,
  };
}

const marksOf = (candidate: Candidate) => ({
  contractMark: candidate.contractMark,
  financeMark: candidate.financeMark,
  personalMark: candidate.personalMark,
  playerPlanMark: candidate.playerPlanMark,
  average: candidate.average,
  reasons: candidate.reasons,
});

/** The web's view of the requirement the engine matched. */
export function requirement(overrides: Partial<Requirement> = {}): Requirement {
  const named = (key: string) => ({ id: key, name: CONTEXT.names[key] ?? '?' });
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL,
    clubId: CLUB_ID,
    club: { name: 'Brøndby IF', deleted: false },
    transferId: crypto.randomUUID(),
    transfer: { name: 'Summer 2026', years: '2026-2027', fromDate: '2026-07-01', toDate: '2026-08-31' },
    contactId: CONTACT_ID,
    contact: { id: CONTACT_ID, firstName: 'Mette', lastName: 'Lund', deleted: false },
    positionRequirements: [named(IDS.leftBack), named(IDS.rightBack)],
    playerLevelRequirements: [named(IDS.topLevel)],
    contractStatusRequirements: [],
    maxNetto: 900_000,
    maxBrutto: 0,
    maxTransferSum: 7_460_000,
    valutaId: 'DKK',
    valuta: { id: 'DKK', name: 'DKK' },
    description: '<p>A left back who <strong>overlaps</strong>.</p>',
    isAdvancedSearch: true,
    minAge: 20,
    maxAge: 28,
    maritalStatus: null,
    countryId: null,
    country: null,
    rightyLefty: 'Left',
    pinsPriority: null,
    contractType: null,
    minHeight: null,
    maxHeight: null,
    minWeight: null,
    maxWeight: null,
    isNoNeed: false,
    matchCount: 2,
    createdAt: '2026-05-02T09:00:00.000Z',
    updatedAt: '2026-05-02T09:00:00.000Z',
    ...overrides,
  };
}

export const REQUIREMENT = requirement();

/** A stored row of the engine's candidate, unsent (so never pitched to the contact, issue 29). */
export function rowOf(player: MatchPlayer, candidate: Candidate, rank: number): ContactMatch {
  return {
    contactId: player.id,
    contact: previewOf(player),
    tenant: { name: 'Football' },
    rank,
    ...marksOf(candidate),
    hasBeenSent: false,
    sentToACMatch: false,
    isForEmail: null,
    cvLink: cvLinkPath('Football', `${player.firstName} ${player.lastName}`, CONTACT_ID, player.id),
    pitchStage: null,
  };
}

/**
 * The engine's answer for `players` as the API stores a version of it (`keep` candidates, five
 * near misses), with `overrides` on top.
 */
export function engineMatch(
  players: readonly MatchPlayer[],
  {
    asked = ENGINE_REQUIREMENT,
    keep,
    overrides = {},
  }: { asked?: MatchRequirement; keep?: number; overrides?: Partial<Match> } = {},
): Match {
  const result: MatchResult = matchPlayers(asked, players, CONTEXT, { keep, nearMisses: 5 });
  const byId = new Map(players.map((player) => [player.id, player]));
  const player = (playerId: string) => byId.get(playerId) as MatchPlayer;
  const nearMisses: NearMissPreview[] = result.nearMisses.map((miss) => ({
    player: previewOf(player(miss.playerId)),
    broken: miss.broken,
    change: miss.change,
    candidate: marksOf(miss.candidate),
  }));
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL,
    requirementId: REQUIREMENT.id,
    createdAt: '2026-05-10T12:30:00.000Z',
    notes: '',
    requirement: REQUIREMENT,
    contactMatches: result.candidates.map((candidate, index) =>
      rowOf(player(candidate.playerId), candidate, index + 1),
    ),
    excludedBy: result.excludedBy,
    unjudged: result.unjudged,
    playersConsidered: players.length,
    candidateCount: result.candidateCount,
    nearMisses,
    sent: false,
    ...overrides,
  };
}

/** "Why not …?" for one player, as the API's `explain` answers it. */
export function explanationOf(player: MatchPlayer, asked = ENGINE_REQUIREMENT): MatchExplanation {
  return {
    player: previewOf(player),
    broken: brokenConstraints(asked, player, CONTEXT).map((broken) => ({
      ...broken,
      change: smallestChange(asked, player, broken, CONTEXT),
    })),
    candidate: marksOf(markPlayer(asked, player, CONTEXT)),
  };
}
