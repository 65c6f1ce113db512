CREATE TABLE "agreement_rules" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"enforced" boolean NOT NULL,
	"fee_cap_warning" boolean DEFAULT false NOT NULL,
	"dual_representation_warning" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"fee_terms" text DEFAULT '' NOT NULL,
	"fee_percent" numeric(5, 2),
	"dual_representation" boolean DEFAULT false NOT NULL,
	"agent_user_id" uuid,
	"signed_file_id" uuid,
	"federation_uploaded_on" date,
	"guardian_consent_file_id" uuid,
	"legal_advice_notice_given" boolean DEFAULT false NOT NULL,
	"player_confirmed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_dates_check" CHECK ("agreements"."start_date" <= "agreements"."end_date"),
	CONSTRAINT "agreements_fee_percent_check" CHECK ("agreements"."fee_percent" is null or ("agreements"."fee_percent" >= 0 and "agreements"."fee_percent" <= 100))
);
--> statement-breakpoint
CREATE TABLE "player_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"issuing_country_id" uuid,
	"expires_on" date,
	"file_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_documents_kind_check" CHECK ("player_documents"."kind" in ('passport', 'workPermit', 'medical', 'other'))
);
--> statement-breakpoint
CREATE TABLE "player_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"for_date" date,
	"trigger" text NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"queue_job_id" text
);
--> statement-breakpoint
CREATE TABLE "reminder_digests" (
	"user_id" uuid NOT NULL,
	"for_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_digests_user_id_for_date_pk" PRIMARY KEY("user_id","for_date")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_rules" ADD CONSTRAINT "agreement_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_signed_file_id_player_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "player_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_guardian_consent_file_id_player_files_id_fk" FOREIGN KEY ("guardian_consent_file_id") REFERENCES "player_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_documents" ADD CONSTRAINT "player_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_documents" ADD CONSTRAINT "player_documents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_documents" ADD CONSTRAINT "player_documents_issuing_country_id_countries_id_fk" FOREIGN KEY ("issuing_country_id") REFERENCES "countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_documents" ADD CONSTRAINT "player_documents_file_id_player_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "player_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_files" ADD CONSTRAINT "player_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_files" ADD CONSTRAINT "player_files_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_files" ADD CONSTRAINT "player_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_digests" ADD CONSTRAINT "reminder_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_contact_idx" ON "agreements" USING btree ("contact_id","start_date");--> statement-breakpoint
CREATE INDEX "agreements_tenant_end_idx" ON "agreements" USING btree ("tenant_id","end_date");--> statement-breakpoint
CREATE INDEX "player_documents_contact_idx" ON "player_documents" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "player_documents_expiry_idx" ON "player_documents" USING btree ("expires_on") WHERE "player_documents"."expires_on" is not null;--> statement-breakpoint
CREATE INDEX "player_files_contact_idx" ON "player_files" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "job_runs_job_started_idx" ON "job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_scheduled_day_key" ON "job_runs" USING btree ("job","for_date") WHERE "job_runs"."trigger" = 'schedule' and "job_runs"."outcome" <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_key" ON "notifications" USING btree ("user_id","dedupe_key");