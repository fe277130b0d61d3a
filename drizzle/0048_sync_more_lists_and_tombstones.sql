CREATE TABLE "deleted_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"object" text NOT NULL,
	"object_id" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_lots" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "working_hours" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "deleted_records_deleted_idx" ON "deleted_records" USING btree ("deleted_at","id");--> statement-breakpoint
CREATE INDEX "deleted_records_object_idx" ON "deleted_records" USING btree ("object","deleted_at","id");--> statement-breakpoint
CREATE INDEX "credit_lots_updated_idx" ON "credit_lots" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("issued_at","number");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_updated_idx" ON "webhook_deliveries" USING btree ("endpoint_id","updated_at","id");