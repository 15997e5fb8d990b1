CREATE TABLE "sandbox_toss_idempotency" (
	"scope" text PRIMARY KEY NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_toss_payment" (
	"payment_key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"customer_key" text NOT NULL,
	"status" text NOT NULL,
	"total_amount" bigint NOT NULL,
	"balance_amount" bigint NOT NULL,
	"tax_free_amount" bigint DEFAULT 0 NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"card_issuer_code" text,
	"card_number" text,
	"installment_plan_months" integer DEFAULT 0 NOT NULL,
	"approve_no" text,
	"last_transaction_key" text,
	"cancels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" jsonb,
	"requested_at" timestamp with time zone NOT NULL,
	"authenticated_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	CONSTRAINT "sandbox_toss_payment_balance_check" CHECK ("sandbox_toss_payment"."balance_amount" >= 0 AND "sandbox_toss_payment"."balance_amount" <= "sandbox_toss_payment"."total_amount")
);
--> statement-breakpoint
CREATE INDEX "sandbox_toss_payment_order_idx" ON "sandbox_toss_payment" USING btree ("order_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_toss_payment_approved_order_uq" ON "sandbox_toss_payment" USING btree ("order_id") WHERE "sandbox_toss_payment"."approved_at" IS NOT NULL;