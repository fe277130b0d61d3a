ALTER TABLE "discount_codes" ADD COLUMN "max_uses_per_email" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_per_email_check" CHECK ("discount_codes"."max_uses_per_email" is null or "discount_codes"."max_uses_per_email" >= 1);--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_taken_check" CHECK ("schedule_slots"."taken" >= 0 and "schedule_slots"."taken" <= "schedule_slots"."max_bookings");