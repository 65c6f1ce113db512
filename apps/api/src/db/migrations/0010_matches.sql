CREATE TABLE "contact_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"contract_mark" smallint NOT NULL,
	"finance_mark" smallint NOT NULL,
	"personal_mark" smallint NOT NULL,
	"player_plan_mark" smallint NOT NULL,
	"average" numeric(4, 2) NOT NULL,
	"reasons" jsonb NOT NULL,
	"has_been_sent" boolean DEFAULT false NOT NULL,
	"sent_to_ac_match" boolean DEFAULT false NOT NULL,
	"is_for_email" boolean,
	"sent_at" timestamp with time zone,
	CONSTRAINT "contact_matches_marks_check" CHECK ("contact_matches"."contract_mark" between 0 and 10 and "contact_matches"."finance_mark" between 0 and 10 and "contact_matches"."personal_mark" between 0 and 10 and "contact_matches"."player_plan_mark" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"requirement_id" uuid NOT NULL,
	"created_by" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"candidate_count" integer NOT NULL,
	"players_considered" integer NOT NULL,
	"excluded_by" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_matches" ADD CONSTRAINT "contact_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_matches" ADD CONSTRAINT "contact_matches_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_matches_match_contact_key" ON "contact_matches" USING btree ("match_id","contact_id");--> statement-breakpoint
CREATE INDEX "contact_matches_match_rank_idx" ON "contact_matches" USING btree ("match_id","rank");--> statement-breakpoint
CREATE INDEX "contact_matches_contact_idx" ON "contact_matches" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "matches_requirement_created_idx" ON "matches" USING btree ("requirement_id","created_at","id");