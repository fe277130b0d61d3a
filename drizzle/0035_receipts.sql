CREATE TABLE "receipt_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_counter_single_row" CHECK ("receipt_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "receipt_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"vat_number" text,
	"vat_rate_basis_points" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_settings_single_row" CHECK ("receipt_settings"."id" = 1),
	CONSTRAINT "receipt_settings_vat_check" CHECK (("receipt_settings"."vat_number" is null) = ("receipt_settings"."vat_rate_basis_points" is null))
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"refund_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"method" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"vat_number" text,
	"vat_rate_basis_points" integer,
	"vat_pence" integer,
	CONSTRAINT "receipts_kind_check" CHECK ("receipts"."kind" in ('payment', 'refund')),
	CONSTRAINT "receipts_amount_check" CHECK ("receipts"."amount_pence" >= 0),
	CONSTRAINT "receipts_source_check" CHECK (("receipts"."kind" = 'payment' and "receipts"."payment_id" is not null and "receipts"."refund_id" is null) or ("receipts"."kind" = 'refund' and "receipts"."refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_idx" ON "receipts" USING btree ("payment_id") WHERE "receipts"."kind" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_refund_idx" ON "receipts" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "receipts_order_idx" ON "receipts" USING btree ("order_id");