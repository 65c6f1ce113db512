import { NO_NEED_POSITION, type PositionCategory } from '@transferdesk/shared';

/**
 * The player form's rules across fields (spec 2, section 4), as pure functions the form applies
 * and the tests check directly.
 */

export interface VideoFlags {
  isPrimary: boolean;
  isFullMatch: boolean;
}

/**
 * Marking a video primary clears primary on all the others and full match on itself; unmarking
 * touches nothing else.
 */
export function setVideoPrimary<T extends VideoFlags>(
  videos: readonly T[],
  index: number,
  primary: boolean,
): T[] {
  return videos.map((video, at) => {
    if (at === index)
      return primary ? { ...video, isPrimary: true, isFullMatch: false } : { ...video, isPrimary: false };
    return primary && video.isPrimary ? { ...video, isPrimary: false } : video;
  });
}

/** Marking a video a full match clears its own primary flag; the other videos keep theirs. */
export function setVideoFullMatch<T extends VideoFlags>(
  videos: readonly T[],
  index: number,
  fullMatch: boolean,
): T[] {
  return videos.map((video, at) => {
    if (at !== index) return video;
    return fullMatch ? { ...video, isFullMatch: true, isPrimary: false } : { ...video, isFullMatch: false };
  });
}

/**
 * The options of one list of a priority/exclusion pair: those chosen in the other list are hidden.
 * The list's own choices always stay, so that a stored conflict still shows its names (and the
 * schema's message) instead of "[Deleted record]".
 */
export function withoutOtherChoices<T extends { value: string }>(
  options: readonly T[],
  chosenInOther: readonly string[],
  ownChoices: readonly string[] = [],
): T[] {
  const hidden = new Set(chosenInOther);
  const own = new Set(ownChoices);
  return options.filter((option) => !hidden.has(option.value) || own.has(option.value));
}

/** Both lists of a pair at once: priority options without the exclusions, and vice versa. */
export function preferenceOptions<T extends { value: string }>(
  options: readonly T[],
  priorityIds: readonly string[],
  exclusionIds: readonly string[],
): { priority: T[]; exclusion: T[] } {
  return {
    priority: withoutOtherChoices(options, exclusionIds, priorityIds),
    exclusion: withoutOtherChoices(options, priorityIds, exclusionIds),
  };
}

/** Spec 2, section 5: a player never gets the position named 'No need'. */
export function playerPositions<T extends { name: string }>(positions: readonly T[]): T[] {
  return positions.filter((position) => position.name !== NO_NEED_POSITION);
}

/** Handball splits positions into offensive and defensive (spec 2, section 9); others have none. */
export function positionsByCategory<T extends { category: PositionCategory | null }>(
  positions: readonly T[],
): { offensive: T[]; defensive: T[]; other: T[] } {
  return {
    offensive: positions.filter((position) => position.category === 'offensive'),
    defensive: positions.filter((position) => position.category === 'defensive'),
    other: positions.filter((position) => position.category === null),
  };
}

/** A sport whose positions come in the two handball categories. */
export const isHandball = (sportName: string) => /handball/i.test(sportName);
