CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "health" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "credit_lot_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "paid_with" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_hash_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_credit_lot_id_credit_lots_id_fk" FOREIGN KEY ("credit_lot_id") REFERENCES "public"."credit_lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_appointment_spend_idx" ON "credit_ledger" USING btree ("appointment_id") WHERE "credit_ledger"."reason" = 'spend';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_appointment_restore_idx" ON "credit_ledger" USING btree ("appointment_id") WHERE "credit_ledger"."reason" = 'restore';