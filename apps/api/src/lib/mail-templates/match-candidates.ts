import { escapeHtml, htmlLayout } from './html.ts';

export interface MatchMailPlayer {
  name: string;
  positions: string[];
  age: number | null;
  link: string;
}

export interface MatchMailInput {
  sport: string;
  contactName: string;
  clubName: string;
  positions: string[];
  windowYears: string;
  windowName: string;
  players: MatchMailPlayer[];
  /** The agent who sends, for the signature. */
  senderName: string;
  /** D43: the agency (COMPANY_NAME), under the agent's name. */
  companyName: string;
}

/**
 * Line breaks (and the characters mail readers take for one) in a value typed by people, as one
 * space: a name must not add lines to a message, such as a made-up "P.S." in the agent's voice.
 */
export function oneLine(value: string): string {
  return value.replace(/\s*[\r\n\v\f\u0085\u2028\u2029]+\s*/g, ' ');
}

/** Every text of `input` on one line (the signature's lines are joined after). */
function flattened(input: MatchMailInput): MatchMailInput {
  return {
    ...input,
    sport: oneLine(input.sport),
    contactName: oneLine(input.contactName),
    clubName: oneLine(input.clubName),
    positions: input.positions.map(oneLine),
    windowYears: oneLine(input.windowYears),
    windowName: oneLine(input.windowName),
    senderName: oneLine(input.senderName),
    companyName: oneLine(input.companyName),
    players: input.players.map((player) => ({
      ...player,
      name: oneLine(player.name),
      positions: player.positions.map(oneLine),
      link: oneLine(player.link),
    })),
  };
}

/**
 * D19: the club contact's e-mail listing the chosen players with their public CV links, in the
 * sport's words (its name, the positions and the window as the requirement has them).
 */
export function matchCandidatesMail(typed: MatchMailInput) {
  const input = flattened(typed);
  const asked = input.positions.join(', ');
  const subject = `${input.sport}: ${input.players.length === 1 ? 'a player' : `${input.players.length} players`} for ${input.clubName} (${asked}, ${input.windowYears})`;
  const greeting = input.contactName ? `Dear ${input.contactName},` : 'Hello,';
  const intro = `For ${input.clubName}'s search for ${asked} in the ${input.windowName} transfer window (${input.windowYears}), we suggest:`;
  const describe = (player: MatchMailPlayer) =>
    [player.positions.join(', '), player.age === null ? '' : `${player.age} years`]
      .filter(Boolean)
      .join(', ');
  const closing =
    'Each link opens the player’s CV page, with a PDF to download. We look forward to hearing from you.';
  const signature = [input.senderName, input.companyName].filter(Boolean).join('\n');
  const text = [
    greeting,
    '',
    intro,
    '',
    ...input.players.flatMap((player) => [`- ${player.name} (${describe(player)})`, `  ${player.link}`]),
    '',
    closing,
    '',
    signature,
    '',
  ].join('\n');
  const paragraph = (value: string) => `<p>${escapeHtml(value).replaceAll('\n', '<br>')}</p>`;
  const html = htmlLayout({
    lang: 'en-gb',
    title: subject,
    body: [
      paragraph(greeting),
      paragraph(intro),
      `<ul>${input.players
        .map(
          (player) =>
            `<li><a href="${escapeHtml(player.link)}">${escapeHtml(player.name)}</a> (${escapeHtml(describe(player))})</li>`,
        )
        .join('')}</ul>`,
      paragraph(closing),
      paragraph(signature),
    ].join('\n'),
  });
  return { subject, text, html };
}
