CREATE TABLE "activation_device" (
	"activation_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"kind" text NOT NULL,
	"state_code" text NOT NULL,
	"previous_version" text,
	"target_version" text NOT NULL,
	"state" text DEFAULT 'WAITING' NOT NULL,
	"command_id" uuid,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activation_device_activation_id_device_id_pk" PRIMARY KEY("activation_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "activation" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'ACTIVATE' NOT NULL,
	"release_id" integer NOT NULL,
	"state_codes" jsonb NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"refused_reason" jsonb,
	"rollback_of" integer,
	"max_share_percent" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "activation_kind_check" CHECK ("activation"."kind" in ('ACTIVATE', 'ROLLBACK')),
	CONSTRAINT "activation_status_check" CHECK ("activation"."status" in ('SCHEDULED', 'RUNNING', 'DONE', 'REFUSED'))
);
--> statement-breakpoint
CREATE TABLE "deployment_device" (
	"deployment_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"state_code" text NOT NULL,
	"stage" integer NOT NULL,
	"state" text DEFAULT 'WAITING' NOT NULL,
	"command_id" uuid,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"fault_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployment_device_deployment_id_device_id_pk" PRIMARY KEY("deployment_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "deployment" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"selection" jsonb NOT NULL,
	"failure_threshold_percent" integer NOT NULL,
	"max_share_percent" integer NOT NULL,
	"current_stage" integer DEFAULT 0 NOT NULL,
	"halt_reason" jsonb,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "deployment_status_check" CHECK ("deployment"."status" in ('RUNNING', 'HALTED', 'DONE', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "firmware_release" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_kind" text NOT NULL,
	"version" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_by" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "firmware_release_kind_version_unique" UNIQUE("device_kind","version"),
	CONSTRAINT "firmware_release_kind_check" CHECK ("firmware_release"."device_kind" in ('FGP', 'KGP', 'KSP')),
	CONSTRAINT "firmware_release_status_check" CHECK ("firmware_release"."status" in ('AVAILABLE', 'WITHDRAWN'))
);
--> statement-breakpoint
ALTER TABLE "activation_device" ADD CONSTRAINT "activation_device_activation_id_activation_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."activation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation" ADD CONSTRAINT "activation_release_id_firmware_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."firmware_release"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_device" ADD CONSTRAINT "deployment_device_deployment_id_deployment_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment" ADD CONSTRAINT "deployment_release_id_firmware_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."firmware_release"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activation_device_state_idx" ON "activation_device" USING btree ("activation_id","state");--> statement-breakpoint
CREATE INDEX "deployment_device_stage_idx" ON "deployment_device" USING btree ("deployment_id","stage","state");--> statement-breakpoint
CREATE INDEX "deployment_device_device_idx" ON "deployment_device" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "deployment_release_idx" ON "deployment" USING btree ("release_id");