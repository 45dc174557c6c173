CREATE TABLE "siren_test_confirmation" (
	"test_id" integer NOT NULL,
	"state_code" text NOT NULL,
	"mobile_sirens_checked" boolean NOT NULL,
	"acoustic_checks_done" boolean NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"confirmed_by" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siren_test_confirmation_test_id_state_code_pk" PRIMARY KEY("test_id","state_code")
);
--> statement-breakpoint
CREATE TABLE "siren_test_defect" (
	"test_id" integer NOT NULL,
	"siren_id" integer NOT NULL,
	"state_code" text NOT NULL,
	"outcome" text NOT NULL,
	"fault_code" text,
	"repair_due" date NOT NULL,
	"error_id" integer,
	CONSTRAINT "siren_test_defect_test_id_siren_id_pk" PRIMARY KEY("test_id","siren_id")
);
--> statement-breakpoint
CREATE TABLE "siren_test" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'PLANNED' NOT NULL,
	"test_date" date NOT NULL,
	"preparatory_date" date NOT NULL,
	"cantons" jsonb NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"alarm_id" integer,
	"operation_mode" text,
	"planned_by" text NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone,
	"stopped_by" text,
	"stopped_at" timestamp with time zone,
	"figures" jsonb,
	CONSTRAINT "siren_test_status_check" CHECK ("siren_test"."status" in ('PLANNED', 'RUNNING', 'DONE')),
	CONSTRAINT "siren_test_window_check" CHECK ("siren_test"."window_end" > "siren_test"."window_start")
);
--> statement-breakpoint
ALTER TABLE "siren_alarm" DROP CONSTRAINT "siren_alarm_signal_check";--> statement-breakpoint
ALTER TABLE "siren_test_confirmation" ADD CONSTRAINT "siren_test_confirmation_test_id_siren_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."siren_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siren_test_defect" ADD CONSTRAINT "siren_test_defect_test_id_siren_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."siren_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siren_test_defect" ADD CONSTRAINT "siren_test_defect_siren_id_stationary_siren_id_fk" FOREIGN KEY ("siren_id") REFERENCES "public"."stationary_siren"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siren_test_defect" ADD CONSTRAINT "siren_test_defect_error_id_pending_error_id_fk" FOREIGN KEY ("error_id") REFERENCES "public"."pending_error"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siren_test" ADD CONSTRAINT "siren_test_alarm_id_siren_alarm_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."siren_alarm"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "siren_test_one_open_idx" ON "siren_test" USING btree ("status") WHERE "siren_test"."status" in ('PLANNED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "siren_test_window_idx" ON "siren_test" USING btree ("window_start","window_end");--> statement-breakpoint
ALTER TABLE "siren_alarm" ADD CONSTRAINT "siren_alarm_signal_check" CHECK ("siren_alarm"."signal" in ('GENERAL_ALARM', 'WATER_ALARM', 'TEST_SIGNAL'));