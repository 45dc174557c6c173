CREATE TABLE "catalogue_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"texts" jsonb NOT NULL,
	"category" text,
	"pictogram" text,
	CONSTRAINT "catalogue_entry_kind_code_unique" UNIQUE("kind","code"),
	CONSTRAINT "catalogue_entry_kind_check" CHECK ("catalogue_entry"."kind" in ('eventcategory', 'eventtype', 'impact', 'behavior'))
);
--> statement-breakpoint
CREATE TABLE "global_setting" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "global_setting_single_row" CHECK ("global_setting"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "pictogram" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"media_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "pictogram_kind_code_unique" UNIQUE("kind","code"),
	CONSTRAINT "pictogram_media_type_check" CHECK ("pictogram"."media_type" in ('image/png', 'image/svg+xml'))
);
--> statement-breakpoint
CREATE TABLE "public_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label" jsonb NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "public_contact_kind_check" CHECK ("public_contact"."kind" in ('phone', 'url'))
);
