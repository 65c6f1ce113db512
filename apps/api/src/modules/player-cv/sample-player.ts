import { type PositionOption, type PublicPlayer, sortKey } from '@transferdesk/shared';
import { sportKindOf } from '../../db/seed/reference.ts';

/** The four sports of spec 2, each with a made-up player of its own. */
export type SampleSport = 'football' | 'handball-men' | 'handball-women' | 'icehockey';

/** What differs between the sports' sample players; the rest is the same for all. */
type SportSample = Pick<
  PublicPlayer,
  | 'firstName'
  | 'lastName'
  | 'rightyLefty'
  | 'dateOfBirth'
  | 'height'
  | 'weight'
  | 'clubName'
  | 'formerClub'
  | 'transferMarket'
  | 'internationalLevel'
  | 'statistics'
  | 'description'
  | 'playerReferences'
  | 'videoInfos'
> & { positions: Array<[name: string, category: PositionOption['category']]> };

const video = (title: string, videoUrl: string, isPrimary: boolean, isFullMatch: boolean) => ({
  title,
  videoUrl,
  isPrimary,
  isFullMatch,
});

/**
 * Positions are the sport's own default positions (db/seed/reference.ts), handball's with their
 * offensive and defensive categories; clubs are of the sport's demo leagues, marked "(sample)".
 */
const SAMPLES: Record<SampleSport, SportSample> = {
  football: {
    firstName: 'Jonas',
    lastName: 'Lindqvist',
    positions: [
      ['Central midfielder', null],
      ['Attacking midfielder', null],
    ],
    rightyLefty: 'Right',
    dateOfBirth: '2000-08-21',
    height: 181,
    weight: 76,
    clubName: 'Silkeborg IF (sample)',
    formerClub: 'Vejle Boldklub (sample)',
    transferMarket: 'www.example.com/players/jonas-lindqvist',
    internationalLevel: 'Sweden U21, 9 caps',
    statistics:
      '<p>2024/25 Superliga: 31 matches, 6 goals, 9 assists</p><p>2023/24 Superliga: 28 matches, 4 goals, 7 assists</p>',
    description:
      '<p>Box-to-box midfielder who presses high and carries the ball through the lines.</p>' +
      '<p>Takes corners and free kicks from both sides.</p>',
    playerReferences: '<p>"Sets the tempo of our midfield every week." - Head coach (sample)</p>',
    videoInfos: [
      video('Highlights 2024/25', '//www.example.com/videos/highlights', true, false),
      video('Full match vs Brøndby IF', 'https://www.example.com/videos/full-match', false, true),
    ],
  },
  'handball-men': {
    firstName: 'Magnus',
    lastName: 'Holm',
    positions: [
      ['Right back', 'offensive'],
      ['Defense back', 'defensive'],
    ],
    rightyLefty: 'Left',
    dateOfBirth: '1998-11-02',
    height: 194,
    weight: 97,
    clubName: 'GOG (sample)',
    formerClub: 'Skjern Håndbold (sample)',
    transferMarket: 'www.example.com/players/magnus-holm',
    internationalLevel: 'Denmark U21 world champion; 14 senior caps',
    statistics:
      '<p>2024/25 Herrehåndboldligaen: 30 matches, 142 goals, 56 assists</p><p>2023/24: 28 matches, 118 goals</p>',
    description:
      '<p>Left-handed right back with a long-range shot and a quick cross-over to the wing.</p>' +
      '<p>Plays the back position in a 6-0 defence.</p>',
    playerReferences: '<p>"Our go-to shooter when the match is tight." - Head coach (sample)</p>',
    videoInfos: [
      video('Goals and assists 2024/25', '//www.example.com/videos/highlights', true, false),
      video('Full match vs Aalborg Håndbold', 'https://www.example.com/videos/full-match', false, true),
    ],
  },
  'handball-women': {
    firstName: 'Sofie',
    lastName: 'Kjær',
    positions: [
      ['Left back', 'offensive'],
      ['Defense central', 'defensive'],
    ],
    rightyLefty: 'Right',
    dateOfBirth: '2001-05-09',
    height: 178,
    weight: 70,
    clubName: 'Odense Håndbold (sample)',
    formerClub: 'Viborg HK (sample)',
    transferMarket: 'www.example.com/players/sofie-kjaer',
    internationalLevel: 'Denmark U20, 18 caps; senior national team camp 2024',
    statistics:
      '<p>2024/25 Kvindeligaen: 26 matches, 121 goals, 64 assists</p><p>2023/24: 24 matches, 97 goals</p>',
    description:
      '<p>Playmaking left back who reads the defence early and finds the line player.</p>' +
      '<p>Organises the middle of a 6-0 defence.</p>',
    playerReferences: '<p>"A leader on and off the court." - Head coach (sample)</p>',
    videoInfos: [
      video('Teaser 2024/25', '//www.example.com/videos/highlights', true, false),
      video('Full match vs Team Esbjerg', 'https://www.example.com/videos/full-match', false, true),
    ],
  },
  icehockey: {
    firstName: 'Mikkel',
    lastName: 'Sørensen',
    positions: [
      ['Center', null],
      ['Left wing', null],
    ],
    rightyLefty: 'Left',
    dateOfBirth: '1999-03-14',
    height: 186,
    weight: 88,
    clubName: 'Aalborg Pirates (sample)',
    formerClub: 'Frederikshavn White Hawks (sample)',
    transferMarket: 'www.example.com/players/mikkel-sorensen',
    internationalLevel: 'Denmark U20, 12 caps; senior national team camp 2024',
    statistics:
      '<p>2024/25: 48 games, 17 goals, 24 assists, +11</p><p>2023/24: 45 games, 12 goals, 19 assists</p>',
    description:
      '<p>Two-way centre with a quick first step and a left-handed shot that scores from the circle.</p>' +
      '<p>Strong on face-offs (56%) and trusted on the penalty kill.</p>',
    playerReferences: '<p>"A leader in our room from his first season." - Head coach (sample)</p>',
    videoInfos: [
      video('Highlights 2024/25', '//www.example.com/videos/highlights', true, false),
      video('Full game vs Herning', 'https://www.example.com/videos/full-game', false, true),
    ],
  },
};

/**
 * Which sample a sport gets, told from its name like its default positions (`sportKindOf`):
 * "Handball - Women" (or "Kvinder", "Dame", "Ladies") is women's handball, any other handball men's.
 * A sport of none of the four gets football's, as its public page gets football's layout.
 */
export function sampleSportOf(sportName: string): SampleSport {
  const kind = sportKindOf(sportName);
  if (kind === 'handball') {
    return /women|kvind|dame|ladies|female|frauen/.test(sortKey(sportName))
      ? 'handball-women'
      : 'handball-men';
  }
  return kind ?? 'football';
}

/**
 * The made-up player of a template's preview (`GET /PlayerCV/{id}`): every field filled, so that
 * the preview shows where each placeholder lands, with positions, clubs and numbers of the
 * template's sport (issue 26, item 16). No real person; the links go nowhere real.
 */
export function samplePlayer(tenant: { id: string; name: string }): PublicPlayer {
  const { positions, ...sample } = SAMPLES[sampleSportOf(tenant.name)];
  return {
    id: '00000000-0000-4000-8000-000000000001',
    tenantId: tenant.id,
    tenantName: tenant.name,
    ...sample,
    positions: positions.map(([name, category], index) => ({
      id: `00000000-0000-4000-8000-00000000000${index + 2}`,
      name,
      category,
    })),
    pictureUrl: null,
    nationality: 'Denmark||Sweden',
    maritalStatus: 'Single',
    playerContract: 'Under contract',
    playerContractEndDate: '2027-04-30',
    agent1: { name: 'Ada', surname: 'Admin', phoneNumber: '+45 12 34 56 78', email: 'ada.admin@example.com' },
  };
}
