ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moved_from_slot_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "move_booking_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "move_slot_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "move_class_type_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_moved_from_slot_id_schedule_slots_id_fk" FOREIGN KEY ("moved_from_slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_move_booking_id_bookings_id_fk" FOREIGN KEY ("move_booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_move_slot_id_schedule_slots_id_fk" FOREIGN KEY ("move_slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_move_class_type_id_class_types_id_fk" FOREIGN KEY ("move_class_type_id") REFERENCES "public"."class_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK (kind in ('booking', 'class_checkout', 'training', 'pack', 'appointment', 'move'));