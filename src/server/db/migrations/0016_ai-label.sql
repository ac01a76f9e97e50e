ALTER TABLE "users" ADD COLUMN "ai_label" text DEFAULT 'badge' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ai_label_none_confirmed_at" timestamp with time zone;