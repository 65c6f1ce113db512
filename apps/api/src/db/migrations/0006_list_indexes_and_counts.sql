CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "clubs_tenant_name_idx";--> statement-breakpoint
DROP INDEX "clubs_tenant_created_at_idx";--> statement-breakpoint
DROP INDEX "contacts_tenant_player_name_idx";--> statement-breakpoint
DROP INDEX "contacts_tenant_player_created_idx";--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "list_counts_list_tenant_idx" ON "list_counts" USING btree ("list","tenant_id");--> statement-breakpoint
CREATE INDEX "clubs_listed_name_idx" ON "clubs" USING btree ("tenant_id","name_sort","id") WHERE "clubs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clubs_listed_created_at_idx" ON "clubs" USING btree ("tenant_id","created_at","id") WHERE "clubs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_listed_name_idx" ON "contacts" USING btree ("tenant_id","is_player","name_sort","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_listed_height_idx" ON "contacts" USING btree ("tenant_id","is_player","height","name_sort","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_listed_weight_idx" ON "contacts" USING btree ("tenant_id","is_player","weight","name_sort","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_listed_birth_idx" ON "contacts" USING btree ("tenant_id","is_player","date_of_birth","name_sort","id") WHERE "contacts"."deleted_at" is null;