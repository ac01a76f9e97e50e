CREATE TABLE "api_call_counts" (
	"token_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"service" text,
	"operation" text NOT NULL,
	"status_code" integer NOT NULL,
	"error_code" text,
	"calls" integer NOT NULL,
	CONSTRAINT "api_call_counts_key" UNIQUE NULLS NOT DISTINCT("token_id","hour","service","operation","status_code","error_code"),
	CONSTRAINT "api_call_counts_calls_check" CHECK ("api_call_counts"."calls" > 0)
);
--> statement-breakpoint
-- Decision 137: the calls recorded so far, counted per token, UTC hour and outcome.
INSERT INTO "api_call_counts" ("token_id", "user_id", "hour", "service", "operation", "status_code", "error_code", "calls")
SELECT "token_id", (array_agg("user_id"))[1], date_trunc('hour', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "service", "operation", "status_code", "error_code", count(*)::int
FROM "api_calls"
GROUP BY "token_id", 3, "service", "operation", "status_code", "error_code";--> statement-breakpoint
DROP TABLE "api_calls" CASCADE;--> statement-breakpoint
ALTER TABLE "api_call_counts" ADD CONSTRAINT "api_call_counts_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_call_counts" ADD CONSTRAINT "api_call_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_call_counts_user_idx" ON "api_call_counts" USING btree ("user_id");