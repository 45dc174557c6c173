CREATE TABLE "event" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'PREPARATION' NOT NULL,
	"message_type" text,
	"operation_mode" text NOT NULL,
	"affected_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"title" jsonb NOT NULL,
	"primary_language" text NOT NULL,
	"owning_organisation_id" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "event_message_type_check" CHECK ("event"."message_type" in ('ALARM', 'WARNING', 'INFORMATION', 'TEST')),
	CONSTRAINT "event_operation_mode_check" CHECK ("event"."operation_mode" in ('LIVE', 'EXERCISE')),
	CONSTRAINT "event_primary_language_check" CHECK ("event"."primary_language" in ('de', 'fr', 'it', 'en'))
);
--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_owning_organisation_id_organisation_id_fk" FOREIGN KEY ("owning_organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_state_idx" ON "event" USING btree ("state");--> statement-breakpoint
CREATE INDEX "event_affected_states_idx" ON "event" USING gin ("affected_states");--> statement-breakpoint
CREATE INDEX "event_owning_organisation_idx" ON "event" USING btree ("owning_organisation_id");