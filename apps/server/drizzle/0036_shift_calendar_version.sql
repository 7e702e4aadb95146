CREATE TABLE "shift_calendar_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
INSERT INTO "shift_calendar_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Every write to what the calendar's compact reply shows raises the version in the writer's own transaction
-- (cascades from a deleted person or team included), so a reader sees the new number and the new rows
-- together. A person's row only for their name or department (a sign-in's other columns change nothing shown).
CREATE FUNCTION "shift_calendar_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shift_calendar_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shifts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shifts"
  FOR EACH STATEMENT EXECUTE FUNCTION "shift_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "shift_team_members_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shift_team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "shift_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "shift_types_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shift_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "shift_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_shift_calendar_changed" AFTER UPDATE OF "name", "department_id" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "shift_calendar_changed"();
