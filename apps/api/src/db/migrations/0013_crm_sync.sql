CREATE TABLE "crm_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "crm_values" jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "active_campaign_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "crm_values" jsonb;--> statement-breakpoint
ALTER TABLE "crm_syncs" ADD CONSTRAINT "crm_syncs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clubs_campaign_idx" ON "clubs" USING btree ("tenant_id","active_campaign_id") WHERE "clubs"."active_campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "contacts_campaign_idx" ON "contacts" USING btree ("tenant_id","active_campaign_id") WHERE "contacts"."active_campaign_id" is not null;