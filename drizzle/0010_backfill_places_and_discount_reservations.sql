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

--> statement-breakpoint
-- Uses were counted when a discounted payment was confirmed: those orders hold their use. Live holds
-- made before this change hold none, so giving them up gives nothing back.
UPDATE "orders" o SET "discount_reserved" = true
WHERE o."discount_code_id" IS NOT NULL AND (
  EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = o."id" AND p."status" IN ('succeeded', 'refunded'))
  OR EXISTS (SELECT 1 FROM "bookings" b WHERE b."id" = o."booking_id" AND b."status" = 'confirmed' AND o."amount_pence" = 0)
);
--> statement-breakpoint
-- The seeded code is for a customer's first class: once per e-mail address.
UPDATE "discount_codes" SET "max_uses_per_email" = 1 WHERE "code" = 'WELCOME10' AND "max_uses_per_email" IS NULL;
