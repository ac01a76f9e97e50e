ALTER TABLE "generations" ADD COLUMN "category_used" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "category_source" text;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_category_source_check" CHECK ("generations"."category_source" in ('request', 'upload', 'detected'));