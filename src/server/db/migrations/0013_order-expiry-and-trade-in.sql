ALTER TABLE "orders" ADD COLUMN "credits_traded_in" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;