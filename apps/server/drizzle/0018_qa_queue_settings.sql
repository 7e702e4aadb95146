CREATE TABLE "qa_queue_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"departments" text[] DEFAULT '{}' NOT NULL,
	"order" text DEFAULT 'oldest' NOT NULL,
	"lease_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_queue_settings_one_row" CHECK ("qa_queue_settings"."id" = 1)
);
