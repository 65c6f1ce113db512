import type { Agreement, PlayerDocument, RepContract, StoredFile } from '@transferdesk/shared';
import { player } from '../../../test/factories.ts';
import type { FakeRoutes } from '../../../test/fake-api.ts';
import { SPORTS } from '../../../test/fixtures.ts';

/** Test data of issue 30's tests: complete records of the API's shape, overridable. */

const AT = '2026-03-01T10:00:00.000Z';
export const FOOTBALL = SPORTS.football.id;
export const KASPER = player({ firstName: 'Kasper', lastName: 'Dolberg', dateOfBirth: '1997-10-06' });
export const ANNA = { id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f', name: 'Anna Hansen' };

export function storedFile(overrides: Partial<StoredFile> = {}): StoredFile {
  return {
    id: crypto.randomUUID(),
    name: 'agreement-signed.pdf',
    contentType: 'application/pdf',
    size: 120_000,
    uploadedAt: AT,
    ...overrides,
  };
}

/** Kasper Dolberg's agreement, 1 July 2026 to 30 June 2028, not uploaded yet (due far ahead). */
export function agreement(overrides: Partial<Agreement> = {}): Agreement {
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL,
    player: { id: KASPER.id, firstName: 'Kasper', lastName: 'Dolberg', dateOfBirth: KASPER.dateOfBirth },
    startDate: '2026-07-01',
    endDate: '2028-06-30',
    exclusive: false,
    autoRenewal: false,
    feeTerms: '',
    feePercent: null,
    dualRepresentation: false,
    agent: ANNA,
    signedFile: null,
    federationUploadedOn: null,
    guardianConsentFile: null,
    legalAdviceNoticeGiven: false,
    playerConfirmed: false,
    status: 'active',
    daysLeft: 120,
    uploadDueOn: '2099-07-15',
    minorAtStart: false,
    warnings: [],
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function playerDocument(overrides: Partial<PlayerDocument> = {}): PlayerDocument {
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL,
    playerId: KASPER.id,
    kind: 'passport',
    number: 'DK1234567',
    issuingCountry: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Denmark' },
    expiresOn: '2031-05-31',
    daysLeft: 1900,
    file: null,
    note: '',
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function repContract(overrides: Partial<RepContract> = {}): RepContract {
  return {
    id: crypto.randomUUID(),
    player: { id: KASPER.id, firstName: 'Kasper', lastName: 'Dolberg' },
    contractPartner: 'Transferdesk ApS',
    startDate: '2023-01-01',
    endDate: '2024-12-31',
    comment: 'Signed in Copenhagen',
    ...overrides,
  };
}

/** What Kasper's info page reads besides his agreements and documents. */
export const PLAYER_PAGE_ROUTES: FakeRoutes = {
  [`GET /api/players/${KASPER.id}`]: { body: KASPER },
  'GET /api/unauthorised/WhoClickedFull/:tenantId/:id': { body: [] },
  'GET /api/pitches': { body: { data: [], currentPage: 1, lastPage: 1, perPage: 100, total: 0 } },
  'GET /api/pitches/agents': { body: [ANNA] },
};
