CREATE TABLE "database_databases" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"department_id" integer,
	"created_by" integer,
	"sync_state" text,
	"sync_checked_at" timestamp with time zone,
	"sync_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "database_user_grants" (
	"user_id" integer NOT NULL,
	"database_id" integer NOT NULL,
	"privilege" text NOT NULL,
	CONSTRAINT "database_user_grants_user_id_database_id_pk" PRIMARY KEY("user_id","database_id")
);
--> statement-breakpoint
CREATE TABLE "database_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hosts" jsonb NOT NULL,
	"department_id" integer,
	"created_by" integer,
	"sync_state" text,
	"sync_checked_at" timestamp with time zone,
	"sync_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "database_databases" ADD CONSTRAINT "database_databases_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "database_databases" ADD CONSTRAINT "database_databases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "database_user_grants" ADD CONSTRAINT "database_user_grants_user_id_database_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."database_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "database_user_grants" ADD CONSTRAINT "database_user_grants_database_id_database_databases_id_fk" FOREIGN KEY ("database_id") REFERENCES "public"."database_databases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "database_users" ADD CONSTRAINT "database_users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "database_users" ADD CONSTRAINT "database_users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "database_databases_name_key" ON "database_databases" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "database_user_grants_database_idx" ON "database_user_grants" USING btree ("database_id");--> statement-breakpoint
CREATE UNIQUE INDEX "database_users_name_key" ON "database_users" USING btree (lower("name"));