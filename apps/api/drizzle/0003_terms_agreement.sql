CREATE TABLE "member_terms_agreement" (
	"user_seq_no" bigint NOT NULL,
	"terms_code" text NOT NULL,
	"agreed" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_terms_agreement_user_seq_no_terms_code_pk" PRIMARY KEY("user_seq_no","terms_code")
);
--> statement-breakpoint
ALTER TABLE "member_terms_agreement" ADD CONSTRAINT "member_terms_agreement_user_seq_no_member_user_user_seq_no_fk" FOREIGN KEY ("user_seq_no") REFERENCES "public"."member_user"("user_seq_no") ON DELETE cascade ON UPDATE no action;