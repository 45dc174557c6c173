CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wakeup_addressee" (
	"id" serial PRIMARY KEY NOT NULL,
	"wakeup_id" integer NOT NULL,
	"person_id" integer,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failure" text,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "wakeup_addressee_channel_check" CHECK ("wakeup_addressee"."channel" in ('CONSOLE', 'EMAIL', 'SMS'))
);
--> statement-breakpoint
CREATE TABLE "wakeup_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"wakeup_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "wakeup" ADD COLUMN "message" jsonb DEFAULT '{"de":"","fr":"","it":"","en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wakeup" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "wakeup" ADD COLUMN "sent_by" text;--> statement-breakpoint
ALTER TABLE "wakeup" ADD COLUMN "called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wakeup" ADD COLUMN "acknowledged_by" text;--> statement-breakpoint
ALTER TABLE "wakeup" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wakeup" ADD COLUMN "escalations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wakeup_addressee" ADD CONSTRAINT "wakeup_addressee_wakeup_id_wakeup_id_fk" FOREIGN KEY ("wakeup_id") REFERENCES "public"."wakeup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wakeup_addressee" ADD CONSTRAINT "wakeup_addressee_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wakeup_history" ADD CONSTRAINT "wakeup_history_wakeup_id_wakeup_id_fk" FOREIGN KEY ("wakeup_id") REFERENCES "public"."wakeup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wakeup_addressee_wakeup_idx" ON "wakeup_addressee" USING btree ("wakeup_id");--> statement-breakpoint
CREATE INDEX "wakeup_history_wakeup_idx" ON "wakeup_history" USING btree ("wakeup_id");--> statement-breakpoint
ALTER TABLE "wakeup" ADD CONSTRAINT "wakeup_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;