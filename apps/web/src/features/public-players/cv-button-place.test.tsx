import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { PublicPlayer } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { config, SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';

const PLAYER_ID = 'a1111111-1111-4111-8111-111111111111';
const CONTACT_ID = 'c2222222-2222-4222-8222-222222222222';

/** A handball player with long texts, the case in which the button ended up far below. */
const player = (tenantId: string, tenantName: string): PublicPlayer => ({
  id: PLAYER_ID,
  tenantId,
  tenantName,
  firstName: 'Sofie',
  lastName: 'Holm',
  positions: [
    { id: crypto.randomUUID(), name: 'Left back', category: 'offensive' },
    { id: crypto.randomUUID(), name: 'Defense central', category: 'defensive' },
  ],
  pictureUrl: 'resources/contacts/sofie.jpg',
  rightyLefty: 'Right',
  dateOfBirth: '1998-03-14',
  nationality: 'Denmark',
  height: 178,
  weight: 68,
  maritalStatus: null,
  clubName: 'Odense Håndbold',
  formerClub: 'Viborg HK',
  playerContract: 'Under contract',
  playerContractEndDate: null,
  transferMarket: '',
  internationalLevel: 'Denmark U21',
  statistics: `<p>${'112 goals in 24 games. '.repeat(20)}</p>`,
  description: `<p>${'Playmaking left back. '.repeat(30)}</p>`,
  playerReferences: '<p>Coach Jens Dahl, Odense</p>',
  agent1: { name: 'Jens', surname: 'Holm', phoneNumber: '+45 20 30 40 50', email: 'jens@agency.example' },
  videoInfos: [{ title: 'Teaser', videoUrl: 'youtube.com/watch?v=1', isPrimary: true, isFullMatch: false }],
});

const comesBefore = (first: Element, second: Element) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('the Download Player CV button on the handball pages (issue 26, item 19)', () => {
  for (const [sport, tenantId] of [
    ['Handball - Women', SPORTS.handballWomen.id],
    ['Handball - Men', SPORTS.handballMen.id],
  ] as const) {
    it(`sits under the photo of ${sport}, before PERSONAL and HANDBALL INFORMATION`, async () => {
      setViewportWidth(390);
      fakeApi({
        'GET /api/config': { body: config() },
        'GET /api/auth/emptytoken': { status: 204 },
        [`GET /api/unauthorised/player/${PLAYER_ID}`]: { body: player(tenantId, sport) },
        'POST /api/unauthorised/new_click': { status: 201, body: {} },
      });
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      renderApp(`/pins/${encodeURIComponent(sport)}/Sofie%20Holm/${CONTACT_ID}/${PLAYER_ID}`, {
        queryClient,
      });
      const button = await screen.findByRole('button', { name: 'Download Player CV' });
      const photo = screen.getByRole('img', { name: 'Photo of Sofie Holm' });
      expect(comesBefore(photo, button)).toBe(true);
      for (const section of ['PERSONAL', 'AGENT', 'HANDBALL INFORMATION', 'VIDEO']) {
        expect(comesBefore(button, screen.getByRole('region', { name: section })), section).toBe(true);
      }
    });
  }
});
