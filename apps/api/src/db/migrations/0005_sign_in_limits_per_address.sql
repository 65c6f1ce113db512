-- D14 now counts failures per (e-mail, address). Attempts already recorded keep counting for their
-- address; those of an account get its e-mail, those of an unknown e-mail (never stored) an empty one.
ALTER TABLE "login_attempts" ADD COLUMN "email" text;--> statement-breakpoint
UPDATE "login_attempts" SET "email" = coalesce((SELECT lower("users"."email") FROM "users" WHERE "users"."id" = "login_attempts"."user_id"), '');--> statement-breakpoint
ALTER TABLE "login_attempts" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempts_email_ip_occurred_at_idx" ON "login_attempts" USING btree ("email","ip","occurred_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";
