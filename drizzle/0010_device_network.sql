CREATE TABLE "device_report" (
	"device_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"command_id" uuid,
	"operation_mode" text NOT NULL,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"bearer" text NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_report_device_id_seq_pk" PRIMARY KEY("device_id","seq")
);
--> statement-breakpoint
CREATE TABLE "device_status" (
	"device_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"last_seq" bigint NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" text,
	"mains" boolean,
	"battery_percent" integer,
	"bearer" text,
	"fault_code" text
);
--> statement-breakpoint
CREATE TABLE "scheduled_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siren_alarm_result" (
	"alarm_id" integer NOT NULL,
	"siren_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"state_code" text NOT NULL,
	"command_id" uuid NOT NULL,
	"state" text NOT NULL,
	"fault_code" text,
	"bearer" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"horn" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siren_alarm_result_alarm_id_siren_id_pk" PRIMARY KEY("alarm_id","siren_id"),
	CONSTRAINT "siren_alarm_result_command_id_unique" UNIQUE("command_id"),
	CONSTRAINT "siren_alarm_result_state_check" CHECK ("siren_alarm_result"."state" in ('COMMANDED', 'ACKNOWLEDGED', 'SOUNDING', 'FINISHED', 'FAILED', 'NO_ANSWER', 'SKIPPED'))
);
--> statement-breakpoint
ALTER TABLE "siren_alarm" ADD COLUMN "target" jsonb;--> statement-breakpoint
ALTER TABLE "siren_alarm" ADD COLUMN "status" text DEFAULT 'RUNNING' NOT NULL;--> statement-breakpoint
ALTER TABLE "siren_alarm" ADD COLUMN "stopped_by" text;--> statement-breakpoint
ALTER TABLE "siren_alarm" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "siren_alarm" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "siren_alarm" ADD COLUMN "repeat_of" integer;--> statement-breakpoint
UPDATE "siren_alarm" SET "status" = 'FINISHED', "finished_at" = "ends_at";--> statement-breakpoint
ALTER TABLE "siren_alarm_result" ADD CONSTRAINT "siren_alarm_result_alarm_id_siren_alarm_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."siren_alarm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siren_alarm_result" ADD CONSTRAINT "siren_alarm_result_siren_id_stationary_siren_id_fk" FOREIGN KEY ("siren_id") REFERENCES "public"."stationary_siren"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_report_command_idx" ON "device_report" USING btree ("command_id");--> statement-breakpoint
CREATE INDEX "device_report_received_idx" ON "device_report" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "scheduled_job_run_at_idx" ON "scheduled_job" USING btree ("run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_job_singleton_idx" ON "scheduled_job" USING btree ("singleton_key");--> statement-breakpoint
CREATE INDEX "siren_alarm_result_open_idx" ON "siren_alarm_result" USING btree ("alarm_id","state") WHERE "siren_alarm_result"."state" in ('COMMANDED', 'ACKNOWLEDGED', 'SOUNDING');--> statement-breakpoint
CREATE INDEX "siren_alarm_running_idx" ON "siren_alarm" USING btree ("id") WHERE "siren_alarm"."status" = 'RUNNING';--> statement-breakpoint
ALTER TABLE "siren_alarm" ADD CONSTRAINT "siren_alarm_status_check" CHECK ("siren_alarm"."status" in ('RUNNING', 'FINISHED', 'STOPPED'));