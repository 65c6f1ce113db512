import { screen } from '@testing-library/react';
import type { PublicPlayer } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../test/fixtures.ts';
import { pinsPath, publicPlayer, publicPlayerApi, publicVideo } from '../../test/public-player.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';

/** A handball player with long texts, the case in which the button ended up far below. */
const player = (tenantId: string, tenantName: string): PublicPlayer =>
  publicPlayer({
    tenantId,
    tenantName,
    positions: [
      { id: crypto.randomUUID(), name: 'Left back', category: 'offensive' },
      { id: crypto.randomUUID(), name: 'Defense central', category: 'defensive' },
    ],
    rightyLefty: 'Right',
    nationality: 'Denmark',
    maritalStatus: null,
    playerContractEndDate: null,
    transferMarket: '',
    statistics: `<p>${'112 goals in 24 games. '.repeat(20)}</p>`,
    description: `<p>${'Playmaking left back. '.repeat(30)}</p>`,
    videoInfos: [publicVideo('Teaser', { videoUrl: 'youtube.com/watch?v=1', isPrimary: true })],
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
      publicPlayerApi(player(tenantId, sport));
      renderApp(pinsPath(sport));
      const button = await screen.findByRole('button', { name: 'Download Player CV' });
      const photo = screen.getByRole('img', { name: 'Photo of Sofie Holm' });
      expect(comesBefore(photo, button)).toBe(true);
      for (const section of ['PERSONAL', 'AGENT', 'HANDBALL INFORMATION', 'VIDEO']) {
        expect(comesBefore(button, screen.getByRole('region', { name: section })), section).toBe(true);
      }
    });
  }
});
