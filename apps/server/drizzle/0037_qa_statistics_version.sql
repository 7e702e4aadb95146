CREATE TABLE "qa_statistics_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
INSERT INTO "qa_statistics_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Every write to the rollups (each review's change, feedback and rebuild refreshes them in its own
-- transaction: services/statistics-rollup.ts) and to the score types and tags the statistics name raises the
-- version in the writer's transaction, so a reader sees the new number and the new rows together.
CREATE FUNCTION "qa_statistics_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "qa_statistics_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "qa_stats_reviews_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qa_stats_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "qa_statistics_changed"();
--> statement-breakpoint
CREATE TRIGGER "qa_stats_criteria_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qa_stats_criteria"
  FOR EACH STATEMENT EXECUTE FUNCTION "qa_statistics_changed"();
--> statement-breakpoint
CREATE TRIGGER "qa_stats_tags_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qa_stats_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "qa_statistics_changed"();
--> statement-breakpoint
CREATE TRIGGER "qa_stats_agents_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qa_stats_agents"
  FOR EACH STATEMENT EXECUTE FUNCTION "qa_statistics_changed"();
--> statement-breakpoint
CREATE TRIGGER "qa_stats_agent_criteria_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qa_stats_agent_criteria"
  FOR EACH STATEMENT EXECUTE FUNCTION "qa_statistics_changed"();
--> statement-breakpoint
CREATE TRIGGER "qa_stats_agent_tags_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qa_stats_agent_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "qa_statistics_changed"();
--> statement-breakpoint
CREATE TRIGGER "qa_score_types_statistics_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qa_score_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "qa_statistics_changed"();
--> statement-breakpoint
CREATE TRIGGER "qa_tags_statistics_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qa_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "qa_statistics_changed"();
