import type { PublicPlayer } from '@transferdesk/shared';

/**
 * The made-up player of a template's preview (`GET /PlayerCV/{id}`): every field filled, so that
 * the preview shows where each placeholder lands. No real person; the links go nowhere real.
 */
export function samplePlayer(tenant: { id: string; name: string }): PublicPlayer {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    tenantId: tenant.id,
    tenantName: tenant.name,
    firstName: 'Mikkel',
    lastName: 'Sørensen',
    positions: [
      { id: '00000000-0000-4000-8000-000000000002', name: 'Centre', category: null },
      { id: '00000000-0000-4000-8000-000000000003', name: 'Left wing', category: null },
    ],
    pictureUrl: null,
    rightyLefty: 'Left',
    dateOfBirth: '1999-03-14',
    nationality: 'Denmark||Sweden',
    height: 186,
    weight: 88,
    maritalStatus: 'Single',
    clubName: 'Aalborg Pirates (sample)',
    formerClub: 'Frederikshavn White Hawks (sample)',
    playerContract: 'Under contract',
    playerContractEndDate: '2027-04-30',
    transferMarket: 'www.example.com/players/mikkel-sorensen',
    internationalLevel: 'Denmark U20, 12 caps; senior national team camp 2024',
    statistics:
      '<p>2024/25: 48 games, 17 goals, 24 assists, +11</p><p>2023/24: 45 games, 12 goals, 19 assists</p>',
    description:
      '<p>Two-way centre with a quick first step and a left-handed shot that scores from the circle.</p>' +
      '<p>Strong on face-offs (56%) and trusted on the penalty kill.</p>',
    playerReferences: '<p>"A leader in our room from his first season." - Head coach (sample)</p>',
    agent1: { name: 'Ada', surname: 'Admin', phoneNumber: '+45 12 34 56 78', email: 'ada.admin@example.com' },
    videoInfos: [
      {
        title: 'Highlights 2024/25',
        videoUrl: '//www.example.com/videos/highlights',
        isPrimary: true,
        isFullMatch: false,
      },
      {
        title: 'Full game vs Herning',
        videoUrl: 'https://www.example.com/videos/full-game',
        isPrimary: false,
        isFullMatch: true,
      },
    ],
  };
}
