/**
 * Erasure reaches every table: after she has booked, waited, bought and spent credits, been checked in,
 * written an enquiry, been given credits by the owner and had a private note written about her, erasing her leaves her name, address and phone
 * nowhere in the database (a pg_dump on PostgreSQL; every table's rows as JSON on PGlite).
 */
import { spawnSync } from 'node:child_process';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExportSummary, DATA_EXPORT_SECTIONS } from '../../../domain/privacy';
import { londonInstant } from '../../../domain/time';
import { emailOutbox } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../../test/harness';

const env = useTestEnv({ config: { PUBLIC_URL: 'https://studio.test' } });
const CARD_OK = '4242424242424242';
const HER = { name: 'Zelda Quarrington', email: 'zelda.quarrington@example.com', phone: '07700 955501' };

/** Everything the database holds, as text. */
async function everything(): Promise<string> {
  if (testDbKind() === 'postgres') {
    const out = spawnSync('pg_dump', ['--no-owner', '--format=plain', env.url!], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (out.status !== 0) throw new Error(out.stderr);
    return out.stdout;
  }
  const tables = await env.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`);
  const names = (Array.isArray(tables) ? tables : (tables as { rows: { table_name: string }[] }).rows) as { table_name: string }[];
  const parts = await Promise.all(
    names.map(
      async ({ table_name }) => `${table_name}: ${JSON.stringify(await env.db.execute(sql`select * from ${sql.identifier(table_name)}`))}`,
    ),
  );
  return parts.join('\n');
}

const lastMail = async (to: string, subject: string) =>
  (
    await env.db
      .select({ text: emailOutbox.text, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, `${subject}%`)))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
  )[0]!;

describe('erasure', () => {
  it('leaves her name, e-mail and phone in no table, and her export lists all she had', { timeout: 120_000 }, async () => {
    const admin = env.caller({ token: await env.adminToken() });
    await env.services.webhooks.create(
      { url: 'https://93.184.216.34/hook', description: 'crm', events: ['booking.confirmed', 'booking.cancelled'] },
      'owner',
    );
    const mat = await seededClassType(env.db, 'Mat Pilates Class');

    // A class she pays for and attends.
    const attended = await createSlot(env.db, { allowed: [mat.id] });
    const booked = await env.caller().bookings.create({ ...HER, classTypeId: mat.id, scheduleId: attended.id, specialRequests: 'Knee' });
    await env.caller().payments.confirmTest({ clientSecret: booked.clientSecret!, cardNumber: CARD_OK });
    await env.services.attendance.mark(booked.bookingId!, 'attended', 'admin', londonInstant(attended.date, '09:58'));

    // A full class she waits for.
    const full = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
    const other = await env.caller().bookings.create({ ...visitor('er-other'), classTypeId: mat.id, scheduleId: full.id });
    await env.caller().payments.confirmTest({ clientSecret: other.clientSecret!, cardNumber: CARD_OK });
    await env.caller().waitlist.join({ scheduleId: full.id, name: HER.name, email: HER.email });

    // A pack she buys, a code, a class paid with a credit which she then cancels; credits the owner gives her.
    const pack = await admin.admin.packs.create({ name: 'Five classes', pricePence: 5000, credits: 5, validityDays: 60, classTypeIds: [] });
    const bought = await env.caller().packs.buy({ packId: pack.id, ...HER });
    await env.caller().payments.confirmTest({ clientSecret: bought.clientSecret, cardNumber: CARD_OK });
    await env.caller().packs.requestCode({ email: HER.email });
    const code = /(\d{6})$/.exec((await lastMail(HER.email, 'Your code')).subject)![1]!;
    const { creditToken } = await env.caller().packs.verifyCode({ email: HER.email, code });
    const later = await createSlot(env.db, { allowed: [mat.id] });
    const withCredit = await env.caller().bookings.createWithCredit({ ...HER, classTypeId: mat.id, scheduleId: later.id, creditToken });
    await env.services.cancellation.cancelBooking({ bookingId: withCredit.bookingId!, refundPence: 0, actor: 'owner', reason: 'Ill' });
    await admin.admin.packs.grant({ email: HER.email, packId: pack.id, reason: `goodwill for ${HER.name}` });

    // An appointment booked for her by phone, with her health questionnaire answers.
    await admin.admin.appointments.setHours(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startTime: '06:00', endTime: '07:00', locationId: null })),
    );
    const consultation = (await admin.admin.appointments.listTypes()).find((t) => t.name === 'Free Consultation')!;
    const appointment = await admin.admin.appointments.create({
      typeId: consultation.id,
      start: londonInstant(later.date, '06:00'),
      ...HER,
      notes: `Call ${HER.name} first`,
      payment: 'complimentary',
      health: { answers: [false, false, false, false, true, false, false], details: 'Knee surgery in 2024' },
    });

    // An enquiry.
    await env.caller().contact.send({ name: HER.name, email: HER.email, phone: HER.phone, message: 'Do you run prenatal classes?' });

    // The owner's private note on her (its words are only in the note; the audit row names her address).
    await admin.admin.clients.addNote({ client: HER.email, text: 'Prefers the front row; mind her left shoulder' });

    const before = await everything();
    for (const value of Object.values(HER)) expect(before, `${value} is held before`).toContain(value);

    // She asks on the privacy page once every class is over.
    const after = londonInstant(later.date, '23:00');
    await env.services.dataRequests.request(HER.email, after);
    const token = /\/my-data#([A-Za-z0-9_-]{43})/.exec((await lastMail(HER.email, 'Your data held by')).text)![1]!;

    const data = await env.services.dataRequests.exportData(token, after);
    expect(data.credits.map((l) => [l.title, l.granted, l.remaining])).toEqual([
      ['Five classes', 5, 5],
      ['Five classes', 5, 5],
    ]);
    expect(data.credits[0]!.history.map((h) => h.reason)).toEqual(['grant', 'spend', 'restore']);
    expect(data.credits[0]!.expiresAt).toEqual(expect.any(Date));
    expect(data.attendance).toEqual([
      expect.objectContaining({ booking: `B-${booked.bookingId}`, checkedInAt: expect.any(Date), noShowAt: null }),
    ]);
    expect(data.waitingLists).toEqual([expect.objectContaining({ date: full.date, status: 'waiting' })]);
    expect(data.appointments).toEqual([
      expect.objectContaining({
        reference: `A-${appointment.appointmentId}`,
        health: expect.objectContaining({ details: 'Knee surgery in 2024' }),
      }),
    ]);
    expect(data.notesAboutYou).toEqual([{ text: 'Prefers the front row; mind her left shoulder', createdAt: expect.any(Date) }]);
    // The page's summary has a line for each list in the file, with its count.
    const lists = Object.entries(data).filter(([, v]) => Array.isArray(v));
    expect(lists.map(([k]) => k).sort()).toEqual(Object.keys(DATA_EXPORT_SECTIONS).sort());
    const summary = dataExportSummary(data);
    for (const [key, list] of lists) {
      const [one, many] = DATA_EXPORT_SECTIONS[key as keyof typeof DATA_EXPORT_SECTIONS];
      expect(summary).toContain(`${(list as unknown[]).length} ${(list as unknown[]).length === 1 ? one : many}`);
    }

    await env.services.dataRequests.erase(token, after);
    const dump = await everything();
    for (const value of Object.values(HER)) {
      const at = dump.toLowerCase().indexOf(value.toLowerCase());
      expect(at === -1 ? '' : dump.slice(Math.max(0, at - 300), at + 100), `${value} is still held`).toBe('');
    }
    // The accounts stay: her bookings and orders are there, anonymised.
    expect(dump).toContain('Erased on request');
    expect(dump).not.toContain('Knee surgery in 2024');
    expect(dump).not.toContain('mind her left shoulder');
    expect(dump).toContain('client_note.create');
  });
});
