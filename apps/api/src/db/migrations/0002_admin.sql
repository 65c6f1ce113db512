CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_sort" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "surname_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "posts_title_sort_idx" ON "posts" USING btree ("title_sort");--> statement-breakpoint
CREATE INDEX "posts_author_id_idx" ON "posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name_sort","surname_sort");--> statement-breakpoint
CREATE INDEX "users_surname_sort_idx" ON "users" USING btree ("surname_sort","name_sort");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- Backfill of the user sort keys for existing accounts. The API writes them as sortKey() of name and
-- surname from now on; this approximates that in SQL, as 0001 did for search_key (no unaccent in PGlite).
UPDATE "users" SET
	"name_sort" = trim(lower(translate(
		replace(replace(replace(replace(replace("name", 'Æ', 'ae'), 'æ', 'ae'), 'ß', 'ss'), 'Ø', 'o'), 'ø', 'o'),
		'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ',
		'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy'
	))),
	"surname_sort" = trim(lower(translate(
		replace(replace(replace(replace(replace("surname", 'Æ', 'ae'), 'æ', 'ae'), 'ß', 'ss'), 'Ø', 'o'), 'ø', 'o'),
		'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ',
		'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy'
	)));
