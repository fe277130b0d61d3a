ALTER TABLE "membership_plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "membership_plans_updated_idx" ON "membership_plans" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "vouchers_updated_idx" ON "vouchers" USING btree ("updated_at","id");