-- podcasts.settings keeps the renders whose files are kept as `revisions` (newest first). Rows written before that
-- carry a single `revision`: fold it into `revisions` and drop the key, so the code reads one shape only.
UPDATE "podcasts"
SET "settings" = CASE
  WHEN jsonb_typeof("settings" -> 'revisions') = 'array' THEN "settings" - 'revision'
  WHEN jsonb_typeof("settings" -> 'revision') = 'string'
    THEN ("settings" - 'revision' - 'revisions') || jsonb_build_object('revisions', jsonb_build_array("settings" -> 'revision'))
  ELSE "settings" - 'revision'
END
WHERE "settings" ? 'revision';
--> statement-breakpoint
-- The code kept only the names in `revisions` and ignored anything else there: store just that.
UPDATE "podcasts"
SET "settings" = CASE
  WHEN jsonb_typeof("settings" -> 'revisions') = 'array' THEN jsonb_set("settings", '{revisions}', COALESCE(
    (SELECT jsonb_agg(e.r ORDER BY e.i) FROM jsonb_array_elements("settings" -> 'revisions') WITH ORDINALITY AS e(r, i)
      WHERE jsonb_typeof(e.r) = 'string'),
    '[]'::jsonb))
  ELSE "settings" - 'revisions'
END
WHERE "settings" ? 'revisions'
  AND CASE
    WHEN jsonb_typeof("settings" -> 'revisions') <> 'array' THEN true
    ELSE EXISTS (SELECT 1 FROM jsonb_array_elements("settings" -> 'revisions') AS r WHERE jsonb_typeof(r) <> 'string')
  END;
--> statement-breakpoint
-- A job always carries its payload and a ticket its metadata (each parsed by its schema): no empty defaults.
ALTER TABLE "generation_jobs" ALTER COLUMN "payload" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "metadata" DROP DEFAULT;
