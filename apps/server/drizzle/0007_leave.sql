CREATE TABLE "leave_allowances" (
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"allowance" double precision,
	"carried_over" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_allowances_user_id_type_id_year_pk" PRIMARY KEY("user_id","type_id","year")
);
--> statement-breakpoint
CREATE TABLE "leave_approvers" (
	"department_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "leave_approvers_department_id_user_id_pk" PRIMARY KEY("department_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "leave_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"half_start" boolean DEFAULT false NOT NULL,
	"half_end" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"document_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"days" double precision NOT NULL,
	"days_by_year" jsonb NOT NULL,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"review_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"allowance" double precision DEFAULT 0 NOT NULL,
	"deducts" boolean DEFAULT true NOT NULL,
	"document_required" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "leave_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "leave_allowances" ADD CONSTRAINT "leave_allowances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_allowances" ADD CONSTRAINT "leave_allowances_type_id_leave_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."leave_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approvers" ADD CONSTRAINT "leave_approvers_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approvers" ADD CONSTRAINT "leave_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_cancellations" ADD CONSTRAINT "leave_cancellations_request_id_leave_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_cancellations" ADD CONSTRAINT "leave_cancellations_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_type_id_leave_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."leave_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_document_id_stored_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_approvers_user_idx" ON "leave_approvers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leave_cancellations_request_idx" ON "leave_cancellations" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "leave_requests_user_idx" ON "leave_requests" USING btree ("user_id","from");--> statement-breakpoint
CREATE INDEX "leave_requests_span_idx" ON "leave_requests" USING gist (daterange("from", "to", '[]'));--> statement-breakpoint
CREATE INDEX "leave_requests_pending_idx" ON "leave_requests" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
INSERT INTO "leave_types" ("name", "color", "allowance", "deducts", "document_required", "position") VALUES
  ('Annual leave', '#2e7d32', 25, true, false, 1),
  ('Sick leave', '#c62828', 0, false, true, 2),
  ('Unpaid leave', '#757575', 0, false, false, 3),
  ('Training leave', '#1565c0', 5, true, false, 4);
