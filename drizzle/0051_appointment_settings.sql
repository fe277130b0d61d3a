CREATE TABLE "appointment_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"travel_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_settings_single_row" CHECK ("appointment_settings"."id" = 1),
	CONSTRAINT "appointment_settings_travel_check" CHECK ("appointment_settings"."travel_minutes" between 0 and 240)
);
