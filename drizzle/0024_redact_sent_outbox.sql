-- Copies sent before decision 520 kept their working links and codes: remove them as the mail service now does.
UPDATE "email_outbox" SET
  "subject" = regexp_replace("subject", '^(Your code to book with a credit: )[0-9]{6}$', '\1[removed once sent]'),
  "text" = regexp_replace(regexp_replace("text", '#(ticket=)?[A-Za-z0-9_-]{43}', '#\1[removed once sent]', 'g'), 'Your code is [0-9]{6}\.', 'Your code is [removed once sent].', 'g'),
  "html" = regexp_replace(regexp_replace("html", '#(ticket=)?[A-Za-z0-9_-]{43}', '#\1[removed once sent]', 'g'), 'Your code is [0-9]{6}\.', 'Your code is [removed once sent].', 'g'),
  "attachments" = (
    SELECT jsonb_agg(a) FROM jsonb_array_elements("attachments") a WHERE a->>'filename' NOT IN ('ticket.png', 'class.ics')
  )
WHERE "status" IN ('sent', 'failed');
