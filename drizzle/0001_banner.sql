CREATE TABLE "banner_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"banner_id" integer NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"message" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"url" jsonb NOT NULL,
	"primary_language" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"url" jsonb NOT NULL,
	"primary_language" text NOT NULL,
	"state" text DEFAULT 'NOT_ACTIVE' NOT NULL,
	"action" text,
	"edited" boolean DEFAULT false NOT NULL,
	"published" jsonb,
	"publication_type" text,
	"publication_time" timestamp with time zone,
	"last_publication_time" timestamp with time zone,
	"last_change_time" timestamp with time zone,
	"last_changed_by" text
);
--> statement-breakpoint
ALTER TABLE "banner_log" ADD CONSTRAINT "banner_log_banner_id_banner_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_log_timestamp_idx" ON "banner_log" USING btree ("timestamp");