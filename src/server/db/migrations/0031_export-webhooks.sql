ALTER TABLE "api_webhook_deliveries" ALTER COLUMN "generation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "api_webhook_deliveries" ADD COLUMN "export_id" uuid;--> statement-breakpoint
ALTER TABLE "api_webhook_deliveries" ADD CONSTRAINT "api_webhook_deliveries_export_id_catalogue_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."catalogue_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_webhook_deliveries_export_event_idx" ON "api_webhook_deliveries" USING btree ("export_id","event");--> statement-breakpoint
ALTER TABLE "api_webhook_deliveries" ADD CONSTRAINT "api_webhook_deliveries_one_subject" CHECK (("api_webhook_deliveries"."generation_id" is null) <> ("api_webhook_deliveries"."export_id" is null));