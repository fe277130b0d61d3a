-- Each server process caches computed schedule weeks; any change to what a week shows tells every
-- process (LISTEN schedule_changed) to drop its cache. Statement-level: one notice per statement,
-- and PostgreSQL folds identical notices within a transaction into one.
CREATE FUNCTION "notify_schedule_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('schedule_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_schedule_changed" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_changed"();
--> statement-breakpoint
CREATE TRIGGER "schedule_slots_schedule_changed" AFTER INSERT OR UPDATE OR DELETE ON "schedule_slots"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_changed"();
--> statement-breakpoint
CREATE TRIGGER "locations_schedule_changed" AFTER INSERT OR UPDATE OR DELETE ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_changed"();
