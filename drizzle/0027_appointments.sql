CREATE TABLE "appointment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 1440 NOT NULL,
	"horizon_days" integer DEFAULT 56 NOT NULL,
	"place" text NOT NULL,
	"location_id" integer,
	"accepts_training_credits" boolean DEFAULT false NOT NULL,
	"credit_pack_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_types_place_check" CHECK (place in ('location', 'client_home', 'online')),
	CONSTRAINT "appointment_types_location_check" CHECK ("appointment_types"."place" <> 'location' or "appointment_types"."location_id" is not null),
	CONSTRAINT "appointment_types_duration_check" CHECK ("appointment_types"."duration_minutes" > 0),
	CONSTRAINT "appointment_types_price_check" CHECK ("appointment_types"."price_pence" >= 0),
	CONSTRAINT "appointment_types_minutes_check" CHECK ("appointment_types"."buffer_after_minutes" >= 0 and "appointment_types"."min_notice_minutes" >= 0 and "appointment_types"."horizon_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"type_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"location_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK (status in ('held', 'confirmed', 'cancelled', 'expired', 'refunded')),
	CONSTRAINT "appointments_place_check" CHECK (place in ('location', 'client_home', 'online')),
	CONSTRAINT "appointments_time_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "busy_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slot_id" integer,
	"appointment_id" integer,
	"during" "tstzrange" NOT NULL,
	"place" "inet",
	"travel" "tstzrange",
	"reach" "tstzrange" NOT NULL,
	"side" "inet" NOT NULL,
	CONSTRAINT "busy_times_kind_check" CHECK (kind in ('class', 'appointment')),
	CONSTRAINT "busy_times_owner_check" CHECK (("busy_times"."slot_id" is null) <> ("busy_times"."appointment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_range_check" CHECK ("time_off"."ends_at" > "time_off"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"location_id" integer,
	CONSTRAINT "working_hours_weekday_check" CHECK ("working_hours"."weekday" between 1 and 7),
	CONSTRAINT "working_hours_time_check" CHECK ("working_hours"."end_time" > "working_hours"."start_time")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "appointment_types" ADD CONSTRAINT "appointment_types_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_type_id_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "appointments_email_idx" ON "appointments" USING btree ("email");--> statement-breakpoint
CREATE INDEX "appointments_hold_idx" ON "appointments" USING btree ("hold_expires_at") WHERE "appointments"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "busy_times_slot_idx" ON "busy_times" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "busy_times_appointment_idx" ON "busy_times" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "time_off_range_idx" ON "time_off" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "working_hours_weekday_idx" ON "working_hours" USING btree ("weekday","start_time");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_appointment_idx" ON "orders" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK (kind in ('booking', 'class_checkout', 'training', 'pack', 'appointment'));