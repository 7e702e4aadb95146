CREATE TABLE "bug_report_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bug_report_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bug_report_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bug_report_folders_kind_ck" CHECK ("bug_report_folders"."kind" IN ('bug', 'feature'))
);
--> statement-breakpoint
CREATE TABLE "bug_report_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"position" integer DEFAULT 0 NOT NULL,
	"closing" boolean DEFAULT false NOT NULL,
	"level" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bug_report_lookups_kind_ck" CHECK ("bug_report_lookups"."kind" IN ('bug', 'feature'))
);
--> statement-breakpoint
CREATE TABLE "bug_report_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bug_report_watchers" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "bug_report_watchers_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority_id" integer,
	"status_id" integer NOT NULL,
	"component_id" integer,
	"department_id" integer,
	"folder_id" integer,
	"reporter_id" integer,
	"assignee_id" integer,
	"conversation_kind" text,
	"conversation_id" integer,
	"closed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bug_reports_kind_ck" CHECK ("bug_reports"."kind" IN ('bug', 'feature'))
);
--> statement-breakpoint
ALTER TABLE "bug_report_comments" ADD CONSTRAINT "bug_report_comments_report_id_bug_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."bug_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_report_comments" ADD CONSTRAINT "bug_report_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_report_files" ADD CONSTRAINT "bug_report_files_report_id_bug_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."bug_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_report_files" ADD CONSTRAINT "bug_report_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_report_notes" ADD CONSTRAINT "bug_report_notes_report_id_bug_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."bug_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_report_notes" ADD CONSTRAINT "bug_report_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_report_watchers" ADD CONSTRAINT "bug_report_watchers_report_id_bug_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."bug_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_report_watchers" ADD CONSTRAINT "bug_report_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_priority_id_bug_report_lookups_id_fk" FOREIGN KEY ("priority_id") REFERENCES "public"."bug_report_lookups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_status_id_bug_report_lookups_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."bug_report_lookups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_component_id_bug_report_lookups_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."bug_report_lookups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_department_id_bug_report_lookups_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."bug_report_lookups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_folder_id_bug_report_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."bug_report_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bug_report_comments_report_idx" ON "bug_report_comments" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "bug_report_files_report_idx" ON "bug_report_files" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bug_report_files_file_uq" ON "bug_report_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bug_report_folders_name_uq" ON "bug_report_folders" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "bug_report_lookups_name_uq" ON "bug_report_lookups" USING btree ("kind","type",lower("name"));--> statement-breakpoint
CREATE INDEX "bug_report_notes_report_idx" ON "bug_report_notes" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "bug_report_watchers_user_idx" ON "bug_report_watchers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bug_reports_live_idx" ON "bug_reports" USING btree ("kind","created_at","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "bug_reports_closed_idx" ON "bug_reports" USING btree ("kind","closed_at") WHERE closed_at IS NOT NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "bug_reports_deleted_idx" ON "bug_reports" USING btree ("deleted_at") WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bug_reports_status_idx" ON "bug_reports" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "bug_reports_priority_idx" ON "bug_reports" USING btree ("priority_id");--> statement-breakpoint
CREATE INDEX "bug_reports_component_idx" ON "bug_reports" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "bug_reports_department_idx" ON "bug_reports" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "bug_reports_folder_idx" ON "bug_reports" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "bug_reports_reporter_idx" ON "bug_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "bug_reports_assignee_idx" ON "bug_reports" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "bug_reports_conversation_idx" ON "bug_reports" USING btree ("conversation_kind","conversation_id") WHERE conversation_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bug_reports_title_trgm_idx" ON "bug_reports" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bug_reports_description_trgm_idx" ON "bug_reports" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
-- The tracker's starting lookups, for both kinds (docs/tracker.md "Lookups"): the spec's priorities, the
-- usual statuses (the closing ones send a report to the archive), a few components and departments.
INSERT INTO "bug_report_lookups" ("kind", "type", "name", "color", "position", "closing", "level")
SELECT k.kind, v.type, v.name, v.color, v.position, v.closing, v.level
FROM (VALUES ('bug'), ('feature')) AS k(kind)
CROSS JOIN (VALUES
  ('priority', 'Low', '#78909c', 0, false, 'low'),
  ('priority', 'Normal', '#42a5f5', 1, false, 'normal'),
  ('priority', 'Medium', '#ffb300', 2, false, 'medium'),
  ('priority', 'High', '#fb8c00', 3, false, 'high'),
  ('priority', 'Critical', '#e53935', 4, false, 'critical'),
  ('component', 'Web app', NULL, 0, false, NULL),
  ('component', 'Server', NULL, 1, false, NULL),
  ('component', 'Integrations', NULL, 2, false, NULL),
  ('department', 'Support', NULL, 0, false, NULL),
  ('department', 'Development', NULL, 1, false, NULL),
  ('department', 'Operations', NULL, 2, false, NULL)
) AS v(type, name, color, position, closing, level);
--> statement-breakpoint
INSERT INTO "bug_report_lookups" ("kind", "type", "name", "color", "position", "closing") VALUES
  ('bug', 'status', 'Open', '#42a5f5', 0, false),
  ('bug', 'status', 'In progress', '#ffb300', 1, false),
  ('bug', 'status', 'Fixed', '#43a047', 2, true),
  ('bug', 'status', 'Won''t fix', '#78909c', 3, true),
  ('bug', 'status', 'Duplicate', '#8d6e63', 4, true),
  ('feature', 'status', 'Open', '#42a5f5', 0, false),
  ('feature', 'status', 'Planned', '#7e57c2', 1, false),
  ('feature', 'status', 'In progress', '#ffb300', 2, false),
  ('feature', 'status', 'Done', '#43a047', 3, true),
  ('feature', 'status', 'Declined', '#78909c', 4, true);
