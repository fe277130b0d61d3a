CREATE TABLE "intro_offer_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"class_pence" integer DEFAULT 500 NOT NULL,
	"appointment_pence" integer DEFAULT 2000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intro_offer_settings_single_row" CHECK ("intro_offer_settings"."id" = 1),
	CONSTRAINT "intro_offer_settings_pence_check" CHECK ("intro_offer_settings"."class_pence" >= 0 and "intro_offer_settings"."appointment_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"delta_pence" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_ledger_reason_check" CHECK (reason in ('issue', 'redeem', 'release', 'refund', 'retake'))
);
--> statement-breakpoint
CREATE TABLE "voucher_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"amount_pence" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"send_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"amounts_pence" integer[] NOT NULL,
	"validity_months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_settings_single_row" CHECK ("voucher_settings"."id" = 1),
	CONSTRAINT "voucher_settings_months_check" CHECK ("voucher_settings"."validity_months" >= 12)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"source" text NOT NULL,
	"initial_pence" integer NOT NULL,
	"balance_pence" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_email" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"send_on" date,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_source_check" CHECK (source in ('admin', 'purchase')),
	CONSTRAINT "vouchers_balance_check" CHECK ("vouchers"."balance_pence" >= 0 and "vouchers"."balance_pence" <= "vouchers"."initial_pence"),
	CONSTRAINT "vouchers_initial_check" CHECK ("vouchers"."initial_pence" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_ledger" ADD CONSTRAINT "voucher_ledger_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_ledger" ADD CONSTRAINT "voucher_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_ledger_voucher_idx" ON "voucher_ledger" USING btree ("voucher_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_order_idx" ON "vouchers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "vouchers_expires_idx" ON "vouchers" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_check" CHECK ("orders"."voucher_pence" >= 0 and ("orders"."voucher_pence" = 0 or "orders"."voucher_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK (kind in ('booking', 'class_checkout', 'training', 'pack', 'appointment', 'move', 'voucher'));