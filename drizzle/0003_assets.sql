CREATE TABLE "communication_component" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	"role" text NOT NULL,
	"host_name" text NOT NULL,
	"firmware" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communication_component_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "control_component_channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"last_contact_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_component_operation" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"operator" text NOT NULL,
	"contact_phone" text,
	"valid_from" date NOT NULL,
	"remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_component" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	"kind" text NOT NULL,
	"firmware" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "control_component_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "field_component_channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"last_contact_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_component_operation" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"operator" text NOT NULL,
	"contact_phone" text,
	"valid_from" date NOT NULL,
	"remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_component" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"siren_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"firmware" text NOT NULL,
	"radio_address" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_component_code_unique" UNIQUE("code"),
	CONSTRAINT "field_component_siren_id_unique" UNIQUE("siren_id")
);
--> statement-breakpoint
CREATE TABLE "location" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"state_code" text NOT NULL,
	"municipality" text NOT NULL,
	"address" text,
	"east" double precision NOT NULL,
	"north" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_siren" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"state_code" text NOT NULL,
	"home_base" text NOT NULL,
	"carrier" text NOT NULL,
	"model_id" integer NOT NULL,
	"operational_state" text NOT NULL,
	"commissioned_on" date NOT NULL,
	"remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_siren_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "siren_group_member" (
	"group_id" integer NOT NULL,
	"siren_id" integer NOT NULL,
	CONSTRAINT "siren_group_member_group_id_siren_id_pk" PRIMARY KEY("group_id","siren_id")
);
--> statement-breakpoint
CREATE TABLE "siren_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	"purpose" text NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siren_model" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer" text NOT NULL,
	"name" text NOT NULL,
	"drive" text NOT NULL,
	"sound_power_db" integer NOT NULL,
	"range_metres" integer NOT NULL,
	"battery_backup" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siren_operation" (
	"id" serial PRIMARY KEY NOT NULL,
	"siren_id" integer NOT NULL,
	"operator" text NOT NULL,
	"contact_phone" text,
	"valid_from" date NOT NULL,
	"remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stationary_siren" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	"municipality" text NOT NULL,
	"east" double precision NOT NULL,
	"north" double precision NOT NULL,
	"model_id" integer NOT NULL,
	"operational_state" text NOT NULL,
	"water_alarm" boolean DEFAULT false NOT NULL,
	"commissioned_on" date NOT NULL,
	"remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stationary_siren_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"topic" text NOT NULL,
	"channel" text NOT NULL,
	"state_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "control_component_channel" ADD CONSTRAINT "control_component_channel_component_id_control_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."control_component"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_component_operation" ADD CONSTRAINT "control_component_operation_component_id_control_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."control_component"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_component_channel" ADD CONSTRAINT "field_component_channel_component_id_field_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."field_component"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_component_operation" ADD CONSTRAINT "field_component_operation_component_id_field_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."field_component"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_component" ADD CONSTRAINT "field_component_siren_id_stationary_siren_id_fk" FOREIGN KEY ("siren_id") REFERENCES "public"."stationary_siren"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_siren" ADD CONSTRAINT "mobile_siren_model_id_siren_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."siren_model"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siren_group_member" ADD CONSTRAINT "siren_group_member_group_id_siren_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."siren_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siren_group_member" ADD CONSTRAINT "siren_group_member_siren_id_stationary_siren_id_fk" FOREIGN KEY ("siren_id") REFERENCES "public"."stationary_siren"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siren_operation" ADD CONSTRAINT "siren_operation_siren_id_stationary_siren_id_fk" FOREIGN KEY ("siren_id") REFERENCES "public"."stationary_siren"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stationary_siren" ADD CONSTRAINT "stationary_siren_model_id_siren_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."siren_model"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "control_component_channel_component_idx" ON "control_component_channel" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "control_component_operation_component_idx" ON "control_component_operation" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "control_component_state_idx" ON "control_component" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "field_component_channel_component_idx" ON "field_component_channel" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "field_component_operation_component_idx" ON "field_component_operation" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "field_component_siren_idx" ON "field_component" USING btree ("siren_id");--> statement-breakpoint
CREATE INDEX "location_state_idx" ON "location" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "mobile_siren_state_idx" ON "mobile_siren" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "siren_group_member_siren_idx" ON "siren_group_member" USING btree ("siren_id");--> statement-breakpoint
CREATE INDEX "siren_group_state_idx" ON "siren_group" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "siren_operation_siren_idx" ON "siren_operation" USING btree ("siren_id");--> statement-breakpoint
CREATE INDEX "stationary_siren_state_idx" ON "stationary_siren" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "stationary_siren_model_idx" ON "stationary_siren" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "subscription_person_idx" ON "subscription" USING btree ("person_id");