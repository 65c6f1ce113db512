CREATE TABLE "requirement_contract_statuses" (
	"requirement_id" uuid NOT NULL,
	"contract_status_id" uuid NOT NULL,
	CONSTRAINT "requirement_contract_statuses_requirement_id_contract_status_id_pk" PRIMARY KEY("requirement_id","contract_status_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_player_levels" (
	"requirement_id" uuid NOT NULL,
	"player_level_id" uuid NOT NULL,
	CONSTRAINT "requirement_player_levels_requirement_id_player_level_id_pk" PRIMARY KEY("requirement_id","player_level_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_positions" (
	"requirement_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	CONSTRAINT "requirement_positions_requirement_id_position_id_pk" PRIMARY KEY("requirement_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"max_netto" numeric(14, 2) DEFAULT 0 NOT NULL,
	"max_brutto" numeric(14, 2) DEFAULT 0 NOT NULL,
	"max_transfer_sum" numeric(14, 2) DEFAULT 0 NOT NULL,
	"valuta_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"is_advanced_search" boolean DEFAULT false NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"marital_status" text,
	"country_id" uuid,
	"righty_lefty" text,
	"pins_priority" text,
	"contract_type" text,
	"min_height" integer,
	"max_height" integer,
	"min_weight" integer,
	"max_weight" integer,
	"is_no_need" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirements_amounts_check" CHECK ("requirements"."max_netto" >= 0 and "requirements"."max_brutto" >= 0 and "requirements"."max_transfer_sum" >= 0),
	CONSTRAINT "requirements_age_check" CHECK ("requirements"."min_age" is null or "requirements"."max_age" is null or "requirements"."min_age" <= "requirements"."max_age"),
	CONSTRAINT "requirements_height_check" CHECK ("requirements"."min_height" is null or "requirements"."max_height" is null or "requirements"."min_height" <= "requirements"."max_height"),
	CONSTRAINT "requirements_weight_check" CHECK ("requirements"."min_weight" is null or "requirements"."max_weight" is null or "requirements"."min_weight" <= "requirements"."max_weight"),
	CONSTRAINT "requirements_righty_lefty_check" CHECK ("requirements"."righty_lefty" in ('Right', 'Left', 'Both')),
	CONSTRAINT "requirements_marital_status_check" CHECK ("requirements"."marital_status" in ('Married', 'Single')),
	CONSTRAINT "requirements_pins_priority_check" CHECK ("requirements"."pins_priority" in ('A', 'B', 'C', 'D', 'E')),
	CONSTRAINT "requirements_contract_type_check" CHECK ("requirements"."contract_type" in ('PinsPlayer', 'Mandate'))
);
--> statement-breakpoint
ALTER TABLE "requirement_contract_statuses" ADD CONSTRAINT "requirement_contract_statuses_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_contract_statuses" ADD CONSTRAINT "requirement_contract_statuses_contract_status_id_contract_statuses_id_fk" FOREIGN KEY ("contract_status_id") REFERENCES "contract_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_player_levels" ADD CONSTRAINT "requirement_player_levels_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_player_levels" ADD CONSTRAINT "requirement_player_levels_player_level_id_player_levels_id_fk" FOREIGN KEY ("player_level_id") REFERENCES "player_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_positions" ADD CONSTRAINT "requirement_positions_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_positions" ADD CONSTRAINT "requirement_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_valuta_id_valutas_id_fk" FOREIGN KEY ("valuta_id") REFERENCES "valutas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requirement_contract_statuses_status_idx" ON "requirement_contract_statuses" USING btree ("contract_status_id","requirement_id");--> statement-breakpoint
CREATE INDEX "requirement_player_levels_level_idx" ON "requirement_player_levels" USING btree ("player_level_id","requirement_id");--> statement-breakpoint
CREATE INDEX "requirement_positions_position_idx" ON "requirement_positions" USING btree ("position_id","requirement_id");--> statement-breakpoint
CREATE INDEX "requirements_tenant_created_idx" ON "requirements" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "requirements_tenant_transfer_idx" ON "requirements" USING btree ("tenant_id","transfer_id","is_no_need");--> statement-breakpoint
CREATE INDEX "requirements_club_idx" ON "requirements" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "requirements_contact_idx" ON "requirements" USING btree ("contact_id");