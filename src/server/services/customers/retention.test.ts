/**
 * The privacy page's promises, kept by the daily purge on the injected clock: waiting-list places, expired credit
 * lots and e-mail copies never sent (no SMTP) go when the page says, and the page lists each kind of data kept.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETENTION, RETENTION_LINES } from '../../../domain/retention';
import { londonInstant } from '../../../domain/time';
import {
  appointments,
  appointmentTypes,
  auditLog,
  bookings,
  clientNotes,
  creditLots,
  creditProofs,
  emailOutbox,
  jobs,
  outgoingEvents,
  scheduleSlots,
  waitlistEntries,
} from '../../db/schema';
import { useTestEnv } from '../../test/harness';
import { createServices } from '../container';
import { PERSONAL_DATA_TABLES, PURGE_JOB } from './purge';

let now = londonInstant('2027-06-01', '12:00');
const env = useTestEnv({ seed: false, services: ({ db, config }) => createServices({ db, config, clock: () => now }) });
const advanceDays = (days: number) => (now = new Date(now.getTime() + days * 86_400_000));

const ids = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);

describe('retention (the daily purge on the clock)', () => {
  it('deletes waiting-list places after their class, expired credit lots after a year, unsent e-mail copies with sent ones', async () => {
    const [past, ahead] = await env.db
      .insert(scheduleSlots)
      .values([
        { date: '2027-06-01', startTime: '18:00', endTime: '19:00', maxBookings: 1 },
        { date: '2027-09-01', startTime: '18:00', endTime: '19:00', maxBookings: 1 },
      ])
      .returning({ id: scheduleSlots.id });
    const [waitPast, waitAhead] = await env.db
      .insert(waitlistEntries)
      .values([
        { slotId: past!.id, name: 'Wendy Past', email: 'wendy@example.com' },
        { slotId: ahead!.id, name: 'Wendy Ahead', email: 'wendy@example.com' },
      ])
      .returning({ id: waitlistEntries.id });
    const expiry = new Date(now.getTime() + 10 * 86_400_000);
    const lot = (email: string) => ({ email, scope: 'class' as const, title: 'Pack', granted: 5, remaining: 2, expiresAt: expiry });
    const [spentLot, unusedLot] = await env.db
      .insert(creditLots)
      .values([lot('spent@example.com'), lot('unused@example.com')])
      .returning({ id: creditLots.id });
    // A booking paid from the first lot keeps it in the accounts.
    await env.db.insert(bookings).values({
      slotId: past!.id,
      className: 'Mat',
      name: 'Spent',
      email: 'spent@example.com',
      phone: '',
      status: 'confirmed',
      creditLotId: spentLot!.id,
    });
    await env.db
      .insert(creditProofs)
      .values({ email: 'spent@example.com', codeHash: 'x', codeExpiresAt: new Date(now.getTime() + 900_000) });
    // No SMTP here: the copy waits in the outbox, with its job.
    await env.db.transaction((tx) => env.services.mail.queue(tx, { to: 'unsent@example.com', subject: 'Unsent', text: 'x' }));

    // The day after the class: its waiting list goes, the other stays; nothing else is due.
    advanceDays(1);
    await env.services.customers.schedulePurge();
    expect((await env.services.jobs.runDue({ kinds: [PURGE_JOB] })).done).toBe(1);
    expect(await ids(env.db.select({ id: waitlistEntries.id }).from(waitlistEntries))).toEqual([waitAhead!.id]);
    expect(waitPast).toBeDefined();
    expect(await env.db.select({ id: creditProofs.id }).from(creditProofs)).toEqual([]);
    expect(await env.db.select({ id: emailOutbox.id }).from(emailOutbox)).toHaveLength(1);

    // A year after the credits expired (and the copy was written): the lots and the unsent copy go.
    advanceDays(10 + 31 * RETENTION.expiredCreditsMonths);
    await env.services.customers.schedulePurge();
    expect((await env.services.jobs.runDue({ kinds: [PURGE_JOB] })).done).toBeGreaterThanOrEqual(1);
    const lots = await env.db.select({ id: creditLots.id, email: creditLots.email }).from(creditLots);
    expect(lots).toEqual([{ id: spentLot!.id, email: '' }]);
    expect(unusedLot).toBeDefined();
    expect(await env.db.select({ id: emailOutbox.id }).from(emailOutbox)).toEqual([]);
    const emailJobs = await env.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'email'));
    expect(emailJobs).toEqual([]);
  });

  it('lists on the privacy page every kind of data the purge keeps, with the purge numbers', () => {
    const page = RETENTION_LINES.map((l) => `${l.what}: ${l.howLong}`).join('\n');
    for (const what of [
      'Booking and payment records',
      'Class credits',
      'Waiting-list places',
      'Enquiries',
      'health questionnaire',
      'Notes we keep about you',
      'sign-in links, sessions and passkeys',
      'log of changes',
      'events sent to services',
      'e-mails',
      'links',
      'Request counts',
    ])
      expect(page).toContain(what);
    expect(page).toContain(`${RETENTION.accountsYears} years`);
    expect(page).toContain(`${RETENTION.messagesMonths} months`);
    expect(page).toContain(`have not used it for ${RETENTION.unusedPasskeyYears} years`);
    expect(page).toContain(`${RETENTION.expiredCreditsMonths} months after its credits expire`);
    expect(page).toContain('whether or not they were sent');
  });

  it('after six years removes her details from appointments (health answers too), the notes on her and the admin log; event copies after a year', async () => {
    const [type] = await env.db
      .insert(appointmentTypes)
      .values({ name: 'Personal training', durationMinutes: 60, pricePence: 4000, place: 'client_home' })
      .returning({ id: appointmentTypes.id });
    const session = (startsAt: Date) => ({
      typeId: type!.id,
      typeName: 'Personal training',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      place: 'client_home' as const,
      name: 'Petra Old',
      email: 'petra@example.com',
      phone: '07700 900999',
      notes: 'Gate code 1234',
      status: 'confirmed' as const,
      health: { answers: [false, false, false, false, true, false, false], details: 'Knee surgery' },
    });
    const [old] = await env.db.insert(appointments).values(session(now)).returning({ id: appointments.id });
    await env.db.insert(clientNotes).values({ email: 'petra@example.com', text: 'Mind her knee', author: 'admin', createdAt: now });
    await env.db.insert(auditLog).values({
      at: now,
      actor: 'admin',
      action: 'booking.update',
      entity: 'booking',
      entityId: 'B-1',
      after: { email: 'petra@example.com' },
    });
    await env.db.insert(outgoingEvents).values({ type: 'booking.confirmed', data: { email: 'petra@example.com' }, createdAt: now });

    // A year and a day on: the copies of events sent to integrations go; the rest is within its six years.
    advanceDays(366);
    const [recent] = await env.db.insert(appointments).values(session(now)).returning({ id: appointments.id });
    await env.services.customers.schedulePurge();
    await env.services.jobs.runDue({ kinds: [PURGE_JOB] });
    expect(await env.db.select({ id: outgoingEvents.id }).from(outgoingEvents)).toEqual([]);
    expect(await env.db.select({ id: clientNotes.id }).from(clientNotes)).toHaveLength(1);
    expect(await env.db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(1);

    // Six years and a few days after the first session.
    advanceDays(365 * (RETENTION.accountsYears - 1) + 5);
    await env.services.customers.schedulePurge();
    await env.services.jobs.runDue({ kinds: [PURGE_JOB] });
    const rows = await env.db
      .select({
        id: appointments.id,
        name: appointments.name,
        email: appointments.email,
        phone: appointments.phone,
        notes: appointments.notes,
        health: appointments.health,
      })
      .from(appointments)
      .orderBy(appointments.id);
    expect(rows).toEqual([
      { id: old!.id, name: 'Erased on request', email: '', phone: '', notes: '', health: null },
      expect.objectContaining({ id: recent!.id, email: 'petra@example.com', health: expect.objectContaining({ details: 'Knee surgery' }) }),
    ]);
    expect(await env.db.select({ id: clientNotes.id }).from(clientNotes)).toEqual([]);
    expect(await env.db.select({ id: auditLog.id }).from(auditLog)).toEqual([]);
  });

  it("names every table that holds a person's details, each with a line of the privacy page that says how long", async () => {
    const result = await env.db.execute(sql`select distinct table_name from information_schema.columns
      where table_schema = 'public' and column_name in ('email', 'phone', 'to', 'health')`);
    const found = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { table_name: string }[];
    const tables = found.map((r) => r.table_name).filter((t) => !t.startsWith('__'));
    expect(tables.length, 'the schema was read').toBeGreaterThan(8);
    expect(
      tables.filter((t) => !(t in PERSONAL_DATA_TABLES)),
      'tables with personal data and no retention line',
    ).toEqual([]);
    for (const [table, line] of Object.entries(PERSONAL_DATA_TABLES))
      expect(
        RETENTION_LINES.some((l) => l.what.startsWith(line)),
        `${table}: the privacy page has a line "${line}..."`,
      ).toBe(true);
  });
});
