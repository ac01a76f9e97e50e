CREATE TABLE "generation_economics" (
	"generation_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"tool" text NOT NULL,
	"plan_id" text NOT NULL,
	"option" text NOT NULL,
	"engine" text,
	"model" text,
	"credits" integer DEFAULT 0 NOT NULL,
	"cost_micro_usd" bigint DEFAULT 0 NOT NULL,
	"cost_vnd" bigint DEFAULT 0 NOT NULL,
	"revenue_vnd" bigint DEFAULT 0 NOT NULL,
	"attempts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "generation_economics" ADD CONSTRAINT "generation_economics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_economics_created_idx" ON "generation_economics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "generation_economics_user_created_idx" ON "generation_economics" USING btree ("user_id","created_at");