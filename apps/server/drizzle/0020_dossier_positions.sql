-- The positions an agent can hold (docs/dossier.md), there outside the demo too.
INSERT INTO "dossier_positions" ("name", "rank") VALUES
  ('Junior support agent', 1),
  ('Support agent', 2),
  ('Senior support agent', 3),
  ('Team lead', 4)
ON CONFLICT ("name") DO NOTHING;
