CREATE TABLE "pending_error" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_kind" text NOT NULL,
	"severity" text NOT NULL,
	"state_code" text,
	"component_ref" text NOT NULL,
	"component_name" text NOT NULL,
	"message_key" text,
	"message_params" jsonb,
	"message_text" text,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "pending_error_kind_check" CHECK ("pending_error"."component_kind" in ('POLYALERT', 'NETWORK')),
	CONSTRAINT "pending_error_severity_check" CHECK ("pending_error"."severity" in ('ERROR', 'WARNING')),
	CONSTRAINT "pending_error_state_check" CHECK (("pending_error"."component_kind" = 'POLYALERT') = ("pending_error"."state_code" is null)),
	CONSTRAINT "pending_error_message_check" CHECK (num_nonnulls("pending_error"."message_key", "pending_error"."message_text") >= 1),
	CONSTRAINT "pending_error_resolved_check" CHECK ("pending_error"."resolved_at" is null or "pending_error"."resolved_at" >= "pending_error"."raised_at")
);
--> statement-breakpoint
CREATE INDEX "pending_error_pending_idx" ON "pending_error" USING btree ("component_kind","state_code","severity") WHERE "pending_error"."resolved_at" is null;