ALTER TABLE "bookings" ADD COLUMN "party_lead_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_party_lead_id_bookings_id_fk" FOREIGN KEY ("party_lead_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_party_lead_idx" ON "bookings" USING btree ("party_lead_id");