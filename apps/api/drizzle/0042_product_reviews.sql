CREATE TABLE "beauty_profile" (
	"user_seq_no" bigint PRIMARY KEY NOT NULL,
	"skin_type" text,
	"skin_tone" text,
	"skin_concerns" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_review_helpful" (
	"review_id" bigint NOT NULL,
	"user_seq_no" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_review_helpful_review_id_user_seq_no_pk" PRIMARY KEY("review_id","user_seq_no")
);
--> statement-breakpoint
CREATE TABLE "product_review" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"user_seq_no" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"photo_urls" text[] NOT NULL,
	"photo_count" smallint DEFAULT 0 NOT NULL,
	"reviewer" text NOT NULL,
	"option_value" text,
	"skin_type" text,
	"skin_tone" text,
	"skin_concerns" text[] NOT NULL,
	"status" text DEFAULT 'VISIBLE' NOT NULL,
	"hidden_reason" text,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"points_granted" integer DEFAULT 0 NOT NULL,
	"points_reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_review_rating_check" CHECK ("product_review"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "product_review_photo_check" CHECK ("product_review"."photo_count" BETWEEN 0 AND 3),
	CONSTRAINT "product_review_status_check" CHECK ("product_review"."status" IN ('VISIBLE', 'HIDDEN')),
	CONSTRAINT "product_review_hidden_check" CHECK (("product_review"."status" = 'HIDDEN') = ("product_review"."hidden_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "review_tally" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"photo_review_count" integer DEFAULT 0 NOT NULL,
	"star1" integer DEFAULT 0 NOT NULL,
	"star2" integer DEFAULT 0 NOT NULL,
	"star3" integer DEFAULT 0 NOT NULL,
	"star4" integer DEFAULT 0 NOT NULL,
	"star5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_tally_counts_check" CHECK ("review_tally"."review_count" >= 0 AND "review_tally"."star1" >= 0 AND "review_tally"."star2" >= 0 AND "review_tally"."star3" >= 0 AND "review_tally"."star4" >= 0 AND "review_tally"."star5" >= 0 AND "review_tally"."photo_review_count" >= 0),
	CONSTRAINT "review_tally_sum_check" CHECK ("review_tally"."review_count" = "review_tally"."star1" + "review_tally"."star2" + "review_tally"."star3" + "review_tally"."star4" + "review_tally"."star5")
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "review_rating_tenths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "beauty_profile" ADD CONSTRAINT "beauty_profile_user_seq_no_member_user_user_seq_no_fk" FOREIGN KEY ("user_seq_no") REFERENCES "public"."member_user"("user_seq_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_helpful" ADD CONSTRAINT "product_review_helpful_review_id_product_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_helpful" ADD CONSTRAINT "product_review_helpful_user_seq_no_member_user_user_seq_no_fk" FOREIGN KEY ("user_seq_no") REFERENCES "public"."member_user"("user_seq_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_order_line_id_sales_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_user_seq_no_member_user_user_seq_no_fk" FOREIGN KEY ("user_seq_no") REFERENCES "public"."member_user"("user_seq_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tally" ADD CONSTRAINT "review_tally_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_review_line_uq" ON "product_review" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "product_review_product_idx" ON "product_review" USING btree ("product_id","status","photo_count","created_at");--> statement-breakpoint
CREATE INDEX "product_review_skin_idx" ON "product_review" USING btree ("product_id","skin_type","status","created_at");--> statement-breakpoint
CREATE INDEX "product_review_user_idx" ON "product_review" USING btree ("user_seq_no","created_at");--> statement-breakpoint
CREATE INDEX "product_review_desk_idx" ON "product_review" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "product_review_rating_idx" ON "product" USING btree ("review_rating_tenths" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "product_review_count_idx" ON "product" USING btree ("review_count" DESC NULLS LAST,"id");