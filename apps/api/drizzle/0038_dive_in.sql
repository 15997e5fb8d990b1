CREATE TABLE "dive_in_product" (
	"dive_in_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"exposure_end_at" timestamp with time zone,
	CONSTRAINT "dive_in_product_dive_in_id_position_pk" PRIMARY KEY("dive_in_id","position")
);
--> statement-breakpoint
CREATE TABLE "dive_in_tag" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_in_view" (
	"dive_in_id" bigint NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "dive_in_view_dive_in_id_day_viewer_pk" PRIMARY KEY("dive_in_id","day","viewer")
);
--> statement-breakpoint
CREATE TABLE "dive_in" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_user_seq_no" bigint,
	"tag_code" text NOT NULL,
	"content" jsonb NOT NULL,
	"video_url" text NOT NULL,
	"poster_url" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"status" text NOT NULL,
	"view_count" bigint DEFAULT 0 NOT NULL,
	"exposure_start_at" timestamp with time zone,
	"exposure_end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "dive_in_status_check" CHECK ("dive_in"."status" IN ('PENDING', 'APPROVED', 'REJECTED', 'HIDDEN')),
	CONSTRAINT "dive_in_media_check" CHECK ("dive_in"."video_url" LIKE '/media/%' AND "dive_in"."poster_url" LIKE '/media/%'),
	CONSTRAINT "dive_in_view_count_check" CHECK ("dive_in"."view_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dive_in_product" ADD CONSTRAINT "dive_in_product_dive_in_id_dive_in_id_fk" FOREIGN KEY ("dive_in_id") REFERENCES "public"."dive_in"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_in_product" ADD CONSTRAINT "dive_in_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_in_view" ADD CONSTRAINT "dive_in_view_dive_in_id_dive_in_id_fk" FOREIGN KEY ("dive_in_id") REFERENCES "public"."dive_in"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_in" ADD CONSTRAINT "dive_in_owner_user_seq_no_member_user_user_seq_no_fk" FOREIGN KEY ("owner_user_seq_no") REFERENCES "public"."member_user"("user_seq_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_in" ADD CONSTRAINT "dive_in_tag_code_dive_in_tag_code_fk" FOREIGN KEY ("tag_code") REFERENCES "public"."dive_in_tag"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dive_in_product_product_idx" ON "dive_in_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "dive_in_view_day_idx" ON "dive_in_view" USING btree ("day");--> statement-breakpoint
CREATE INDEX "dive_in_feed_idx" ON "dive_in" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "dive_in"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "dive_in_owner_idx" ON "dive_in" USING btree ("owner_user_seq_no","created_at" DESC NULLS LAST);