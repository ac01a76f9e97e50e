ALTER TABLE "assets" ADD COLUMN "retention_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "retention_notice_at" timestamp with time zone;