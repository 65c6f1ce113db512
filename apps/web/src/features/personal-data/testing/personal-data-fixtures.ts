import {
  type ErasurePreview,
  type ErasureResult,
  PERSONAL_DATA_MESSAGES,
  type Player,
} from '@transferdesk/shared';
import { page, player } from '../../../test/factories.ts';
import type { FakeRoutes } from '../../../test/fake-api.ts';
import { SPORTS } from '../../../test/fixtures.ts';

/** Test data of D48's web tests: Kasper Dolberg, what erasing him would do, and what it did. */

export const FOOTBALL = SPORTS.football.id;
export const KASPER = player({ firstName: 'Kasper', lastName: 'Dolberg', erasedAt: null });
export const ERASED_AT = '2026-11-26T14:02:00.000Z';

/** Kasper as `GET /players/{id}` answers once erased: deleted too, every personal field blank. */
export const ERASED_KASPER: Player = {
  ...KASPER,
  firstName: '',
  lastName: '',
  erasedAt: ERASED_AT,
  deletedAt: ERASED_AT,
};

export const PREVIEW: ErasurePreview = {
  name: 'Kasper Dolberg',
  isPlayer: true,
  erasedAt: null,
  deleted: { files: 0, pictures: 2, videos: 1, contracts: 3, documents: 1 },
  restricted: {
    agreements: 1,
    restrictedUntil: '2031-11-26',
    reason: PERSONAL_DATA_MESSAGES.restrictionReason,
  },
  recipients: [
    {
      contactId: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'Mette Lund',
      email: 'mette@brondby.example',
      club: 'Brøndby IF',
    },
    {
      contactId: 'a1b2c3d4-0000-4000-8000-000000000002',
      name: 'Henrik Jørgensen',
      email: 'henrik@agf.example',
      club: 'AGF',
    },
  ],
};

export const RESULT: ErasureResult = {
  erasedAt: ERASED_AT,
  deleted: PREVIEW.deleted,
  restricted: { agreements: 1, restrictedUntil: '2031-11-26' },
  mailed: 2,
};

const EMPTY_PAGE = page([]);

/** What Kasper's page reads besides his record. */
export const PLAYER_PAGE_ROUTES: FakeRoutes = {
  'GET /api/unauthorised/WhoClickedFull/:tenantId/:id': { body: [] },
  'GET /api/pitches': { body: EMPTY_PAGE },
  'GET /api/pitches/agents': { body: [] },
  [`GET /api/players/${KASPER.id}/agreements`]: { body: [] },
  [`GET /api/players/${KASPER.id}/documents`]: { body: [] },
  [`GET /api/players/${KASPER.id}/erasure`]: { body: PREVIEW },
};
