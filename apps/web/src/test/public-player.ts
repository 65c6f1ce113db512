import type { PublicPlayer, PublicVideo } from '@transferdesk/shared';
import { signedOutApi } from './api-presets.ts';
import type { FakeRoutes } from './fake-api.ts';
import { SPORTS } from './fixtures.ts';

/** The player and the contact a shared public link (`/pins/…`) names. */
export const PUBLIC_PLAYER_ID = 'a1111111-1111-4111-8111-111111111111';
export const PUBLIC_CONTACT_ID = 'c2222222-2222-4222-8222-222222222222';

export function publicVideo(title: string, overrides: Partial<PublicVideo> = {}): PublicVideo {
  return {
    title,
    videoUrl: `youtube.com/watch?v=${title.length}`,
    isPrimary: false,
    isFullMatch: false,
    ...overrides,
  };
}

/** Sofie Holm of Handball - Women as her public page shows her, every section filled; tests blank what they need. */
export function publicPlayer(overrides: Partial<PublicPlayer> = {}): PublicPlayer {
  return {
    id: PUBLIC_PLAYER_ID,
    tenantId: SPORTS.handballWomen.id,
    tenantName: 'Handball - Women',
    firstName: 'Sofie',
    lastName: 'Holm',
    positions: [
      { id: crypto.randomUUID(), name: 'Left wing', category: 'offensive' },
      { id: crypto.randomUUID(), name: 'Centre back', category: 'defensive' },
    ],
    pictureUrl: 'resources/contacts/sofie.jpg',
    rightyLefty: 'Left',
    dateOfBirth: '1998-03-14',
    nationality: 'Denmark||Norway',
    height: 178,
    weight: 68,
    maritalStatus: 'Single',
    clubName: 'Odense Håndbold',
    formerClub: 'Viborg HK',
    playerContract: 'Under contract',
    playerContractEndDate: '2026-06-30',
    transferMarket: 'transfermarkt.com/sofie-holm',
    internationalLevel: 'Denmark U21',
    statistics: '<p>112 goals in <strong>24</strong> games</p>',
    description: '<p>Fast left wing with a strong jump shot.</p>',
    playerReferences: '<p>Coach Jens Dahl, Odense</p>',
    agent1: { name: 'Jens', surname: 'Holm', phoneNumber: '+45 20 30 40 50', email: 'jens@agency.example' },
    videoInfos: [
      publicVideo('Full match v Esbjerg', { isFullMatch: true }),
      publicVideo('Highlights 2025', { isPrimary: true }),
      publicVideo('Goals'),
    ],
    ...overrides,
  };
}

/**
 * The API behind a public player page, for a visitor who is not signed in: `player` (or 404 when
 * null) at `PUBLIC_PLAYER_ID`, the visit counted, and the test's `routes` over them.
 */
export function publicPlayerApi(player: PublicPlayer | null, routes: FakeRoutes = {}) {
  return signedOutApi({
    routes: {
      'GET /api/auth/emptytoken': { status: 204 },
      [`GET /api/unauthorised/player/${PUBLIC_PLAYER_ID}`]: player
        ? { body: player }
        : { status: 404, body: { error: 'Not found' } },
      'POST /api/unauthorised/new_click': { status: 201, body: {} },
      ...routes,
    },
  });
}

/** The public link to a player's page in `sport`, as the app shares it. */
export function pinsPath(
  sport: string,
  contactId = PUBLIC_CONTACT_ID,
  playerId = PUBLIC_PLAYER_ID,
  name = 'Sofie Holm',
) {
  return `/pins/${encodeURIComponent(sport)}/${encodeURIComponent(name)}/${contactId}/${playerId}`;
}
