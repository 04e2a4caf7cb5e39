ALTER TABLE "clips" ADD COLUMN "source_audio_path" text;
