CREATE TABLE "wakeup" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" jsonb NOT NULL,
	"state" text NOT NULL,
	"operation_mode" text NOT NULL,
	"sender_organisation_id" integer NOT NULL,
	"receiver_organisation_id" integer NOT NULL,
	"update_notification" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wakeup_state_check" CHECK ("wakeup"."state" in ('INTERSTATE_APPROVAL_PENDING', 'ACKNOWLEDGE_PENDING', 'ACKNOWLEDGED', 'CLOSED')),
	CONSTRAINT "wakeup_operation_mode_check" CHECK ("wakeup"."operation_mode" in ('LIVE', 'EXERCISE')),
	CONSTRAINT "wakeup_parties_check" CHECK ("wakeup"."sender_organisation_id" <> "wakeup"."receiver_organisation_id")
);
--> statement-breakpoint
ALTER TABLE "wakeup" ADD CONSTRAINT "wakeup_sender_organisation_id_organisation_id_fk" FOREIGN KEY ("sender_organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wakeup" ADD CONSTRAINT "wakeup_receiver_organisation_id_organisation_id_fk" FOREIGN KEY ("receiver_organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wakeup_receiver_idx" ON "wakeup" USING btree ("receiver_organisation_id","state");--> statement-breakpoint
CREATE INDEX "wakeup_sender_idx" ON "wakeup" USING btree ("sender_organisation_id","state");