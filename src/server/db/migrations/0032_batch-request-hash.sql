ALTER TABLE "catalogue_batches" ADD COLUMN "surface" text DEFAULT 'studio' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_batches" ADD COLUMN "request_hash" text;--> statement-breakpoint
-- Batches submitted before this migration: those through the public API have a token (or a
-- webhook, should the token be deleted since); a key replays only a batch of its own surface.
UPDATE "catalogue_batches" SET "surface" = 'api' WHERE "api_token_id" IS NOT NULL OR "webhook_url" IS NOT NULL;
