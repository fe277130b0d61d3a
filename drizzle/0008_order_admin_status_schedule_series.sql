CREATE TABLE "schedule_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekdays" integer[] NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"first_date" date NOT NULL,
	"weeks" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_series_weeks_check" CHECK ("schedule_series"."weeks" between 1 and 52)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "admin_status" text;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_series_id_schedule_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."schedule_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_slots_series_idx" ON "schedule_slots" USING btree ("series_id","date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_admin_status_check" CHECK ("orders"."admin_status" is null or admin_status in ('confirmed', 'cancelled'));