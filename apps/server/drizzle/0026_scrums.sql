CREATE TABLE "scrum_audit_components" (
	"audit_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	CONSTRAINT "scrum_audit_components_audit_id_component_id_pk" PRIMARY KEY("audit_id","component_id")
);
--> statement-breakpoint
CREATE TABLE "scrum_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"developer_id" integer NOT NULL,
	"auditor_id" integer,
	"date" date NOT NULL,
	"period_from" date,
	"period_to" date,
	"rating" integer NOT NULL,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrum_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrum_findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"audit_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"severity" text NOT NULL,
	"text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrum_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"audit_id" integer NOT NULL,
	"text" text NOT NULL,
	"owner_id" integer,
	"due_date" date,
	"done" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scrum_audit_components" ADD CONSTRAINT "scrum_audit_components_audit_id_scrum_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."scrum_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_audit_components" ADD CONSTRAINT "scrum_audit_components_component_id_scrum_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."scrum_components"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_audits" ADD CONSTRAINT "scrum_audits_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_audits" ADD CONSTRAINT "scrum_audits_auditor_id_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_audits" ADD CONSTRAINT "scrum_audits_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_findings" ADD CONSTRAINT "scrum_findings_audit_id_scrum_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."scrum_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_findings" ADD CONSTRAINT "scrum_findings_component_id_scrum_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."scrum_components"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_follow_ups" ADD CONSTRAINT "scrum_follow_ups_audit_id_scrum_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."scrum_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_follow_ups" ADD CONSTRAINT "scrum_follow_ups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrum_audit_components_component_idx" ON "scrum_audit_components" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "scrum_audits_developer_idx" ON "scrum_audits" USING btree ("developer_id","date");--> statement-breakpoint
CREATE INDEX "scrum_audits_date_idx" ON "scrum_audits" USING btree ("date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "scrum_components_name_uq" ON "scrum_components" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "scrum_components_status_idx" ON "scrum_components" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "scrum_findings_audit_idx" ON "scrum_findings" USING btree ("audit_id","position");--> statement-breakpoint
CREATE INDEX "scrum_follow_ups_audit_idx" ON "scrum_follow_ups" USING btree ("audit_id","position");--> statement-breakpoint
CREATE INDEX "scrum_follow_ups_owner_idx" ON "scrum_follow_ups" USING btree ("owner_id") WHERE NOT "scrum_follow_ups"."done";