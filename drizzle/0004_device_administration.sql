CREATE TABLE "siren_alarm" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer,
	"operation_mode" text NOT NULL,
	"signal" text NOT NULL,
	"state_codes" text[] NOT NULL,
	"siren_count" integer NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "siren_alarm_operation_mode_check" CHECK ("siren_alarm"."operation_mode" in ('LIVE', 'EXERCISE')),
	CONSTRAINT "siren_alarm_signal_check" CHECK ("siren_alarm"."signal" in ('GENERAL_ALARM', 'WATER_ALARM')),
	CONSTRAINT "siren_alarm_siren_count_check" CHECK ("siren_alarm"."siren_count" >= 0),
	CONSTRAINT "siren_alarm_window_check" CHECK ("siren_alarm"."ends_at" > "siren_alarm"."started_at")
);
--> statement-breakpoint
CREATE TABLE "device_administration" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_component_id" integer,
	"control_component_id" integer,
	"communication_component_id" integer,
	"out_of_service" boolean DEFAULT false NOT NULL,
	"out_of_service_reason" text,
	"out_of_service_since" timestamp with time zone,
	"admin_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_administration_field_component_id_unique" UNIQUE("field_component_id"),
	CONSTRAINT "device_administration_control_component_id_unique" UNIQUE("control_component_id"),
	CONSTRAINT "device_administration_communication_component_id_unique" UNIQUE("communication_component_id"),
	CONSTRAINT "device_administration_one_device" CHECK (num_nonnulls("device_administration"."field_component_id", "device_administration"."control_component_id", "device_administration"."communication_component_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "siren_alarm" ADD CONSTRAINT "siren_alarm_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_administration" ADD CONSTRAINT "device_administration_field_component_id_field_component_id_fk" FOREIGN KEY ("field_component_id") REFERENCES "public"."field_component"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_administration" ADD CONSTRAINT "device_administration_control_component_id_control_component_id_fk" FOREIGN KEY ("control_component_id") REFERENCES "public"."control_component"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_administration" ADD CONSTRAINT "device_administration_communication_component_id_communication_component_id_fk" FOREIGN KEY ("communication_component_id") REFERENCES "public"."communication_component"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "siren_alarm_ends_at_idx" ON "siren_alarm" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "siren_alarm_state_codes_idx" ON "siren_alarm" USING gin ("state_codes");