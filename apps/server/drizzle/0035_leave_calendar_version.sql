CREATE TABLE "leave_calendar_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
INSERT INTO "leave_calendar_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Every write to what who-is-away's compact answer shows raises the version in the writer's own transaction
-- (cascades from a deleted person included), so a reader sees the new number and the new rows together.
-- A person's row only for their name or department (a sign-in's other columns change nothing shown).
CREATE FUNCTION "leave_calendar_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leave_calendar_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leave_requests_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leave_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "leave_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "leave_cancellations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leave_cancellations"
  FOR EACH STATEMENT EXECUTE FUNCTION "leave_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "leave_types_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leave_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "leave_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_leave_calendar_changed" AFTER UPDATE OF "name", "department_id" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "leave_calendar_changed"();
