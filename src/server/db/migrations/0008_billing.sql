CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"plan_id" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"amount" integer NOT NULL,
	"credits" integer,
	"gateway" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"gateway_transaction" text,
	"payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"reference" text,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"credits" integer,
	"credits_period" text NOT NULL,
	"unlimited" boolean DEFAULT false NOT NULL,
	"monthly_price" integer NOT NULL,
	"annual_price" integer NOT NULL,
	"watermark" boolean NOT NULL,
	"max_resolution" text NOT NULL,
	"priority" integer NOT NULL,
	"api_access" boolean NOT NULL,
	"team_access" boolean NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"credits_granted_through" timestamp with time zone NOT NULL,
	"next_plan_id" text,
	"next_billing_cycle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_plan_id_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_reference_idx" ON "payment_notifications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("period_end");--> statement-breakpoint
-- The catalogue of decision 004, now data: prices in whole dong, annual = 12 x monthly x 0.8 rounded to 1,000đ.
INSERT INTO "plans" ("id", "position", "credits", "credits_period", "unlimited", "monthly_price", "annual_price", "watermark", "max_resolution", "priority", "api_access", "team_access", "highlighted") VALUES
('free', 0, 5, 'once', false, 0, 0, true, '720p', 0, false, false, false),
('basic', 1, 50, 'month', false, 99000, 950000, false, '1080p', 1, false, false, false),
('starter', 2, 120, 'month', false, 199000, 1910000, false, '1080p', 1, false, false, false),
('pro', 3, 300, 'month', false, 399000, 3830000, false, '4k', 2, true, false, true),
('professional', 4, 700, 'month', false, 799000, 7670000, false, '4k', 2, true, true, false),
('premium', 5, 2000, 'month', false, 1990000, 19104000, false, '4k', 3, true, true, false),
('enterprise', 6, NULL, 'month', true, 4990000, 47904000, false, '4k', 3, true, true, false);
