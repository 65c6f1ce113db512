CREATE TABLE "audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tx_id" bigint DEFAULT txid_current() NOT NULL,
	"tenant_id" uuid,
	"actor_id" uuid,
	"impersonator_id" uuid,
	"action" text NOT NULL,
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"subject_table" text NOT NULL,
	"subject_id" uuid,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "restricted_until" date;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "restriction_reason" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_entries_subject_idx" ON "audit_entries" USING btree ("subject_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_entries_tenant_idx" ON "audit_entries" USING btree ("tenant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_entries_occurred_at_idx" ON "audit_entries" USING btree ("occurred_at");--> statement-breakpoint
-- D47: the history of every change, written by triggers in the transaction of the write. What the
-- app knows of the caller reaches them as transaction settings (db/audit-actor.ts).
CREATE FUNCTION audit_setting(name text) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('transferdesk.' || name, true), '')::uuid
$$;
--> statement-breakpoint
-- Secrets, derived sort and search keys and timestamps are never recorded; a file column records
-- only whether there is a file ("picture replaced"), never its name or content.
CREATE FUNCTION audit_value(col text, value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN value IS NULL OR value = 'null'::jsonb THEN 'null'::jsonb
    WHEN col LIKE '%\_path' OR col = 'path' THEN 'true'::jsonb
    ELSE value
  END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_changes(old_row jsonb, new_row jsonb, skipped text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(k, jsonb_build_array(audit_value(k, old_row -> k), audit_value(k, new_row -> k))), '{}'::jsonb)
  FROM jsonb_object_keys(coalesce(new_row, old_row)) AS k
  WHERE NOT k = ANY (skipped)
    AND k NOT IN ('id', 'created_at', 'updated_at', 'name_sort', 'surname_sort', 'search_key',
                  'password_hash', 'login_failures_cleared_at', 'crm_values')
    AND (old_row -> k) IS DISTINCT FROM (new_row -> k)
    AND NOT (coalesce(old_row -> k, 'null') IN ('null', '""') AND coalesce(new_row -> k, 'null') IN ('null', '""'))
$$;
--> statement-breakpoint
-- What a created or deleted row held, as one object: a flat copy without the columns never recorded,
-- a file column as `true`. Only operators on the whole object, no loop over its keys, so that an
-- import of thousands of rows pays little.
CREATE FUNCTION audit_snapshot(row_data jsonb, skipped text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT (row_data - skipped
            - '{id,created_at,updated_at,name_sort,surname_sort,search_key,password_hash,login_failures_cleared_at,crm_values}'::text[]
            - '{picture_path,logo_path,image_path,file_path,path}'::text[])
    || jsonb_strip_nulls(jsonb_build_object(
         'picture_path', CASE WHEN row_data ? 'picture_path' THEN true END,
         'logo_path', CASE WHEN row_data ? 'logo_path' THEN true END,
         'image_path', CASE WHEN row_data ? 'image_path' THEN true END,
         'file_path', CASE WHEN row_data ? 'file_path' THEN true END,
         'path', CASE WHEN row_data ? 'path' THEN true END))
$$;
--> statement-breakpoint
-- The sport of a row: its own tenant_id, else its subject's (a player's positions, a requirement's).
CREATE FUNCTION audit_tenant(row_data jsonb, subject_table text, subject_id uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (row_data ->> 'tenant_id')::uuid,
    CASE subject_table
      WHEN 'contacts' THEN (SELECT tenant_id FROM contacts WHERE id = subject_id)
      WHEN 'requirements' THEN (SELECT tenant_id FROM requirements WHERE id = subject_id)
    END)
$$;
--> statement-breakpoint
CREATE FUNCTION audit_key(row_data jsonb, key_columns text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_string(ARRAY(SELECT row_data ->> k FROM unnest(string_to_array(key_columns, '+')) AS k), '|')
$$;
--> statement-breakpoint
-- The columns a table's entries leave out: those its trigger names, and its sport unless the sport
-- is what the row is about (a user's membership of a sport).
CREATE FUNCTION audit_skipped(skipped text, key_columns text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT string_to_array(skipped, '+') || CASE WHEN key_columns LIKE '%tenant_id%' THEN '{}'::text[] ELSE '{tenant_id}'::text[] END
$$;
--> statement-breakpoint
-- Arguments of every audit trigger: subject table, subject column, key columns, columns not recorded
-- (the last two joined by '+'). Inserts and deletes are per statement, so an import of thousands of
-- rows writes its entries in one statement.
CREATE FUNCTION audit_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Worked out once per statement: an import's thousands of rows only copy them.
  actor uuid := audit_setting('actor_id');
  impersonator uuid := audit_setting('impersonator_id');
  skipped text[] := audit_skipped(TG_ARGV[3], TG_ARGV[2]) || TG_ARGV[1];
  key_columns text[] := string_to_array(TG_ARGV[2], '+');
  single_key boolean := cardinality(key_columns) = 1;
  own_tenant boolean := EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = TG_RELID AND attname = 'tenant_id' AND NOT attisdropped);
BEGIN
  -- A bulk insert (an import) records each row by its keys and name only: a row's every value as
  -- JSON costs more than writing the row itself in the embedded database.
  IF (SELECT count(*) FROM new_rows) > 100 THEN
    EXECUTE format(
      'INSERT INTO audit_entries (tenant_id, actor_id, impersonator_id, action, table_name, record_id, subject_table, subject_id, changes)
       SELECT %s, $1, $2, ''create'', $3, %s, $4, t.%I, %s FROM new_rows AS t',
      CASE WHEN own_tenant THEN 't.tenant_id' ELSE format('audit_tenant(''{}''::jsonb, $4, t.%I)', TG_ARGV[1]) END,
      (SELECT string_agg(format('t.%I::text', k), ' || ''|'' || ') FROM unnest(key_columns) AS k),
      TG_ARGV[1],
      -- Its keys (but the subject's) and the columns that name a row (a contract's club, a video's
      -- title), so that a list still says what it gained.
      coalesce('jsonb_strip_nulls(jsonb_build_object(' || (
        SELECT string_agg(format('%L, t.%I', attname, attname), ', ')
        FROM pg_attribute
        WHERE attrelid = TG_RELID AND attnum > 0 AND NOT attisdropped AND attname <> TG_ARGV[1]
          AND (attname = ANY (key_columns) AND NOT single_key
               OR attname IN ('name', 'title', 'first_name', 'last_name', 'club_name', 'contract_name',
                              'start_date', 'end_date', 'role', 'preference'))) || '))', '''{}''::jsonb'))
    USING actor, impersonator, TG_TABLE_NAME, TG_ARGV[0];
    RETURN NULL;
  END IF;
  INSERT INTO audit_entries (tenant_id, actor_id, impersonator_id, action, table_name, record_id, subject_table, subject_id, changes)
  SELECT CASE WHEN own_tenant THEN (r ->> 'tenant_id')::uuid ELSE audit_tenant(r, TG_ARGV[0], (r ->> TG_ARGV[1])::uuid) END,
         actor, impersonator, 'create', TG_TABLE_NAME,
         CASE WHEN single_key THEN r ->> TG_ARGV[2] ELSE audit_key(r, TG_ARGV[2]) END,
         TG_ARGV[0], (r ->> TG_ARGV[1])::uuid, audit_snapshot(r, skipped)
  FROM (SELECT jsonb_strip_nulls(to_jsonb(t)) AS r FROM new_rows AS t) AS rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := audit_setting('actor_id');
  impersonator uuid := audit_setting('impersonator_id');
  skipped text[] := audit_skipped(TG_ARGV[3], TG_ARGV[2]) || TG_ARGV[1];
  single_key boolean := position('+' in TG_ARGV[2]) = 0;
  own_tenant boolean := EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = TG_RELID AND attname = 'tenant_id' AND NOT attisdropped);
BEGIN
  INSERT INTO audit_entries (tenant_id, actor_id, impersonator_id, action, table_name, record_id, subject_table, subject_id, changes)
  SELECT CASE WHEN own_tenant THEN (r ->> 'tenant_id')::uuid ELSE audit_tenant(r, TG_ARGV[0], (r ->> TG_ARGV[1])::uuid) END,
         actor, impersonator, 'delete', TG_TABLE_NAME,
         CASE WHEN single_key THEN r ->> TG_ARGV[2] ELSE audit_key(r, TG_ARGV[2]) END,
         TG_ARGV[0], (r ->> TG_ARGV[1])::uuid, audit_snapshot(r, skipped)
  FROM (SELECT jsonb_strip_nulls(to_jsonb(t)) AS r FROM old_rows AS t) AS rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_row jsonb := to_jsonb(NEW);
  changed jsonb := audit_changes(to_jsonb(OLD), new_row, audit_skipped(TG_ARGV[3], TG_ARGV[2]));
BEGIN
  IF changed <> '{}'::jsonb THEN
    INSERT INTO audit_entries (tenant_id, actor_id, impersonator_id, action, table_name, record_id, subject_table, subject_id, changes)
    VALUES (audit_tenant(new_row, TG_ARGV[0], (new_row ->> TG_ARGV[1])::uuid), audit_setting('actor_id'),
            audit_setting('impersonator_id'), 'update', TG_TABLE_NAME, audit_key(new_row, TG_ARGV[2]), TG_ARGV[0],
            (new_row ->> TG_ARGV[1])::uuid, changed);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "tenants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('tenants', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "tenants" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('tenants', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "tenants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('tenants', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "tenant_features" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('tenants', 'tenant_id', 'tenant_id+feature_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "tenant_features" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('tenants', 'tenant_id', 'tenant_id+feature_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "tenant_features" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('tenants', 'tenant_id', 'tenant_id+feature_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "agreement_rules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('tenants', 'tenant_id', 'tenant_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "agreement_rules" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('tenants', 'tenant_id', 'tenant_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "agreement_rules" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('tenants', 'tenant_id', 'tenant_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('users', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "users" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('users', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('users', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "user_roles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('users', 'user_id', 'user_id+role', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "user_roles" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('users', 'user_id', 'user_id+role', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "user_roles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('users', 'user_id', 'user_id+role', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "user_tenants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('users', 'user_id', 'user_id+tenant_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "user_tenants" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('users', 'user_id', 'user_id+tenant_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "user_tenants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('users', 'user_id', 'user_id+tenant_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "clubs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('clubs', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "clubs" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('clubs', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "clubs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('clubs', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "contacts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('contacts', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "contacts" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('contacts', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "contacts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('contacts', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "player_positions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('contacts', 'contact_id', 'contact_id+position_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "player_positions" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('contacts', 'contact_id', 'contact_id+position_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "player_positions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('contacts', 'contact_id', 'contact_id+position_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "player_countries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('contacts', 'contact_id', 'contact_id+country_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "player_countries" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('contacts', 'contact_id', 'contact_id+country_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "player_countries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('contacts', 'contact_id', 'contact_id+country_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "player_leagues" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('contacts', 'contact_id', 'contact_id+league_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "player_leagues" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('contacts', 'contact_id', 'contact_id+league_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "player_leagues" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('contacts', 'contact_id', 'contact_id+league_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "player_teams" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('contacts', 'contact_id', 'contact_id+team_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "player_teams" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('contacts', 'contact_id', 'contact_id+team_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "player_teams" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('contacts', 'contact_id', 'contact_id+team_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "video_infos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "video_infos" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "video_infos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "player_contracts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "player_contracts" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "player_contracts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "player_files" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('contacts', 'contact_id', 'id', 'uploaded_at+uploaded_by');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "player_files" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('contacts', 'contact_id', 'id', 'uploaded_at+uploaded_by');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "player_files" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('contacts', 'contact_id', 'id', 'uploaded_at+uploaded_by');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "player_documents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "player_documents" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "player_documents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "agreements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "agreements" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "agreements" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('contacts', 'contact_id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "requirements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('requirements', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "requirements" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('requirements', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "requirements" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('requirements', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "requirement_positions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('requirements', 'requirement_id', 'requirement_id+position_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "requirement_positions" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('requirements', 'requirement_id', 'requirement_id+position_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "requirement_positions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('requirements', 'requirement_id', 'requirement_id+position_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "requirement_player_levels" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('requirements', 'requirement_id', 'requirement_id+player_level_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "requirement_player_levels" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('requirements', 'requirement_id', 'requirement_id+player_level_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "requirement_player_levels" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('requirements', 'requirement_id', 'requirement_id+player_level_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "requirement_contract_statuses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('requirements', 'requirement_id', 'requirement_id+contract_status_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "requirement_contract_statuses" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('requirements', 'requirement_id', 'requirement_id+contract_status_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "requirement_contract_statuses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('requirements', 'requirement_id', 'requirement_id+contract_status_id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "matches" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('requirements', 'requirement_id', 'id', 'excluded_by+unjudged+near_misses+requirement+fingerprint+created_by');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "matches" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('requirements', 'requirement_id', 'id', 'excluded_by+unjudged+near_misses+requirement+fingerprint+created_by');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "matches" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('requirements', 'requirement_id', 'id', 'excluded_by+unjudged+near_misses+requirement+fingerprint+created_by');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "pitches" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('pitches', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "pitches" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('pitches', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "pitches" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('pitches', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "teams" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('teams', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "teams" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('teams', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "teams" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('teams', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "transfers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('transfers', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "transfers" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('transfers', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "transfers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('transfers', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('posts', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "posts" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('posts', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('posts', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "pdf_templates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('pdf_templates', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "pdf_templates" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('pdf_templates', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "pdf_templates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('pdf_templates', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "countries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('countries', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "countries" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('countries', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "countries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('countries', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "positions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('positions', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "positions" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('positions', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "positions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('positions', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "player_levels" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('player_levels', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "player_levels" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('player_levels', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "player_levels" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('player_levels', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "contract_statuses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('contract_statuses', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "contract_statuses" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('contract_statuses', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "contract_statuses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('contract_statuses', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "leagues" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('leagues', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "leagues" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('leagues', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "leagues" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('leagues', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON "valutas" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('valutas', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON "valutas" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION audit_updated('valutas', 'id', 'id', '');
--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON "valutas" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('valutas', 'id', 'id', '');
