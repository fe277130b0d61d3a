-- The counter starts from the bookings: lapsed holds are marked expired first (they hold no place),
-- then every slot counts its held and confirmed participants.
UPDATE "bookings" SET "status" = 'expired', "updated_at" = now()
WHERE "status" = 'held' AND ("hold_expires_at" IS NULL OR "hold_expires_at" <= now());
--> statement-breakpoint
UPDATE "schedule_slots" s SET "taken" = b.n
FROM (
  SELECT "slot_id", sum("participant_count")::int AS n FROM "bookings"
  WHERE "status" IN ('held', 'confirmed') GROUP BY "slot_id"
) b
WHERE b."slot_id" = s."id";
