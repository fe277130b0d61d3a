CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"booking_id" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_reason_check" CHECK (reason in ('grant', 'spend', 'restore', 'adjust', 'expire'))
);
--> statement-breakpoint
CREATE TABLE "credit_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"scope" text NOT NULL,
	"title" text NOT NULL,
	"class_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"granted" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"source_booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_lots_scope_check" CHECK (scope in ('class', 'training')),
	CONSTRAINT "credit_lots_remaining_check" CHECK ("credit_lots"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_pence" integer NOT NULL,
	"credits" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"class_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packs_price_check" CHECK ("packs"."price_pence" >= 0),
	CONSTRAINT "packs_credits_check" CHECK ("packs"."credits" >= 1),
	CONSTRAINT "packs_validity_check" CHECK ("packs"."validity_days" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_lot_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pack_id" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_lot_id_credit_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."credit_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_lot_idx" ON "credit_ledger" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_spend_idx" ON "credit_ledger" USING btree ("booking_id") WHERE "credit_ledger"."reason" = 'spend';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_restore_idx" ON "credit_ledger" USING btree ("booking_id") WHERE "credit_ledger"."reason" = 'restore';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_lots_order_idx" ON "credit_lots" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_lots_source_booking_idx" ON "credit_lots" USING btree ("source_booking_id");--> statement-breakpoint
CREATE INDEX "credit_lots_email_idx" ON "credit_lots" USING btree ("email","expires_at");--> statement-breakpoint
CREATE INDEX "credit_proofs_email_idx" ON "credit_proofs" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_proofs_token_idx" ON "credit_proofs" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_credit_lot_id_credit_lots_id_fk" FOREIGN KEY ("credit_lot_id") REFERENCES "public"."credit_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK (kind in ('booking', 'class_checkout', 'training', 'pack'));