ALTER TABLE "generations" ADD COLUMN "fidelity" jsonb;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "fidelity_approval" jsonb;