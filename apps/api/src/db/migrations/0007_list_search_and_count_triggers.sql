-- Issue 10: text filters on pg_trgm indexes, and list totals kept by triggers.
--
-- pg_trgm goes into `public` (PGlite loads it as a bundled extension). The operator class is named
-- with the schema the extension really lives in, so that a database where it was installed
-- elsewhere still migrates, and so does every per-test-file schema of the PostgreSQL test suite.
-- Two migrations racing to create it (test files run in parallel): the loser finds it made.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX IF NOT EXISTS contacts_search_key_trgm_idx ON contacts USING gin (search_key %I.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX IF NOT EXISTS clubs_search_key_trgm_idx ON clubs USING gin (search_key %I.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX IF NOT EXISTS users_search_key_trgm_idx ON users USING gin (search_key %I.gin_trgm_ops)', trgm_schema);
END $$;
--> statement-breakpoint
-- Clubs' search key: name and city folded as sortKey folds them (the service writes it from now on).
UPDATE clubs SET search_key = lower(translate(
  replace(replace(replace(replace(replace(name || ' ' || city, 'Æ', 'ae'), 'æ', 'ae'), 'Ø', 'o'), 'ø', 'o'), 'ß', 'ss'),
  'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ',
  'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy'));
--> statement-breakpoint
-- One function per table: the list a row counts toward (NULL: none), and the statement's deltas.
-- Statement triggers with transition tables: one INSERT of a few delta rows per statement, however
-- many rows it wrote (a 100,000-row import appends a handful).
CREATE FUNCTION contacts_list_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_counts (list, tenant_id, delta)
      SELECT CASE WHEN is_player THEN 'players' ELSE 'contacts' END, tenant_id, count(*)
      FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_counts (list, tenant_id, delta)
      SELECT CASE WHEN is_player THEN 'players' ELSE 'contacts' END, tenant_id, -count(*)
      FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2;
  ELSE
    INSERT INTO list_counts (list, tenant_id, delta)
      SELECT list, tenant_id, sum(delta) FROM (
        SELECT CASE WHEN is_player THEN 'players' ELSE 'contacts' END AS list, tenant_id, 1 AS delta
          FROM new_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT CASE WHEN is_player THEN 'players' ELSE 'contacts' END, tenant_id, -1
          FROM old_rows WHERE deleted_at IS NULL
      ) AS changes GROUP BY 1, 2 HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_list_counts_insert AFTER INSERT ON contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_list_counts();
--> statement-breakpoint
CREATE TRIGGER contacts_list_counts_update AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_list_counts();
--> statement-breakpoint
CREATE TRIGGER contacts_list_counts_delete AFTER DELETE ON contacts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_list_counts();
--> statement-breakpoint
CREATE FUNCTION clubs_list_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_counts (list, tenant_id, delta)
      SELECT 'clubs', tenant_id, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_counts (list, tenant_id, delta)
      SELECT 'clubs', tenant_id, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY 2;
  ELSE
    INSERT INTO list_counts (list, tenant_id, delta)
      SELECT 'clubs', tenant_id, sum(delta) FROM (
        SELECT tenant_id, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT tenant_id, -1 FROM old_rows WHERE deleted_at IS NULL
      ) AS changes GROUP BY 2 HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clubs_list_counts_insert AFTER INSERT ON clubs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clubs_list_counts();
--> statement-breakpoint
CREATE TRIGGER clubs_list_counts_update AFTER UPDATE ON clubs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clubs_list_counts();
--> statement-breakpoint
CREATE TRIGGER clubs_list_counts_delete AFTER DELETE ON clubs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION clubs_list_counts();
--> statement-breakpoint
-- The rows already there.
INSERT INTO list_counts (list, tenant_id, delta)
  SELECT CASE WHEN is_player THEN 'players' ELSE 'contacts' END, tenant_id, count(*)
  FROM contacts WHERE deleted_at IS NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO list_counts (list, tenant_id, delta)
  SELECT 'clubs', tenant_id, count(*) FROM clubs WHERE deleted_at IS NULL GROUP BY 2;
