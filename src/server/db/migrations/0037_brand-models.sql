CREATE TABLE "brand_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"source" text NOT NULL,
	"params" jsonb,
	"face_asset_id" uuid,
	"person_asset_id" uuid,
	"generation_id" uuid,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_models_source_check" CHECK ("brand_models"."source" in ('params', 'face', 'photo'))
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "brand_model_id" uuid;--> statement-breakpoint
ALTER TABLE "brand_models" ADD CONSTRAINT "brand_models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_models" ADD CONSTRAINT "brand_models_face_asset_id_assets_id_fk" FOREIGN KEY ("face_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_models" ADD CONSTRAINT "brand_models_person_asset_id_assets_id_fk" FOREIGN KEY ("person_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_models" ADD CONSTRAINT "brand_models_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_models_user_created_idx" ON "brand_models" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_models_user_name_idx" ON "brand_models" USING btree ("user_id","name_key") WHERE "brand_models"."retired_at" is null;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_brand_model_id_brand_models_id_fk" FOREIGN KEY ("brand_model_id") REFERENCES "public"."brand_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_brand_model_idx" ON "generations" USING btree ("brand_model_id");