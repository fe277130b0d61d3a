import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '../../../domain/time';
import { classTypes } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { parseStrictIcs } from '../../test/ical-strict';
import { useTestEnv } from '../../test/harness';
import { startSmtpSink } from '../../test/smtp-sink';
import { createServices } from '../container';
import { noShowFigures } from '../admin/reports';
import { bookingEventData } from '../webhooks/events';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const smtp = {} as { sink: Sink };
beforeAll(async () => {
  smtp.sink = await startSmtpSink();
});
afterAll(async () => smtp.sink?.close());

const env = useTestEnv({
  config: { PUBLIC_URL: 'https://studio.test' },
  services: ({ db, config }) => createServices({ db, config: { ...config, SMTP_URL: smtp.sink.url } }),
});

const at = (date: string, time: string) => londonInstant(date, time);

describe('a class lasts as long as its class type says (decision 773)', () => {
  it("reads the length from the owner's words, and none where they name none", async () => {
    const words = ['45 minutes', '45 min', '1 hour', '1 hr 30 min', '90 mins', '1.5 hours', '2h', '1 Hour 15 Minutes', 'All day', 'Varies'];
    const rows = await env.db
      .insert(classTypes)
      .values(words.map((duration, i) => ({ name: `Length ${i}`, duration, maxParticipants: '10', pricePence: 1000 })))
      .returning({ duration: classTypes.duration, minutes: classTypes.durationMinutes });
    expect(Object.fromEntries(rows.map((r) => [r.duration, r.minutes]))).toEqual({
      '45 minutes': 45,
      '45 min': 45,
      '1 hour': 60,
      '1 hr 30 min': 90,
      '90 mins': 90,
      '1.5 hours': 90,
      '2h': 120,
      '1 Hour 15 Minutes': 75,
      'All day': null,
      Varies: null,
    });
    await env.db.delete(classTypes).where(
      inArray(
        classTypes.name,
        words.map((_, i) => `Length ${i}`),
      ),
    );
    // The owner's list answers the length beside her words.
    const listed = await env.caller().classTypes.list();
    const mat = listed.find((t) => t.name === 'Mat Pilates Class')!;
    expect(mat).toMatchObject({ duration: expect.stringMatching(/45/), durationMinutes: 45 });
  });

  it('a 45-minute class in the hour slot ends at 18:45 in the e-mail, the calendar file, the webhook, the roster and the reports', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    expect(mat.id).toBeGreaterThan(0);
    const slot = await createSlot(env.db, { allowed: [mat.id], startTime: '18:00' });
    const res = await env.caller().bookings.create({ ...visitor('length'), classTypeId: mat.id, scheduleId: slot.id });
    await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
    await env.services.mail.idle();
    await env.services.mail.flush();
    const mail = smtp.sink.received.find((m) => m.to.includes('visitorlength@example.com') && m.subject.startsWith('Booking confirmed'))!;
    expect(mail.text).toContain('6:00 PM - 6:45 PM');
    expect(mail.text).not.toContain('7:00 PM');
    const ics = mail.attachments.find((a) => a.filename === 'class.ics')!;
    const event = parseStrictIcs(Buffer.from(ics.bytes).toString('utf8')).children.find((c) => c.name === 'VEVENT')!;
    expect(event.get('DTEND')?.raw).toBe(`${slot.date.replaceAll('-', '')}T184500`);

    expect(await bookingEventData(env.db, res.bookingId!)).toMatchObject({ endTime: '18:45' });

    // The roster counts the class as over at 18:45, not at the slot's 19:00.
    const roster = (now: Date) => env.services.attendance.roster(slot.id, now);
    expect((await roster(at(slot.date, '18:40'))).slot).toMatchObject({ endTime: '18:45', ended: false });
    expect((await roster(at(slot.date, '18:50'))).slot).toMatchObject({ endTime: '18:45', ended: true });

    // The reports' attendance counts the booking among ended classes from 18:45.
    const range = { from: slot.date, to: slot.date };
    expect((await noShowFigures(env.db, range, at(slot.date, '18:40'))).endedBookings).toBe(0);
    expect((await noShowFigures(env.db, range, at(slot.date, '18:50'))).endedBookings).toBe(1);
  });

  it("an open class (any type) keeps the slot's hour", async () => {
    const slot = await createSlot(env.db, { allowed: [], startTime: '07:00' });
    const roster = await env.services.attendance.roster(slot.id, at(slot.date, '07:50'));
    expect(roster.slot).toMatchObject({ endTime: '08:00', ended: false });
  });
});
