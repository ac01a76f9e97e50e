ALTER TABLE "orders" ADD COLUMN "credits_traded_in" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "expires_at" = "created_at" + interval '24 hours' WHERE "status" = 'pending' AND "kind" <> 'renewal';
