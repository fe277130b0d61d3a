/**
 * Decision 752: booking an appointment without health answers must not tell whether an address is a client's.
 * Earlier answers are copied only where the address is proved (her account session, her credit code, the owner);
 * otherwise a returning address gets exactly the 400 a never-seen one gets, at every door.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type HealthAnswers, PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../domain/time';
import { appointments } from '../../db/schema';
import { accountSessionFor } from '../../test/account-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { type TestEnv, useTestEnv } from '../../test/harness';

const env = useTestEnv({ config: { RATE_LIMIT_PER_MINUTE: '0' } });
const day = addDays(mondayOf(londonToday()), 49);
const at = (time: string) => londonInstant(day, time);
const answers: HealthAnswers = { answers: PARQ_QUESTIONS.map((_, i) => i === 2), details: 'Asthma, mild' };
const person = (email: string) => ({ name: 'Probe Target', email, phone: '07700 900321' });
const returning = 'known.client@example.com';
const unseen = 'never.seen@example.com';

let app: FastifyInstance;
let typeId: number;
let admin: ReturnType<TestEnv['caller']>;

const storedFor = async (email: string) => env.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.email, email));

async function restBook(email: string, time: string, cookies?: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/appointments',
    ...(cookies ? { cookies } : {}),
    payload: { ...person(email), typeId, start: at(time).toISOString() },
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  app = await env.app();
  admin = env.caller({ token: await env.adminToken() });
  await admin.admin.appointments.setHours(
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '08:00', endTime: '18:00', locationId: null })),
  );
  typeId = (await admin.admin.appointments.listTypes()).find((t) => t.name === 'Personal Training - Single Session')!.id;
  // The address has answers on file from an earlier booking.
  const earlier = await env.caller().appointments.book({ ...person(returning), typeId, start: at('08:00'), health: answers });
  expect(earlier.success).toBe(true);
});

describe('a returning address without a proof is asked like a new one (no client probing)', () => {
  it('REST: the same 400 body for a returning and a never-seen address, nothing stored', async () => {
    const before = (await storedFor(returning)).length;
    const known = await restBook(returning, '10:00');
    const fresh = await restBook(unseen, '10:00');
    expect(known.status).toBe(400);
    expect(known).toEqual(fresh);
    expect(known.body).toMatchObject({ code: 'validation_failed', param: 'health' });
    // Any case of the address, and a foreign or stale account cookie, prove nothing.
    expect(await restBook(returning.toUpperCase(), '10:00')).toEqual(fresh);
    const other = await accountSessionFor(env, 'someone.else@example.com');
    expect(await restBook(returning, '10:00', { account_session: other })).toEqual(fresh);
    expect(await restBook(returning, '10:00', { account_session: 'x'.repeat(43) })).toEqual(fresh);
    expect(await storedFor(returning)).toHaveLength(before);
    expect(await storedFor(unseen)).toHaveLength(0);
  });

  it('tRPC: the same refusal for both', async () => {
    const site = env.caller();
    const refusal = (email: string) => site.appointments.book({ ...person(email), typeId, start: at('11:00') });
    const knownError = await expectTrpcError(refusal(returning), 'BAD_REQUEST', /^health: /);
    const freshError = await expectTrpcError(refusal(unseen), 'BAD_REQUEST', /^health: /);
    expect(knownError).toBe(freshError);
  });

  it('proved by her account session (tRPC and REST cookie), her answers on file are copied and she books', async () => {
    const session = await accountSessionFor(env, returning);
    const booked = await env.caller({ accountSession: session }).appointments.book({ ...person(returning), typeId, start: at('12:00') });
    expect(booked).toMatchObject({ success: true, status: 'held' });
    const [copy] = await env.db
      .select({ health: appointments.health })
      .from(appointments)
      .where(eq(appointments.id, booked.appointmentId!));
    expect(copy!.health).toEqual(answers);
    const rest = await restBook(returning, '14:00', { account_session: session });
    expect(rest).toMatchObject({ status: 200, body: { success: true } });
    // Her session proves her own address only: a new address still needs answers.
    expect((await restBook(unseen, '14:00', { account_session: session })).status).toBe(400);
  });

  it('the owner acting for her is a proof: her answers on file go with a cash booking', async () => {
    const made = await admin.admin.appointments.create({ ...person(returning), typeId, start: at('16:00'), payment: 'cash' });
    expect(made.appointment.health).toMatchObject({ details: 'Asthma, mild', flagged: true });
  });
});
