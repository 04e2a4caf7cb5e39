ALTER TABLE "clips" ADD COLUMN "source_audio_path" text;--> statement-breakpoint
-- Clips made before this column was cut from their podcast's audio of the time; the render they have now is the best
-- that is known (a podcast rendered again since then had its soundbites' times wrong already).
UPDATE "clips" c SET "source_audio_path" = p."storage_path" FROM "podcasts" p WHERE p."id" = c."podcast_id";
