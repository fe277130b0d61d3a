/** admin.appointments.calendar: her classes and the appointments that take her time, for a day or a week. */
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../../domain/time';
import { createServices } from '../../../services/container';
import { expectTrpcError } from '../../../test/expect-error';
import { useTestEnv } from '../../../test/harness';

// A fixed "now"; the Monday five weeks on is past the seed's fortnight of classes and inside every type's horizon.
const now = new Date();
const monday = addDays(mondayOf(londonToday(now)), 35);
const env = useTestEnv({ services: ({ db, config }) => createServices({ db, config, clock: () => now }) });
let admin: ReturnType<typeof env.caller>;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
});

describe('admin.appointments.calendar', () => {
  it('lists the classes and the held or confirmed appointments of the range, in London time', async () => {
    const studioId = (await admin.admin.locations.list()).find((l) => l.name === 'Main Studio')!.id;
    const types = await env.caller().appointments.types();
    const consultation = types.find((t) => t.name === 'Free Consultation')!;
    const slot = await admin.admin.schedule.create({
      date: addDays(monday, 1),
      startTime: '18:00',
      endTime: '19:00',
      locationId: studioId,
    });
    const booked = await env.caller().appointments.book({
      typeId: consultation.id,
      start: londonInstant(monday, '10:00'),
      name: 'Jane Client',
      email: 'jane@example.com',
      phone: '07700 900123',
      notes: 'Knee',
      health: { answers: PARQ_QUESTIONS.map(() => false), details: '' },
    });
    expect(booked.success).toBe(true);

    const week = await admin.admin.appointments.calendar({ from: monday, to: addDays(monday, 6) });
    expect(week.classes.map((c) => c.id)).toEqual([slot.id]);
    expect(week.appointments).toEqual([
      expect.objectContaining({
        id: booked.appointmentId,
        typeName: 'Free Consultation',
        date: monday,
        startTime: '10:00',
        endTime: '10:30',
        status: 'confirmed',
        name: 'Jane Client',
        phone: '07700 900123',
        notes: 'Knee',
        healthFlagged: false,
      }),
    ]);
    expect(week.appointments[0]!.startsAt).toMatch(new RegExp(`^${monday}T10:00:00\\+0[01]:00$`));

    // A yes to any PAR-Q question flags the appointment for the owner's look.
    const flagged = await env.caller().appointments.book({
      typeId: consultation.id,
      start: londonInstant(addDays(monday, 2), '10:00'),
      name: 'Kim Client',
      email: 'kim@example.com',
      phone: '07700 900124',
      health: { answers: PARQ_QUESTIONS.map((_, i) => i === 2), details: 'Dizzy spells' },
    });
    const wednesday = await admin.admin.appointments.calendar({ from: addDays(monday, 2), to: addDays(monday, 2) });
    expect(wednesday.appointments).toEqual([expect.objectContaining({ id: flagged.appointmentId, healthFlagged: true })]);

    const nextDay = await admin.admin.appointments.calendar({ from: addDays(monday, 1), to: addDays(monday, 1) });
    expect(nextDay).toMatchObject({ appointments: [], classes: [{ id: slot.id }] });
  });

  it('is for the owner only and refuses a backwards or over-long range', async () => {
    await expectTrpcError(env.caller().admin.appointments.calendar({ from: monday, to: monday }), 'UNAUTHORIZED');
    await expectTrpcError(admin.admin.appointments.calendar({ from: monday, to: addDays(monday, -1) }), 'BAD_REQUEST');
    await expectTrpcError(admin.admin.appointments.calendar({ from: monday, to: addDays(monday, 15) }), 'BAD_REQUEST');
  });
});
