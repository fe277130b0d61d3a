-- Orders paid before paid_pence existed: what their succeeded (or since refunded) payments took.
UPDATE "orders" o SET "paid_pence" = p.paid, "refunded_pence" = p.refunded
FROM (
  SELECT "order_id",
    sum("amount_pence") FILTER (WHERE "status" IN ('succeeded', 'refunded'))::int AS paid,
    coalesce(sum("amount_pence") FILTER (WHERE "status" = 'refunded'), 0)::int AS refunded
  FROM "payments" GROUP BY "order_id"
) p
WHERE p."order_id" = o."id" AND p.paid IS NOT NULL;
