-- The schedule's notices (0002) fired for every statement, even one that changed no row: each visitor
-- refused by a full class sent a notice that made every process drop its cached week, and each notice
-- queued that commit behind all the others. Now a statement notifies only when it changed rows (transition
-- tables; one trigger per event, as PostgreSQL requires).
CREATE FUNCTION "notify_schedule_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('schedule_changed', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "bookings_schedule_changed" ON "bookings";
--> statement-breakpoint
DROP TRIGGER "schedule_slots_schedule_changed" ON "schedule_slots";
--> statement-breakpoint
DROP TRIGGER "locations_schedule_changed" ON "locations";
--> statement-breakpoint
DROP FUNCTION "notify_schedule_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_inserted" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_updated" AFTER UPDATE ON "bookings" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_deleted" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "schedule_slots_inserted" AFTER INSERT ON "schedule_slots" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "schedule_slots_updated" AFTER UPDATE ON "schedule_slots" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "schedule_slots_deleted" AFTER DELETE ON "schedule_slots" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "locations_inserted" AFTER INSERT ON "locations" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "locations_updated" AFTER UPDATE ON "locations" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "locations_deleted" AFTER DELETE ON "locations" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_rows_changed"();
