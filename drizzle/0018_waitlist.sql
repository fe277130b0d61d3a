CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"booking_id" integer,
	"offered_until" timestamp with time zone,
	"offer_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK (status in ('waiting', 'offered', 'claimed', 'expired', 'declined', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_slot_status_idx" ON "waitlist_entries" USING btree ("slot_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("slot_id",lower("email")) WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_idx" ON "waitlist_entries" USING btree ("offer_token_hash");