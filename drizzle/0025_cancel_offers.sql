CREATE TABLE "cancel_offers" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"choice" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancel_offers_choice_check" CHECK ("cancel_offers"."choice" is null or "cancel_offers"."choice" in ('refund', 'credit')),
	CONSTRAINT "cancel_offers_amount_check" CHECK ("cancel_offers"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "cancel_offers" ADD CONSTRAINT "cancel_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_offers" ADD CONSTRAINT "cancel_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;