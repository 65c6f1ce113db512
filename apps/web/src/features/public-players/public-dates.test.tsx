import { screen } from '@testing-library/react';
import type { PublicPlayer } from '@transferdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { PUBLIC_CONTACT_ID, PUBLIC_PLAYER_ID, pinsPath, publicPlayerApi } from '../../test/public-player.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A player born 17 April 2002 whose contract ends 30 June 2027: days that read differently each way round. */
const player = (tenantName: string): PublicPlayer => ({
  id: PUBLIC_PLAYER_ID,
  tenantId: SPORTS.football.id,
  tenantName,
  firstName: 'Aksel',
  lastName: 'Aasen',
  positions: [{ id: crypto.randomUUID(), name: 'Left wing', category: 'offensive' }],
  pictureUrl: null,
  rightyLefty: 'Left',
  dateOfBirth: '2002-04-17',
  nationality: 'Denmark',
  height: 181,
  weight: 76,
  maritalStatus: 'Single',
  clubName: 'Aarhus GF',
  formerClub: '',
  playerContract: 'Under contract',
  playerContractEndDate: '2027-06-30',
  transferMarket: '',
  internationalLevel: '',
  statistics: '',
  description: '',
  playerReferences: '',
  agent1: null,
  videoInfos: [],
});

function renderPublicPage(sport: string) {
  publicPlayerApi(player(sport));
  return renderApp(pinsPath(sport, PUBLIC_CONTACT_ID, PUBLIC_PLAYER_ID, 'Aksel Aasen'));
}

afterEach(async () => {
  await changeLocale('en-gb');
});

/** Spec 2, section 9: dates on public pages are month.day.year (issue 26, item 15). */
describe('dates on the public player page', () => {
  it.each<['en-gb' | 'da', string]>([
    ['en-gb', 'Football'],
    ['da', 'Football'],
    ['en-gb', 'Handball - Men'],
    ['en-gb', 'Handball - Women'],
    ['da', 'Icehockey'],
  ])('read month.day.year (%s, %s), the contract’s end as the birthday', async (locale, sport) => {
    await changeLocale(locale);
    renderPublicPage(sport);
    await screen.findByRole('heading', { name: 'Aksel Aasen', level: 1 });
    const page = document.body.textContent ?? '';
    expect(page).toContain('04.17.2002');
    if (sport === 'Football') expect(page).toContain('06.30.2027');
    expect(page).not.toMatch(/30\/06\/2027|17\/04\/2002|30\.06\.2027|17\.04\.2002|2027-06-30|2002-04-17/);
  });
});
