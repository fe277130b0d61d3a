-- Her busy time is reserved where it is decided (decision 550). drizzle-kit cannot express exclusion
-- constraints or triggers, so this is its custom migration. No extension is needed: ranges and inet have
-- GiST operator classes in core PostgreSQL (and PGlite), and inet_ops supports `<>`.
-- 1. No two busy ranges (classes, appointments held or confirmed, with their buffers) share any instant.
ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_no_overlap" EXCLUDE USING gist ("during" WITH &&);
--> statement-breakpoint
-- 2. Two appointments at different places leave her the travel time between them.
ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_travel" EXCLUDE USING gist ("place" inet_ops WITH <>, "travel" WITH &&);
--> statement-breakpoint
-- 3. An appointment and a class at different places leave her the travel time; two classes are left to rule 1
--    (and schedule_slots_no_overlap), as they always were.
ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_reach" EXCLUDE USING gist ("side" inet_ops WITH <>, "place" inet_ops WITH <>, "reach" WITH &&);
--> statement-breakpoint
-- An active class is busy time, whichever path writes the slot (admin, series, seed, tests). Only the columns
-- that move it: the booking counter `taken` changes on every booking and must not touch this table.
CREATE FUNCTION "busy_times_for_slot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "busy_times" WHERE "slot_id" = NEW."id";
  IF NEW."is_active" THEN
    INSERT INTO "busy_times" ("kind", "slot_id", "during", "place", "travel", "reach", "side")
    SELECT 'class', NEW."id", r, CASE WHEN NEW."location_id" IS NULL THEN NULL ELSE '0.0.0.0'::inet + NEW."location_id" END, NULL, r, '0.0.0.1'::inet
    FROM (SELECT tstzrange((NEW."date" + NEW."start_time") AT TIME ZONE 'Europe/London', (NEW."date" + NEW."end_time") AT TIME ZONE 'Europe/London') AS r) AS x;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "schedule_slots_busy" AFTER INSERT OR UPDATE OF "date", "start_time", "end_time", "location_id", "is_active" ON "schedule_slots"
  FOR EACH ROW EXECUTE FUNCTION "busy_times_for_slot"();
--> statement-breakpoint
-- Classes from yesterday on; older ones can no longer meet an appointment (editing one writes its row).
INSERT INTO "busy_times" ("kind", "slot_id", "during", "place", "travel", "reach", "side")
SELECT 'class', s."id", r, CASE WHEN s."location_id" IS NULL THEN NULL ELSE '0.0.0.0'::inet + s."location_id" END, NULL, r, '0.0.0.1'::inet
FROM "schedule_slots" s, LATERAL (SELECT tstzrange((s."date" + s."start_time") AT TIME ZONE 'Europe/London', (s."date" + s."end_time") AT TIME ZONE 'Europe/London') AS r) AS x
WHERE s."is_active" AND s."date" >= (now() AT TIME ZONE 'Europe/London')::date - 1;
