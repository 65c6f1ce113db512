CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_sort" text NOT NULL,
	"team_id" uuid,
	"logo_path" text,
	"description" text DEFAULT '' NOT NULL,
	"active_campaign_id" integer,
	"owner" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"annual_revenue" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"is_player" boolean DEFAULT false NOT NULL,
	"club_id" uuid,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"name_sort" text DEFAULT '' NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"tik_tok" text DEFAULT '' NOT NULL,
	"agent1" text DEFAULT '' NOT NULL,
	"agent2" text DEFAULT '' NOT NULL,
	"player_cv_link" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture_path" text,
	"mandate" boolean DEFAULT false NOT NULL,
	"pins_priority" text,
	"include_in_app" boolean DEFAULT true NOT NULL,
	"contract_type" text,
	"transfer_market" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"nationality" text DEFAULT '' NOT NULL,
	"marital_status" text,
	"number_of_kids" integer DEFAULT 0 NOT NULL,
	"righty_lefty" text,
	"height" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"elite_prospects" text DEFAULT '' NOT NULL,
	"valuta_id" uuid,
	"player_level_id" uuid,
	"min_salary_netto" numeric(14, 2) DEFAULT 0 NOT NULL,
	"min_salary_brutto" numeric(14, 2) DEFAULT 0 NOT NULL,
	"est_transfer" numeric(14, 2) DEFAULT 0 NOT NULL,
	"former_club" text DEFAULT '' NOT NULL,
	"statistics" text DEFAULT '' NOT NULL,
	"international_level" text DEFAULT '' NOT NULL,
	"player_references" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_righty_lefty_check" CHECK ("contacts"."righty_lefty" in ('Right', 'Left', 'Both')),
	CONSTRAINT "contacts_marital_status_check" CHECK ("contacts"."marital_status" in ('Married', 'Single')),
	CONSTRAINT "contacts_pins_priority_check" CHECK ("contacts"."pins_priority" in ('A', 'B', 'C', 'D', 'E')),
	CONSTRAINT "contacts_contract_type_check" CHECK ("contacts"."contract_type" in ('PinsPlayer', 'Mandate')),
	CONSTRAINT "contacts_height_check" CHECK ("contacts"."height" >= 0),
	CONSTRAINT "contacts_weight_check" CHECK ("contacts"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contract_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_sort" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_sort" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_sort" text NOT NULL,
	"country_name" text DEFAULT '' NOT NULL,
	"country_name_sort" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_sort" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_sort" text NOT NULL,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_category_check" CHECK ("positions"."category" in ('offensive', 'defensive'))
);
--> statement-breakpoint
CREATE TABLE "valutas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_sort" text NOT NULL,
	"value" numeric(18, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valutas_value_positive" CHECK ("valutas"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_sort" text NOT NULL,
	"league_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_sort" text NOT NULL,
	"years" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_years_format" CHECK ("transfers"."years" ~ '^[0-9]{4}-[0-9]{4}$'),
	CONSTRAINT "transfers_dates_order" CHECK ("transfers"."from_date" <= "transfers"."to_date")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_valuta_id_valutas_id_fk" FOREIGN KEY ("valuta_id") REFERENCES "valutas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_player_level_id_player_levels_id_fk" FOREIGN KEY ("player_level_id") REFERENCES "player_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_statuses" ADD CONSTRAINT "contract_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_levels" ADD CONSTRAINT "player_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valutas" ADD CONSTRAINT "valutas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clubs_tenant_name_idx" ON "clubs" USING btree ("tenant_id","name_sort");--> statement-breakpoint
CREATE INDEX "clubs_tenant_created_at_idx" ON "clubs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "clubs_team_id_idx" ON "clubs" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "contacts_tenant_player_name_idx" ON "contacts" USING btree ("tenant_id","is_player","name_sort");--> statement-breakpoint
CREATE INDEX "contacts_tenant_player_created_idx" ON "contacts" USING btree ("tenant_id","is_player","created_at");--> statement-breakpoint
CREATE INDEX "contacts_club_id_idx" ON "contacts" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_statuses_tenant_name_key" ON "contract_statuses" USING btree ("tenant_id","name_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_key" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "countries_name_sort_idx" ON "countries" USING btree ("name_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_tenant_name_key" ON "leagues" USING btree ("tenant_id","name_sort");--> statement-breakpoint
CREATE INDEX "leagues_tenant_country_idx" ON "leagues" USING btree ("tenant_id","country_name_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "player_levels_tenant_name_key" ON "player_levels" USING btree ("tenant_id","name_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_tenant_name_key" ON "positions" USING btree ("tenant_id","name_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "valutas_tenant_name_key" ON "valutas" USING btree ("tenant_id","name_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_tenant_name_key" ON "teams" USING btree ("tenant_id","name_sort");--> statement-breakpoint
CREATE INDEX "teams_tenant_created_at_idx" ON "teams" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "teams_league_id_idx" ON "teams" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "transfers_tenant_name_idx" ON "transfers" USING btree ("tenant_id","name_sort");--> statement-breakpoint
CREATE INDEX "transfers_tenant_years_idx" ON "transfers" USING btree ("tenant_id","years");