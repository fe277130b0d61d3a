CREATE TABLE "membership_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"invoice_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"allowance" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"amount_pence" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_periods_used_check" CHECK ("membership_periods"."used" >= 0 and ("membership_periods"."allowance" is null or "membership_periods"."used" <= "membership_periods"."allowance"))
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_pence" integer NOT NULL,
	"classes_per_month" integer,
	"class_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"includes_appointments" boolean DEFAULT false NOT NULL,
	"minimum_term_months" integer DEFAULT 1 NOT NULL,
	"notice_days" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"stripe_product_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_price_check" CHECK ("membership_plans"."price_pence" >= 0),
	CONSTRAINT "membership_plans_classes_check" CHECK ("membership_plans"."classes_per_month" is null or "membership_plans"."classes_per_month" >= 1),
	CONSTRAINT "membership_plans_term_check" CHECK ("membership_plans"."minimum_term_months" >= 1 and "membership_plans"."notice_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_uses" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"price_pence" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"test_card" text,
	"code_hash" text NOT NULL,
	"card_token_hash" text,
	"card_token_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"paid_through" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"pause_from" timestamp with time zone,
	"pause_until" timestamp with time zone,
	"cancel_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_status_check" CHECK (status in ('incomplete', 'active', 'past_due', 'suspended', 'paused', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_check";--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_uses" ADD CONSTRAINT "membership_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_uses" ADD CONSTRAINT "membership_uses_period_id_membership_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."membership_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_periods_invoice_idx" ON "membership_periods" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "membership_periods_membership_idx" ON "membership_periods" USING btree ("membership_id","starts_at");--> statement-breakpoint
CREATE INDEX "membership_uses_period_idx" ON "membership_uses" USING btree ("period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_subscription_idx" ON "memberships" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_code_idx" ON "memberships" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "memberships_email_idx" ON "memberships" USING btree ("email");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK (kind in ('booking', 'class_checkout', 'training', 'pack', 'appointment', 'move', 'voucher', 'membership'));