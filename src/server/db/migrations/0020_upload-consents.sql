CREATE TABLE "upload_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"asset_id" uuid,
	"sha256" text NOT NULL,
	"answer" text NOT NULL,
	"wording" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_consents" ADD CONSTRAINT "upload_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_consents" ADD CONSTRAINT "upload_consents_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_consents_user_created_idx" ON "upload_consents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_consents_asset_idx" ON "upload_consents" USING btree ("asset_id");