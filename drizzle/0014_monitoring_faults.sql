CREATE TABLE "error_protocol" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"error_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"component_kind" text NOT NULL,
	"severity" text NOT NULL,
	"state_code" text,
	"component_ref" text NOT NULL,
	"fault_code" text,
	"message_key" text,
	"message_text" text,
	"occurrences" integer NOT NULL,
	"user_name" text,
	"comment" text,
	CONSTRAINT "error_protocol_action_check" CHECK ("error_protocol"."action" in ('RAISED', 'ACKNOWLEDGED', 'CLEARED'))
);
--> statement-breakpoint
CREATE TABLE "installation_protocol" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"device_id" text NOT NULL,
	"device_kind" text NOT NULL,
	"state_code" text,
	"previous_version" text,
	"version" text,
	"user_name" text NOT NULL,
	"note" text,
	CONSTRAINT "installation_protocol_action_check" CHECK ("installation_protocol"."action" in ('COMMISSIONED', 'REPLACED', 'FIRMWARE_CHANGED'))
);
--> statement-breakpoint
ALTER TABLE "pending_error" DROP CONSTRAINT "pending_error_state_check";--> statement-breakpoint
ALTER TABLE "pending_error" ADD COLUMN "fault_code" text;--> statement-breakpoint
ALTER TABLE "pending_error" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_error" ADD COLUMN "occurrences" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_error" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_error" ADD COLUMN "acknowledged_by" text;--> statement-breakpoint
ALTER TABLE "pending_error" ADD COLUMN "acknowledge_comment" text;--> statement-breakpoint
ALTER TABLE "error_protocol" ADD CONSTRAINT "error_protocol_error_id_pending_error_id_fk" FOREIGN KEY ("error_id") REFERENCES "public"."pending_error"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_protocol_kind_at_idx" ON "error_protocol" USING btree ("component_kind","at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "error_protocol_error_idx" ON "error_protocol" USING btree ("error_id");--> statement-breakpoint
CREATE INDEX "installation_protocol_at_idx" ON "installation_protocol" USING btree ("at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "installation_protocol_device_idx" ON "installation_protocol" USING btree ("device_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_error_open_fault_idx" ON "pending_error" USING btree ("component_ref","fault_code") WHERE "pending_error"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "pending_error" ADD CONSTRAINT "pending_error_occurrences_check" CHECK ("pending_error"."occurrences" >= 1);--> statement-breakpoint
ALTER TABLE "pending_error" ADD CONSTRAINT "pending_error_acknowledged_check" CHECK (num_nonnulls("pending_error"."acknowledged_at", "pending_error"."acknowledged_by", "pending_error"."acknowledge_comment") in (0, 3));