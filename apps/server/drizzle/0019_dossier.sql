CREATE TABLE "dossier_agents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossier_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"from" date NOT NULL,
	"to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossier_position_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"from" date NOT NULL,
	"to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossier_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dossier_positions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dossier_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manager_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dossier_teams_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dossier_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"author_id" integer,
	"category_id" integer,
	"conversation_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossier_review_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "dossier_review_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dossier_feedback_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "dossier_feedback_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dossier_feedback_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tone" text DEFAULT 'improvement' NOT NULL,
	CONSTRAINT "dossier_feedback_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dossier_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"author_id" integer,
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"content" text NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dossier_agents" ADD CONSTRAINT "dossier_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_agents" ADD CONSTRAINT "dossier_agents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_memberships" ADD CONSTRAINT "dossier_memberships_user_id_dossier_agents_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dossier_agents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_memberships" ADD CONSTRAINT "dossier_memberships_team_id_dossier_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."dossier_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_position_periods" ADD CONSTRAINT "dossier_position_periods_user_id_dossier_agents_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dossier_agents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_position_periods" ADD CONSTRAINT "dossier_position_periods_position_id_dossier_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."dossier_positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_teams" ADD CONSTRAINT "dossier_teams_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_comments" ADD CONSTRAINT "dossier_comments_user_id_dossier_agents_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dossier_agents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_comments" ADD CONSTRAINT "dossier_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_comments" ADD CONSTRAINT "dossier_comments_category_id_dossier_review_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dossier_review_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_feedbacks" ADD CONSTRAINT "dossier_feedbacks_user_id_dossier_agents_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dossier_agents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_feedbacks" ADD CONSTRAINT "dossier_feedbacks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_feedbacks" ADD CONSTRAINT "dossier_feedbacks_category_id_dossier_feedback_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dossier_feedback_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_feedbacks" ADD CONSTRAINT "dossier_feedbacks_type_id_dossier_feedback_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."dossier_feedback_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dossier_memberships_user_idx" ON "dossier_memberships" USING btree ("user_id","from");--> statement-breakpoint
CREATE INDEX "dossier_memberships_team_idx" ON "dossier_memberships" USING btree ("team_id") WHERE "dossier_memberships"."to" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dossier_memberships_current_idx" ON "dossier_memberships" USING btree ("user_id") WHERE "dossier_memberships"."to" IS NULL;--> statement-breakpoint
CREATE INDEX "dossier_position_periods_user_idx" ON "dossier_position_periods" USING btree ("user_id","from");--> statement-breakpoint
CREATE UNIQUE INDEX "dossier_position_periods_current_idx" ON "dossier_position_periods" USING btree ("user_id") WHERE "dossier_position_periods"."to" IS NULL;--> statement-breakpoint
CREATE INDEX "dossier_comments_user_idx" ON "dossier_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "dossier_comments_kind_idx" ON "dossier_comments" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "dossier_feedbacks_user_idx" ON "dossier_feedbacks" USING btree ("user_id","created_at");