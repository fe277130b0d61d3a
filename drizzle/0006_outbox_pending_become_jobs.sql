-- E-mails queued before the job table existed are sent by 'email' jobs from now on.
INSERT INTO "jobs" ("kind", "payload", "key")
SELECT 'email', jsonb_build_object('outboxId', "id"), 'email:' || "id" FROM "email_outbox" WHERE "status" = 'pending';
