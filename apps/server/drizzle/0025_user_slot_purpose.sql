ALTER TABLE "upload_slots" ADD COLUMN "purpose" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_slots" DROP CONSTRAINT "upload_slots_pkey";--> statement-breakpoint
ALTER TABLE "upload_slots" ADD CONSTRAINT "upload_slots_user_id_purpose_pk" PRIMARY KEY("user_id","purpose");
