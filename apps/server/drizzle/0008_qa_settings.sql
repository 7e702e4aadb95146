CREATE TABLE "qa_score_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" smallint NOT NULL,
	"color" text NOT NULL,
	"shortcut" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_score_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" smallint DEFAULT 1 NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "qa_score_grades_name_uq" ON "qa_score_grades" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "qa_score_types_name_uq" ON "qa_score_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "qa_tags_name_uq" ON "qa_tags" USING btree (lower("name"));