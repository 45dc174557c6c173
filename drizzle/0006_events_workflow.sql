CREATE TABLE "event_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "event_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"message_type" text NOT NULL,
	"event_type" text NOT NULL,
	"usual_square_kilometres" double precision NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"number" integer NOT NULL,
	"identifier" text NOT NULL,
	"operation_mode" text NOT NULL,
	"cap_msg_type" text NOT NULL,
	"state" text NOT NULL,
	"content" jsonb NOT NULL,
	"cap_xml" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL,
	CONSTRAINT "event_version_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "event_version_event_number_unique" UNIQUE("event_id","number"),
	CONSTRAINT "event_version_msg_type_check" CHECK ("event_version"."cap_msg_type" in ('Alert', 'Update', 'Cancel'))
);
--> statement-breakpoint
CREATE TABLE "municipality" (
	"bfs_number" smallint PRIMARY KEY NOT NULL,
	"name" text,
	"state_code" text NOT NULL,
	"min_e" double precision NOT NULL,
	"min_n" double precision NOT NULL,
	"max_e" double precision NOT NULL,
	"max_n" double precision NOT NULL,
	"polygons" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "approved_by" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "correction_of" integer;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "corrected_by" integer;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "false_alarm_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "correction_seconds" integer;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "published_versions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_version" ADD CONSTRAINT "event_version_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_history_event_idx" ON "event_history" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "municipality_state_idx" ON "municipality" USING btree ("state_code");--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_template_id_event_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."event_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_correction_of_event_id_fk" FOREIGN KEY ("correction_of") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_corrected_by_event_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;