ALTER TABLE "crm_syncs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
-- A sync left 'syncing' by a server that stopped mid-run is over: the index allows one running.
UPDATE "crm_syncs" SET "state" = 'failed', "report" = "report" || jsonb_build_object('state', 'failed', 'errors', coalesce("report"->'errors', '[]'::jsonb) || '["Interrupted by a restart of the server"]'::jsonb) WHERE "state" = 'syncing';--> statement-breakpoint
CREATE UNIQUE INDEX "crm_syncs_one_running_idx" ON "crm_syncs" USING btree ((true)) WHERE "crm_syncs"."state" = 'syncing';