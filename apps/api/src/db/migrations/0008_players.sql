CREATE TABLE "player_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"contract_name" text NOT NULL,
	"club_name" text DEFAULT '' NOT NULL,
	"contract_type" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"link" text DEFAULT '' NOT NULL,
	"termination" integer,
	"comment" text DEFAULT '' NOT NULL,
	"contract_partner" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"buy_out" boolean DEFAULT false NOT NULL,
	"buy_out_date" date,
	"buy_out_comment" text DEFAULT '' NOT NULL,
	"option" boolean DEFAULT false NOT NULL,
	"option_date" date,
	"option_comment" text DEFAULT '' NOT NULL,
	"relegation_or_promotion" boolean DEFAULT false NOT NULL,
	"relegation_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_contracts_name_check" CHECK ("player_contracts"."contract_name" in ('PlayerContract', 'RepContract', 'OtherContract')),
	CONSTRAINT "player_contracts_dates_check" CHECK ("player_contracts"."end_date" is null or "player_contracts"."start_date" is null or "player_contracts"."start_date" <= "player_contracts"."end_date"),
	CONSTRAINT "player_contracts_termination_check" CHECK ("player_contracts"."termination" is null or "player_contracts"."termination" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_countries" (
	"contact_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"preference" text NOT NULL,
	CONSTRAINT "player_countries_contact_id_country_id_pk" PRIMARY KEY("contact_id","country_id"),
	CONSTRAINT "player_countries_preference_check" CHECK ("player_countries"."preference" in ('priority', 'exclusion'))
);
--> statement-breakpoint
CREATE TABLE "player_leagues" (
	"contact_id" uuid NOT NULL,
	"league_id" uuid NOT NULL,
	"preference" text NOT NULL,
	CONSTRAINT "player_leagues_contact_id_league_id_pk" PRIMARY KEY("contact_id","league_id"),
	CONSTRAINT "player_leagues_preference_check" CHECK ("player_leagues"."preference" in ('priority', 'exclusion'))
);
--> statement-breakpoint
CREATE TABLE "player_positions" (
	"contact_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	CONSTRAINT "player_positions_contact_id_position_id_pk" PRIMARY KEY("contact_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "player_teams" (
	"contact_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"preference" text NOT NULL,
	CONSTRAINT "player_teams_contact_id_team_id_pk" PRIMARY KEY("contact_id","team_id"),
	CONSTRAINT "player_teams_preference_check" CHECK ("player_teams"."preference" in ('priority', 'exclusion'))
);
--> statement-breakpoint
CREATE TABLE "video_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"title" text NOT NULL,
	"video_url" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_full_match" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_infos_primary_not_full_match" CHECK (not ("video_infos"."is_primary" and "video_infos"."is_full_match"))
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "contract_status_id" uuid;--> statement-breakpoint
ALTER TABLE "player_contracts" ADD CONSTRAINT "player_contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_contracts" ADD CONSTRAINT "player_contracts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_countries" ADD CONSTRAINT "player_countries_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_countries" ADD CONSTRAINT "player_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_leagues" ADD CONSTRAINT "player_leagues_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_leagues" ADD CONSTRAINT "player_leagues_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_positions" ADD CONSTRAINT "player_positions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_positions" ADD CONSTRAINT "player_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_teams" ADD CONSTRAINT "player_teams_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_teams" ADD CONSTRAINT "player_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_infos" ADD CONSTRAINT "video_infos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_infos" ADD CONSTRAINT "video_infos_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_contracts_contact_idx" ON "player_contracts" USING btree ("contact_id","contract_name","end_date");--> statement-breakpoint
CREATE INDEX "player_countries_country_idx" ON "player_countries" USING btree ("country_id","preference");--> statement-breakpoint
CREATE INDEX "player_leagues_league_idx" ON "player_leagues" USING btree ("league_id","preference");--> statement-breakpoint
CREATE INDEX "player_positions_position_idx" ON "player_positions" USING btree ("position_id","contact_id");--> statement-breakpoint
CREATE INDEX "player_teams_team_idx" ON "player_teams" USING btree ("team_id","preference");--> statement-breakpoint
CREATE INDEX "video_infos_contact_idx" ON "video_infos" USING btree ("contact_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "video_infos_one_primary_key" ON "video_infos" USING btree ("contact_id") WHERE "video_infos"."is_primary";--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_contract_status_id_contract_statuses_id_fk" FOREIGN KEY ("contract_status_id") REFERENCES "contract_statuses"("id") ON DELETE set null ON UPDATE no action;