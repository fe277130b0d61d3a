CREATE TABLE "intro_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"list_pence" integer NOT NULL,
	"intro_pence" integer NOT NULL,
	"card_fingerprint" text,
	"claimed_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "intro_claims_email_lower" CHECK ("intro_claims"."email" = lower("intro_claims"."email"))
);
--> statement-breakpoint
CREATE TABLE "membership_appointment_uses" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_appointment_uses" ADD CONSTRAINT "membership_appointment_uses_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_appointment_uses" ADD CONSTRAINT "membership_appointment_uses_period_id_membership_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."membership_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intro_claims_email_idx" ON "intro_claims" USING btree ("email") WHERE "intro_claims"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "intro_claims_order_idx" ON "intro_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "intro_claims_card_idx" ON "intro_claims" USING btree ("card_fingerprint");--> statement-breakpoint
CREATE INDEX "membership_appointment_uses_period_idx" ON "membership_appointment_uses" USING btree ("period_id");