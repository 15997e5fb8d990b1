ALTER TABLE "member_user" ADD COLUMN "ci_hash" text;--> statement-breakpoint
ALTER TABLE "member_user" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_user" ADD COLUMN "previous_user_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "member_user_ci_hash_uq" ON "member_user" USING btree ("ci_hash");