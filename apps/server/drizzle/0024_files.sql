CREATE TABLE "file_manager_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"folder_id" integer,
	"is_private" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_manager_files_stored_file_id_unique" UNIQUE("stored_file_id")
);
--> statement-breakpoint
CREATE TABLE "file_manager_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_manager_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer,
	"folder_id" integer,
	"access_type" text NOT NULL,
	"grantee_type" text NOT NULL,
	"grantee_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_manager_grants_one_target" CHECK (("file_manager_grants"."file_id" IS NULL) <> ("file_manager_grants"."folder_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "file_manager_files" ADD CONSTRAINT "file_manager_files_stored_file_id_stored_files_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_files" ADD CONSTRAINT "file_manager_files_folder_id_file_manager_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_manager_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_files" ADD CONSTRAINT "file_manager_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_folders" ADD CONSTRAINT "file_manager_folders_parent_id_file_manager_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."file_manager_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_folders" ADD CONSTRAINT "file_manager_folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_grants" ADD CONSTRAINT "file_manager_grants_file_id_file_manager_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_manager_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_grants" ADD CONSTRAINT "file_manager_grants_folder_id_file_manager_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_manager_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_grants" ADD CONSTRAINT "file_manager_grants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_manager_files_folder_idx" ON "file_manager_files" USING btree ("folder_id","name");--> statement-breakpoint
CREATE INDEX "file_manager_files_owner_idx" ON "file_manager_files" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_manager_folders_name_uq" ON "file_manager_folders" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "file_manager_folders_path_idx" ON "file_manager_folders" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "file_manager_folders_owner_idx" ON "file_manager_folders" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_manager_grants_file_uq" ON "file_manager_grants" USING btree ("file_id","grantee_type","grantee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_manager_grants_folder_uq" ON "file_manager_grants" USING btree ("folder_id","grantee_type","grantee_id");--> statement-breakpoint
CREATE INDEX "file_manager_grants_grantee_idx" ON "file_manager_grants" USING btree ("grantee_type","grantee_id");