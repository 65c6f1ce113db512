ALTER TABLE "contact_matches" ADD COLUMN "preview" jsonb;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "unjudged" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "near_misses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "requirement" jsonb;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "fingerprint" text;--> statement-breakpoint
-- Issue 24: matching's one pass over the sport's players now judges every hard constraint (the
-- club's own players, the advanced criteria) and ranks near misses, so the index that pass reads
-- alone carries those columns too (not nationality: free text could outgrow an index row; a
-- requirement asking a nationality reads the rows). Hand-written: Drizzle's index builder cannot write INCLUDE.
DROP INDEX IF EXISTS contacts_match_idx;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS contacts_match_idx ON contacts (tenant_id)
  INCLUDE (id, include_in_app, club_id, player_level_id, contract_status_id, valuta_id, min_salary_netto,
    min_salary_brutto, est_transfer, date_of_birth, height, weight, righty_lefty, marital_status,
    contract_type, pins_priority, mandate)
  WHERE is_player AND deleted_at IS NULL;
--> statement-breakpoint
-- The newest change of a sport's players, read by every press of Matching (is anything new since
-- the newest version?) without counting the sport.
CREATE INDEX IF NOT EXISTS contacts_player_changed_idx ON contacts (tenant_id, updated_at) WHERE is_player;
