CREATE TABLE "dam_state" (
	"dam_id" integer NOT NULL,
	"operation_mode" text NOT NULL,
	"locked" boolean DEFAULT true NOT NULL,
	"reason" text,
	"changed_by" text,
	"changed_at" timestamp with time zone,
	"last_alarm_id" integer,
	CONSTRAINT "dam_state_dam_id_operation_mode_pk" PRIMARY KEY("dam_id","operation_mode"),
	CONSTRAINT "dam_state_mode_check" CHECK ("dam_state"."operation_mode" in ('LIVE', 'EXERCISE'))
);
--> statement-breakpoint
CREATE TABLE "dam" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"near_zone_group_id" integer,
	CONSTRAINT "dam_location_id_unique" UNIQUE("location_id")
);
--> statement-breakpoint
ALTER TABLE "dam_state" ADD CONSTRAINT "dam_state_dam_id_dam_id_fk" FOREIGN KEY ("dam_id") REFERENCES "public"."dam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dam_state" ADD CONSTRAINT "dam_state_last_alarm_id_siren_alarm_id_fk" FOREIGN KEY ("last_alarm_id") REFERENCES "public"."siren_alarm"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dam" ADD CONSTRAINT "dam_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dam" ADD CONSTRAINT "dam_near_zone_group_id_siren_group_id_fk" FOREIGN KEY ("near_zone_group_id") REFERENCES "public"."siren_group"("id") ON DELETE set null ON UPDATE no action;