-- What every installation starts with (docs/dossier.md): the positions an agent can hold, and the
-- feedback types and categories (editable rows, not enums; a type's tone says how it is drawn).
INSERT INTO "dossier_positions" ("name", "rank") VALUES
  ('Junior support agent', 1),
  ('Support agent', 2),
  ('Senior support agent', 3),
  ('Team lead', 4)
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
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
