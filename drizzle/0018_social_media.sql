CREATE TABLE "social_account" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"account_name" text NOT NULL,
	"character_limit" integer DEFAULT 280 NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_account_single_check" CHECK ("social_account"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "social_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_identifier" text NOT NULL,
	"event_id" integer NOT NULL,
	"version" integer NOT NULL,
	"account_name" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"link" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	"failure" text,
	CONSTRAINT "social_post_message_identifier_unique" UNIQUE("message_identifier"),
	CONSTRAINT "social_post_state_check" CHECK ("social_post"."state" in ('PENDING', 'SENDING', 'POSTED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "social_post" ADD CONSTRAINT "social_post_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_post_created_idx" ON "social_post" USING btree ("created_at");