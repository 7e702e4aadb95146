CREATE TABLE "shift_automations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"team_id" integer,
	"user_ids" integer[] DEFAULT '{}' NOT NULL,
	"weekdays" integer[] NOT NULL,
	"from" date NOT NULL,
	"until" date,
	"weeks_ahead" integer DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"team_id" integer,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_open_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"date" date NOT NULL,
	"type_id" integer,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"color" text NOT NULL,
	"claimed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer,
	"date" date NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_team_members" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "shift_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shift_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"department_id" integer NOT NULL,
	"leader_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"type_id" integer,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"color" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"weighted_hours" double precision NOT NULL,
	"automation_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shift_automations" ADD CONSTRAINT "shift_automations_type_id_shift_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."shift_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_automations" ADD CONSTRAINT "shift_automations_team_id_shift_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."shift_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_notes" ADD CONSTRAINT "shift_notes_team_id_shift_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."shift_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_notes" ADD CONSTRAINT "shift_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_open_shifts" ADD CONSTRAINT "shift_open_shifts_team_id_shift_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."shift_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_open_shifts" ADD CONSTRAINT "shift_open_shifts_type_id_shift_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."shift_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_open_shifts" ADD CONSTRAINT "shift_open_shifts_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_open_shifts" ADD CONSTRAINT "shift_open_shifts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_team_members" ADD CONSTRAINT "shift_team_members_team_id_shift_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."shift_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_team_members" ADD CONSTRAINT "shift_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_teams" ADD CONSTRAINT "shift_teams_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_teams" ADD CONSTRAINT "shift_teams_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_type_id_shift_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."shift_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_notes_date_idx" ON "shift_notes" USING btree ("date");--> statement-breakpoint
CREATE INDEX "shift_open_shifts_date_idx" ON "shift_open_shifts" USING btree ("date");--> statement-breakpoint
CREATE INDEX "shift_swaps_status_idx" ON "shift_swaps" USING btree ("status");--> statement-breakpoint
CREATE INDEX "shift_team_members_user_idx" ON "shift_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shift_teams_department_idx" ON "shift_teams" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "shift_teams_leader_idx" ON "shift_teams" USING btree ("leader_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_user_date_uq" ON "shifts" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "shifts_date_idx" ON "shifts" USING btree ("date");