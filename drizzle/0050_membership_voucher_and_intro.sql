ALTER TABLE "intro_offer_settings" ADD COLUMN "membership_pence" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "first_order_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_first_order_id_orders_id_fk" FOREIGN KEY ("first_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intro_offer_settings" ADD CONSTRAINT "intro_offer_settings_membership_check" CHECK ("intro_offer_settings"."membership_pence" is null or "intro_offer_settings"."membership_pence" >= 0);