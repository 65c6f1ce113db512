import {
  externalHref,
  PUBLIC_PAGE_MESSAGES,
  type PublicPlayer,
  publicDate,
  withoutSeparators,
} from '@transferdesk/shared';

const DASH = PUBLIC_PAGE_MESSAGES.missing;

/** The company block of the CV (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_WEBSITE). */
export interface CvCompany {
  name: string;
  address: string;
  website: string;
}

/** One video of the CV: title and the link as it is opened. */
export interface CvVideo {
  title: string;
  videoUrl: string;
}

/**
 * Every value a CV shows, as text, dashes for what the player has not given (spec 2, section 8).
 * These are also the Word template's placeholders (D20): `{firstName}` ... and the loop
 * `{#videos}{title} {videoUrl}{/videos}`. Rich text is plain text here, a paragraph per line.
 */
export interface CvFields {
  firstName: string;
  lastName: string;
  fullName: string;
  positions: string;
  dateOfBirth: string;
  age: string;
  nationality: string;
  height: string;
  weight: string;
  rightyLefty: string;
  maritalStatus: string;
  clubName: string;
  formerClub: string;
  playerContract: string;
  playerContractEndDate: string;
  transferMarket: string;
  internationalLevel: string;
  statistics: string;
  description: string;
  playerReferences: string;
  agentName: string;
  agentPhone: string;
  agentEmail: string;
  companyName: string;
  companyAddress: string;
  companyWebsite: string;
  sport: string;
  videos: CvVideo[];
}

const orDash = (value: string | null | undefined): string => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? DASH : trimmed;
};

/** A date as the public player page shows it too (month.day.year, 06.30.2027); a dash without one. */
export const cvDate = (isoDate: string | null): string => publicDate(isoDate) || DASH;

/** Whole years between a yyyy-MM-dd birthday and `today`; a dash without a (plausible) birthday. */
export function ageOn(isoDate: string | null, today: Date): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  if (!match) return DASH;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 && age < 130 ? String(age) : DASH;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text of sanitised rich text: a paragraph, heading, list item or `<br>` per line, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|div)\s*>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return safeCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return safeCodePoint(Number.parseInt(code.slice(1), 10));
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

function safeCodePoint(code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** A link as the CV opens it: the page's `//` (no scheme) becomes https:, anything unsafe no link. */
export function cvHref(link: string): string {
  const href = externalHref(link);
  return href.startsWith('//') ? `https:${href}` : href;
}

export function cvFields(player: PublicPlayer, company: CvCompany, today = new Date()): CvFields {
  const agent = player.agent1;
  const agentName = agent ? `${agent.name} ${agent.surname}`.trim() : '';
  return {
    firstName: orDash(player.firstName),
    lastName: orDash(player.lastName),
    fullName: orDash(`${player.firstName} ${player.lastName}`),
    positions: orDash(player.positions.map((position) => position.name).join(', ')),
    dateOfBirth: cvDate(player.dateOfBirth),
    age: ageOn(player.dateOfBirth, today),
    nationality: orDash(withoutSeparators(player.nationality)),
    height: player.height > 0 ? `${player.height} cm` : DASH,
    weight: player.weight > 0 ? `${player.weight} kg` : DASH,
    rightyLefty: orDash(player.rightyLefty),
    maritalStatus: orDash(player.maritalStatus),
    clubName: orDash(player.clubName),
    formerClub: orDash(player.formerClub),
    playerContract: orDash(player.playerContract),
    playerContractEndDate: cvDate(player.playerContractEndDate),
    transferMarket: orDash(cvHref(player.transferMarket)),
    internationalLevel: orDash(player.internationalLevel),
    statistics: orDash(htmlToText(player.statistics)),
    description: orDash(htmlToText(player.description)),
    playerReferences: orDash(htmlToText(player.playerReferences)),
    agentName: orDash(agentName),
    agentPhone: orDash(agent?.phoneNumber),
    agentEmail: orDash(agent?.email),
    companyName: orDash(company.name),
    companyAddress: orDash(company.address.replaceAll('\n', ', ')),
    companyWebsite: orDash(company.website),
    sport: orDash(player.tenantName),
    videos: player.videoInfos
      // Primary videos first, then the rest, each group in the player's order (spec 2).
      .map((video, index) => ({ video, index }))
      .sort((a, b) => Number(b.video.isPrimary) - Number(a.video.isPrimary) || a.index - b.index)
      .map(({ video }) => ({ title: orDash(video.title), videoUrl: orDash(cvHref(video.videoUrl)) })),
  };
}
