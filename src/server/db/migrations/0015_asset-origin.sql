ALTER TABLE "assets" ADD COLUMN "origin" text;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_user_origin_idx" ON "assets" USING btree ("user_id","origin");