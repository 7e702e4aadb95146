CREATE TABLE "system_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"username" text NOT NULL,
	"uid" integer NOT NULL,
	"home" text NOT NULL,
	"shell" text NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"previous" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "system_users_server_username_uq" ON "system_users" USING btree ("server_id","username");--> statement-breakpoint
CREATE UNIQUE INDEX "system_users_server_uid_uq" ON "system_users" USING btree ("server_id","uid");--> statement-breakpoint
CREATE INDEX "system_users_username_idx" ON "system_users" USING btree ("username","id");