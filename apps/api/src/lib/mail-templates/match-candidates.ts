import { PRODUCT_NAME } from '@transferdesk/shared';
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
}

/**
 * D19: the club contact's e-mail listing the chosen players with their public CV links, in the
 * sport's words (its name, the positions and the window as the requirement has them).
 */
export function matchCandidatesMail(input: MatchMailInput) {
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
  const signature = [input.senderName, PRODUCT_NAME].filter(Boolean).join('\n');
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
