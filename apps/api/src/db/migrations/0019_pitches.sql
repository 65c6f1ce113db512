CREATE TABLE "pitch_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pitch_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" uuid,
	"from_stage" text,
	"to_stage" text,
	"answer" text,
	"note" text DEFAULT '' NOT NULL,
	"address" text,
	"requirement_id" uuid
);
--> statement-breakpoint
CREATE TABLE "pitches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"requirement_id" uuid,
	"match_id" uuid,
	"agent_id" uuid,
	"stage" text DEFAULT 'sent' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answer_message" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pitches_stage_check" CHECK ("pitches"."stage" in ('sent', 'opened', 'feedback', 'in talks', 'signed', 'declined')),
	CONSTRAINT "pitches_answer_check" CHECK ("pitches"."answer" is null or "pitches"."answer" in ('interested', 'notNow', 'notInterested'))
);
--> statement-breakpoint
ALTER TABLE "pitch_events" ADD CONSTRAINT "pitch_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_events" ADD CONSTRAINT "pitch_events_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_events" ADD CONSTRAINT "pitch_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_events" ADD CONSTRAINT "pitch_events_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_player_id_contacts_id_fk" FOREIGN KEY ("player_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pitch_events_pitch_at_idx" ON "pitch_events" USING btree ("pitch_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "pitches_player_contact_key" ON "pitches" USING btree ("player_id","contact_id");--> statement-breakpoint
CREATE INDEX "pitches_tenant_stage_changed_idx" ON "pitches" USING btree ("tenant_id","stage","stage_changed_at");--> statement-breakpoint
CREATE INDEX "pitches_tenant_updated_idx" ON "pitches" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "pitches_contact_idx" ON "pitches" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "pitches_agent_idx" ON "pitches" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "pitches_requirement_idx" ON "pitches" USING btree ("requirement_id");