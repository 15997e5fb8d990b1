ALTER TABLE "social_login_state" ADD COLUMN "nonce" text;--> statement-breakpoint
ALTER TABLE "social_login_state" ADD COLUMN "callback" jsonb;--> statement-breakpoint
ALTER TABLE "social_pending_profile" ADD COLUMN "family_name" text;--> statement-breakpoint
ALTER TABLE "social_pending_profile" ADD COLUMN "given_name" text;