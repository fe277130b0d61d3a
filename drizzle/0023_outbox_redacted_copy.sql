ALTER TABLE "email_outbox" ADD COLUMN "redacted" jsonb;--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");