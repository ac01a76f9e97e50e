ALTER TABLE "generations" ADD COLUMN "result_clean_file_id" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "result_watermarked" boolean;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_result_clean_file_id_stored_files_id_fk" FOREIGN KEY ("result_clean_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;