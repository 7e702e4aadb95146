CREATE TABLE "auth_sso_group_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"written_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sso_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"email" text,
	"email_verified" boolean NOT NULL,
	"name" text,
	"preferred_username" text,
	"groups" text[] DEFAULT '{}' NOT NULL,
	"browser_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sso_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"browser_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sso_group_roles" ADD CONSTRAINT "auth_sso_group_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sso_group_roles" ADD CONSTRAINT "auth_sso_group_roles_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sso_group_roles_group_uq" ON "auth_sso_group_roles" USING btree ("group_name");--> statement-breakpoint
CREATE INDEX "auth_sso_group_roles_role_idx" ON "auth_sso_group_roles" USING btree ("role_id");