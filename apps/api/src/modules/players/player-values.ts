// The columns a player's form fields are written as, by create, update and the CSV import alike.
import type { PlayerUpdate } from '@transferdesk/shared';
import { sanitizePostHtml } from '../../lib/html.ts';

/** Spec 2, section 9: the player's amounts default to 0 and the rich text is sanitised. */
export function scalarValues(input: PlayerUpdate) {
  const {
    playerCVLink,
    description,
    statistics,
    playerReferences,
    clubId: _clubId,
    positionContactIds: _positions,
    countryPriorityContactIds: _cp,
    countryExclusionContactIds: _ce,
    leaguePriorityContactIds: _lp,
    leagueExclusionContactIds: _le,
    teamPriorityContactIds: _tp,
    teamExclusionContactIds: _te,
    videoInfos: _videos,
    contracts: _contracts,
    ...rest
  } = input;
  const html = (value: string | undefined, field: string) =>
    value === undefined ? undefined : sanitizePostHtml(value, field);
  return {
    ...rest,
    playerCvLink: playerCVLink,
    description: html(description, 'description'),
    statistics: html(statistics, 'statistics'),
    playerReferences: html(playerReferences, 'playerReferences'),
  };
}
