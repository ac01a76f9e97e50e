CREATE TABLE "catalogue_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tool" text DEFAULT 'virtual-tryon' NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"garments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"models" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cell_count" integer NOT NULL,
	"credits" integer NOT NULL,
	"idempotency_key" text,
	"api_token_id" uuid,
	"webhook_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogue_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"preset" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"generation_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"batch_id" uuid,
	"storage_key" text,
	"byte_size" integer,
	"file_count" integer,
	"language" text DEFAULT 'vi' NOT NULL,
	"api_token_id" uuid,
	"webhook_url" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "garment_category" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "catalogue" jsonb;--> statement-breakpoint
ALTER TABLE "catalogue_batches" ADD CONSTRAINT "catalogue_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_batches" ADD CONSTRAINT "catalogue_batches_api_token_id_api_tokens_id_fk" FOREIGN KEY ("api_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_exports" ADD CONSTRAINT "catalogue_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_exports" ADD CONSTRAINT "catalogue_exports_batch_id_catalogue_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."catalogue_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_exports" ADD CONSTRAINT "catalogue_exports_api_token_id_api_tokens_id_fk" FOREIGN KEY ("api_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_batches_user_created_idx" ON "catalogue_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_batches_user_idempotency_idx" ON "catalogue_batches" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "catalogue_exports_user_created_idx" ON "catalogue_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "catalogue_exports_expiry_idx" ON "catalogue_exports" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_batch_id_catalogue_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."catalogue_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_user_sku_idx" ON "assets" USING btree ("user_id","sku");--> statement-breakpoint
CREATE INDEX "generations_batch_idx" ON "generations" USING btree ("batch_id");