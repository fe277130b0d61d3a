import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { emailOutbox } from '../../db/schema';
import { useTestEnv } from '../../test/harness';
import { allSecrets, trafficWithMail } from '../../test/mail-traffic';
import { startSmtpSink } from '../../test/smtp-sink';
import { createServices } from '../container';
import { REDACTED } from './mail';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const smtp = {} as { sink: Sink };
beforeAll(async () => {
  smtp.sink = await startSmtpSink();
});
afterAll(async () => smtp.sink?.close());

const env = useTestEnv({
  config: { PUBLIC_URL: 'https://studio.test', OWNER_EMAIL: 'owner@studio.test' },
  services: ({ db, config }) => createServices({ db, config: { ...config, SMTP_URL: smtp.sink.url } }),
});

describe('the copies of sent e-mails', () => {
  it('keep no working link, ticket or code once sent: manage, offer, data-request links, the QR ticket and credit codes', async () => {
    const secrets = await trafficWithMail(env, smtp.sink, 'kc1');
    for (const [kind, found] of Object.entries(secrets)) expect(found.length, `a ${kind} secret was mailed`).toBeGreaterThan(0);

    const rows = await env.db.select().from(emailOutbox);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const stored = JSON.stringify(rows);
    for (const secret of allSecrets(secrets)) expect(stored, 'a working secret in email_outbox').not.toContain(secret);

    // What was sent is still readable, with the link marked as removed; the ticket's picture is not kept.
    const [confirmation] = rows.filter((r) => r.subject.startsWith('Booking confirmed') && r.to === 'visitorkc1@example.com');
    expect(confirmation!.text).toContain(`View or cancel your booking: https://studio.test/manage#${REDACTED}`);
    expect(confirmation!.html).toContain(`href="https://studio.test/manage#${REDACTED}"`);
    expect(confirmation!.attachments ?? []).not.toContainEqual(expect.objectContaining({ filename: 'ticket.png' }));
    expect(confirmation!.redacted).toBeNull();
    const code = rows.find((r) => r.subject.startsWith('Your code to book with a credit'))!;
    expect(code.subject).toBe(`Your code to book with a credit: ${REDACTED}`);
    expect(code.text).toContain(`Your code is ${REDACTED}.`);
    // A message without a secret is kept as sent.
    const notice = rows.find((r) => r.to === 'owner@studio.test' && r.subject.startsWith('New booking'))!;
    expect(notice.text).not.toContain(REDACTED);
  });
});

describe('the log', () => {
  it('never has a credit code, with or without SMTP', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'trace' },
      new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    // Without SMTP the message waits in the outbox and its arrival is logged.
    const quiet = createServices({ db: env.db, config: { ...env.config, SMTP_URL: undefined }, log });
    const token = await env.adminToken();
    const pack = await env
      .caller({ token })
      .admin.packs.create({ name: 'Log pack', pricePence: 0, credits: 2, validityDays: 30, classTypeIds: [] });
    await env.caller({ token }).admin.packs.grant({ email: 'logged@example.com', packId: pack.id, reason: 'a gift' });
    await quiet.credits.requestCode('logged@example.com');
    const [row] = await env.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'logged@example.com'))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const code = /(\d{6})$/.exec(row!.subject)![1]!;
    expect(lines.join('')).toContain('SMTP_URL is not set');
    expect(lines.join('')).not.toContain(code);

    // Through HTTP, with the request log on: the code travels in a body, which is not logged.
    const app = await buildApp({ config: env.config, database: env.database, services: quiet, clientDir: false });
    const answer = await app.inject({
      method: 'POST',
      url: '/trpc/packs.verifyCode',
      payload: { json: { email: 'logged@example.com', code } },
    });
    expect(answer.statusCode).toBe(200);
    await app.close();
    expect(lines.join('')).toContain('/trpc/packs.verifyCode');
    expect(lines.join('')).not.toContain(code);
  });
});
