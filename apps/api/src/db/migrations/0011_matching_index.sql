-- Issue 13: matching reads every player of the sport once to count what each hard constraint
-- leaves out. This index holds exactly the columns that pass reads (a sixth of the table's width),
-- so PostgreSQL answers it with an index-only scan instead of reading every player's whole row.
-- Drizzle's index builder cannot write INCLUDE, hence a hand-written migration.
CREATE INDEX IF NOT EXISTS contacts_match_idx ON contacts (tenant_id)
  INCLUDE (id, include_in_app, player_level_id, contract_status_id, valuta_id, min_salary_netto, min_salary_brutto, est_transfer)
  WHERE is_player AND deleted_at IS NULL;
