/**
 * Decision 241's promise, checked the way a thief would: after real traffic, a pg_dump of the database
 * and the backup file the backup service writes hold none of the links, tickets and codes the e-mails carried.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../domain/memberships';
import { normaliseVoucherCode } from '../../../domain/vouchers';
import { memberships } from '../../db/schema';
import { createSlot, seededClassType } from '../../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../../test/harness';
import { allSecrets, trafficWithMail } from '../../test/mail-traffic';
import { startSmtpSink } from '../../test/smtp-sink';
import { createServices } from '../container';
import { snapshotPostgres } from './backup';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const smtp = {} as { sink: Sink };
const dir = mkdtempSync(path.join(tmpdir(), 'dump-secrets-'));
beforeAll(async () => {
  smtp.sink = await startSmtpSink();
});
afterAll(async () => {
  await smtp.sink?.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = useTestEnv({
  config: { PUBLIC_URL: 'https://studio.test' },
  services: ({ db, config }) => createServices({ db, config: { ...config, SMTP_URL: smtp.sink.url } }),
});

/** Runs a PostgreSQL client tool and returns what it wrote to stdout. */
function textOf(command: string, args: string[]): string {
  const out = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (out.status !== 0) throw new Error(`${command} failed: ${out.stderr}`);
  return out.stdout;
}

describe.runIf(testDbKind() === 'postgres')('a dump or a backup after real traffic', () => {
  it('holds none of the links, tickets and codes the e-mails carried', { timeout: 180_000 }, async () => {
    const secrets = await trafficWithMail(env, smtp.sink, 'ds1');
    for (const [kind, found] of Object.entries(secrets)) expect(found.length, `a ${kind} secret was mailed`).toBeGreaterThan(0);

    const dump = textOf('pg_dump', ['--no-owner', '--format=plain', env.url!]);
    // The dump is the whole database: the traffic is in it.
    expect(dump).toContain('visitords1@example.com');
    const backup = path.join(dir, 'backup.pgdump');
    await snapshotPostgres(env.url!, backup);
    const restored = textOf('pg_restore', ['--file=-', backup]);
    expect(restored).toContain('visitords1@example.com');

    for (const secret of allSecrets(secrets)) {
      expect(dump.includes(secret), `pg_dump holds ${secret}`).toBe(false);
      expect(restored.includes(secret), `the backup holds ${secret}`).toBe(false);
    }
  });

  it('holds no voucher code, membership code or card link, and after her erasure no membership, voucher or offer of hers', async () => {
    const HER = { name: 'Wilhelmina Ostrowska', email: 'wilhelmina.ostrowska@example.com', phone: '07700 955777' };
    const token = await env.adminToken();
    const admin = env.caller({ token });
    // A voucher given to her (its code answered once, to the owner), and her first class at the introductory price.
    await admin.admin.introOffer.save({ enabled: true, classPence: 500, appointmentPence: 2000 });
    const voucher = await admin.admin.vouchers.issue({
      amountPence: 2500,
      recipientEmail: HER.email,
      recipientName: HER.name,
      message: 'For Mina',
    });
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const browser = env.browser();
    const first = await env.caller({ browser }).bookings.create({ ...HER, classTypeId: mat.id, scheduleId: slot.id });
    expect(first.amountPence).toBe(500);
    await env.caller({ browser }).payments.confirmTest({ clientSecret: first.clientSecret!, cardNumber: '4242424242424242' });

    // A membership (its code mailed), a failed renewal (a card-update link mailed), then cancelled and ended.
    const plan = await admin.admin.memberships.createPlan({
      name: 'Dump plan',
      pricePence: 4000,
      classesPerMonth: null,
      classTypeIds: [],
      includesAppointments: false,
      minimumTermMonths: 1,
      noticeDays: 0,
      isActive: true,
      description: '',
    });
    const start = new Date('2033-01-10T09:00:00Z');
    const sub = await env.caller().memberships.subscribe({ planId: plan.id, ...HER });
    await env.services.memberships.confirmTestCard(sub.clientSecret, '4242424242424242', start);
    await env.db.update(memberships).set({ testCard: '4000000000000002' }).where(eq(memberships.id, sub.membershipId));
    await env.services.memberships.renew(sub.membershipId, addMonths(start, 1), addMonths(start, 1));
    await env.services.memberships.cancel({ email: HER.email, membershipId: sub.membershipId }, addMonths(start, 1));
    await env.db
      .update(memberships)
      .set({ status: 'cancelled', cancelledAt: addMonths(start, 2) })
      .where(eq(memberships.id, sub.membershipId));
    // Every message due by then is sent (the membership's were queued on its 2033 clock).
    for (let i = 0; i < 3; i++) {
      await env.services.mail.idle();
      await env.services.jobs.runDue({ now: addMonths(start, 3) });
    }
    await env.services.mail.idle();

    const toHer = smtp.sink.received
      .filter((m) => m.to.some((to) => to.includes(HER.email)))
      .map((m) => `${m.subject}\n${m.text}\n${m.html ?? ''}`);
    const cardLinks = toHer.flatMap((t) => [...t.matchAll(/\/membership\/card#([A-Za-z0-9_-]{20,})/g)].map((m) => m[1]!));
    expect(cardLinks.length, 'the card-update link was mailed').toBeGreaterThan(0);
    expect(
      toHer.some((t) => t.includes(sub.membershipCode)),
      'the membership code was mailed',
    ).toBe(true);
    const secrets = [
      voucher.code,
      normaliseVoucherCode(voucher.code),
      sub.membershipCode,
      sub.membershipCode.replace(/-/g, ''),
      ...cardLinks,
    ];

    const before = textOf('pg_dump', ['--no-owner', '--format=plain', env.url!]);
    expect(before).toContain(HER.email);
    for (const secret of secrets) expect(before.includes(secret), `pg_dump holds ${secret}`).toBe(false);

    // She asks to be erased once her class is over.
    const after = new Date('2033-06-01T09:00:00Z');
    await env.services.dataRequests.request(HER.email, after);
    await env.services.mail.idle();
    const request = smtp.sink.received.filter((m) => m.to.some((to) => to.includes(HER.email)) && /my-data#/.test(m.text)).at(-1)!;
    const dataToken = /\/my-data#([A-Za-z0-9_-]{43})/.exec(request.text)![1]!;
    await env.services.dataRequests.erase(dataToken, after);

    const dump = textOf('pg_dump', ['--no-owner', '--format=plain', env.url!]);
    for (const value of [...Object.values(HER), 'For Mina']) {
      const at = dump.toLowerCase().indexOf(value.toLowerCase());
      expect(at === -1 ? '' : dump.slice(Math.max(0, at - 300), at + 100), `${value} is still held`).toBe('');
    }
    for (const secret of secrets) expect(dump.includes(secret), `pg_dump holds ${secret}`).toBe(false);
    // The money stays for the accounts: the membership's price and the voucher's amount, without her.
    const [kept] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
    expect(kept).toMatchObject({ email: '', name: 'Erased on request', pricePence: 4000, cardTokenHash: null, testCard: null });
    expect(kept!.codeHash).toBe(`erased-${sub.membershipId}`);
  });
});
