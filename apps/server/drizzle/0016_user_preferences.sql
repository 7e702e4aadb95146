CREATE TABLE "user_preferences" (
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The preferences kept so far as columns of profiles move to the rows modules declare (core/preferences.ts).
INSERT INTO "user_preferences" ("user_id", "name", "value")
SELECT "user_id", 'showReviewedEscalations', 'true'::jsonb FROM "profiles" WHERE "show_reviewed_escalations";--> statement-breakpoint
INSERT INTO "user_preferences" ("user_id", "name", "value")
SELECT "user_id", 'birthdayVisibility', to_jsonb("birthday_visibility") FROM "profiles" WHERE "birthday_visibility" <> 'no-year';--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "show_reviewed_escalations";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "birthday_visibility";