CREATE TABLE "qa_stats_agent_criteria" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"shift" text NOT NULL,
	"agent_id" integer NOT NULL,
	"score_type_id" integer NOT NULL,
	"graded" integer NOT NULL,
	"value_sum" integer NOT NULL,
	CONSTRAINT "qa_stats_agent_criteria_agent_id_day_kind_shift_score_type_id_pk" PRIMARY KEY("agent_id","day","kind","shift","score_type_id")
);
--> statement-breakpoint
CREATE TABLE "qa_stats_agent_tags" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"shift" text NOT NULL,
	"agent_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "qa_stats_agent_tags_agent_id_day_kind_shift_tag_id_pk" PRIMARY KEY("agent_id","day","kind","shift","tag_id")
);
--> statement-breakpoint
ALTER TABLE "qa_stats_agents" ADD COLUMN "failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_stats_agents" ADD COLUMN "review_feedbacks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_stats_agents" ADD COLUMN "review_disputes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "qa_stats_agents_agent_idx" ON "qa_stats_agents" USING btree ("agent_id","day");--> statement-breakpoint
-- The agent rollups again from the reviews (docs/qa.md "Statistics"), in the company's zone that the
-- migrating connection carries (core/db/database.ts runMigrations); the same rule as
-- modules/qa/services/statistics-source.ts and statistics-rollup.ts.
CREATE TEMPORARY TABLE qa_counted_reviews ON COMMIT DROP AS
SELECT r.id, r.kind, r.score, r.critical_fails,
       (r.conversation_at AT TIME ZONE z.tz)::date AS day,
       CASE WHEN extract(hour FROM r.conversation_at AT TIME ZONE z.tz) BETWEEN 7 AND 22 THEN 'day' ELSE 'night' END AS shift
  FROM qa_reviews r
 CROSS JOIN (SELECT coalesce(nullif(current_setting('backoffice.time_zone', true), ''), 'UTC') AS tz) z
 WHERE r.deleted_at IS NULL AND NOT r.review_later AND r.send_stats
   AND NOT EXISTS (SELECT 1 FROM qa_escalation_reviews er JOIN qa_escalations e ON e.id = er.escalation_id
                     JOIN qa_reviews o ON o.id = e.outcome_review_id
                    WHERE er.review_id = r.id AND e.status = 'reviewed' AND o.deleted_at IS NULL AND o.id <> er.review_id);
--> statement-breakpoint
DELETE FROM qa_stats_agents;
--> statement-breakpoint
INSERT INTO qa_stats_agents (day, kind, shift, agent_id, reviews, score_sum, critical_fails, feedbacks, disputes, failed, review_feedbacks, review_disputes)
SELECT r.day, r.kind, r.shift, a.user_id, count(*), sum(r.score::numeric::float8), sum(r.critical_fails),
       sum((SELECT count(*) FROM qa_feedbacks f WHERE f.review_id = r.id AND f.agent_id = a.user_id)),
       sum((SELECT count(*) FROM qa_feedbacks f WHERE f.review_id = r.id AND f.agent_id = a.user_id AND f.disputed_at IS NOT NULL)),
       count(*) FILTER (WHERE r.critical_fails > 0),
       sum((SELECT count(*) FROM qa_feedbacks f WHERE f.review_id = r.id)),
       sum((SELECT count(*) FROM qa_feedbacks f WHERE f.review_id = r.id AND f.disputed_at IS NOT NULL))
  FROM qa_counted_reviews r JOIN qa_review_agents a ON a.review_id = r.id
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO qa_stats_agent_criteria (day, kind, shift, agent_id, score_type_id, graded, value_sum)
SELECT r.day, r.kind, r.shift, a.user_id, s.score_type_id, count(*), sum(s.value)
  FROM qa_counted_reviews r JOIN qa_review_agents a ON a.review_id = r.id JOIN qa_review_scores s ON s.review_id = r.id
 GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO qa_stats_agent_tags (day, kind, shift, agent_id, tag_id, count)
SELECT r.day, r.kind, r.shift, a.user_id, t.tag_id, count(*)
  FROM qa_counted_reviews r JOIN qa_review_agents a ON a.review_id = r.id JOIN qa_review_tags t ON t.review_id = r.id
 GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
DROP TABLE qa_counted_reviews;
