CREATE TABLE "event_calendar_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
INSERT INTO "event_calendar_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Every write to what the calendar answers raises the version in the writer's own transaction (cascades
-- from a deleted event or person included), so a reader sees the new number and the new rows together.
CREATE FUNCTION "event_calendar_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "event_calendar_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "calendar_events_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "national_events_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "national_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "event_attendants_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_attendants"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_calendar_changed"();
