-- One instructor cannot teach two classes at once: active slots may not overlap in time.
-- drizzle-kit cannot express an exclusion constraint, so this is its custom migration.
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_no_overlap"
  EXCLUDE USING gist (tsrange(("date" + "start_time"), ("date" + "end_time")) WITH &&)
  WHERE ("is_active");
