CREATE TABLE "alertswiss_delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_identifier" text NOT NULL,
	"event_id" integer NOT NULL,
	"version" integer NOT NULL,
	"message_type" text,
	"languages" text[] NOT NULL,
	"state_codes" text[] NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subscribers_reached" integer DEFAULT 0 NOT NULL,
	"failure" text,
	CONSTRAINT "alertswiss_delivery_message_identifier_unique" UNIQUE("message_identifier")
);
--> statement-breakpoint
CREATE TABLE "channel_test" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"tested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tested_by" text NOT NULL,
	"state_code" text NOT NULL,
	"outcome" text NOT NULL,
	"round_trip_ms" integer,
	"detail" text,
	"alarm_id" integer,
	CONSTRAINT "channel_test_channel_check" CHECK ("channel_test"."channel" in ('SIRENS', 'ALERTSWISS', 'ICARO', 'EMAIL')),
	CONSTRAINT "channel_test_outcome_check" CHECK ("channel_test"."outcome" in ('OK', 'FAILED', 'DISABLED', 'PENDING'))
);
--> statement-breakpoint
CREATE TABLE "statistics_archive" (
	"id" serial PRIMARY KEY NOT NULL,
	"metric" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "statistics_archive_period_check" CHECK ("statistics_archive"."end_date" > "statistics_archive"."start_date")
);
--> statement-breakpoint
ALTER TABLE "alertswiss_delivery" ADD CONSTRAINT "alertswiss_delivery_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_test" ADD CONSTRAINT "channel_test_alarm_id_siren_alarm_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."siren_alarm"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alertswiss_delivery_at_idx" ON "alertswiss_delivery" USING btree ("delivered_at");--> statement-breakpoint
CREATE INDEX "channel_test_at_idx" ON "channel_test" USING btree ("tested_at");--> statement-breakpoint
CREATE INDEX "channel_test_alarm_idx" ON "channel_test" USING btree ("alarm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statistics_archive_metric_day_idx" ON "statistics_archive" USING btree ("metric","start_date");--> statement-breakpoint
CREATE INDEX "statistics_archive_start_idx" ON "statistics_archive" USING btree ("start_date");