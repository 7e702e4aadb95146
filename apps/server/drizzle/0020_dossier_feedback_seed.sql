-- The dossier feedback types and categories every installation starts with (docs/dossier.md "Feedback"):
-- editable rows, not an enum; the types' tone says how each is drawn.
INSERT INTO "dossier_feedback_types" ("name", "tone") VALUES
  ('Praise', 'praise'),
  ('Improvement', 'improvement'),
  ('Warning', 'warning')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "dossier_feedback_categories" ("name") VALUES
  ('Communication'),
  ('Accuracy'),
  ('Reliability'),
  ('Teamwork')
ON CONFLICT ("name") DO NOTHING;
