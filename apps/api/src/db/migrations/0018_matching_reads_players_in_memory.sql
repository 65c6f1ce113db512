-- Issue 28: matching judges each sport's players from a copy in the API's memory
-- (modules/matches/player-index.ts) instead of a pass over contacts_match_idx, so that covering
-- index (17 columns of every player) only cost each save of a contact. contacts_player_changed_idx
-- stays: the copy's freshness check reads the sport's newest change through it.
DROP INDEX IF EXISTS contacts_match_idx;
