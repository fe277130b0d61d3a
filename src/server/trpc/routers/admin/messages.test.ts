import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditSentence } from '../../../../domain/audit-sentence';
import { auditLog, emailOutbox, jobs } from '../../../db/schema';
import { rejection } from '../../../test/admin-fixtures';
import { createSlot, insertBookingRows, mainStudioId, seededClassType } from '../../../test/booking-fixtures';
import { useTestEnv } from '../../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;
let slotId: number;
let otherSlotId: number;

const ANN = { name: 'Ann Message', email: 'ann.message@messages.test', phone: '07700 900611' };
const BEA = { name: 'Bea Message', email: 'bea.message@messages.test', phone: '07700 900622' };
const CAT = { name: 'Cat Cancelled', email: 'cat.cancelled@messages.test', phone: '07700 900633' };
const DOT = { name: 'Dot Holding', email: 'dot.holding@messages.test', phone: '07700 900644' };
const ROOM = { subject: 'Studio 2 tonight', message: 'We are in studio 2 tonight.\n\nSame time, same mats.' };

const outboxTo = (email: string) =>
  env.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.to}) = ${email}`);
const classMessageRows = (id: number) =>
  env.db
    .select()
    .from(emailOutbox)
    .where(and(sql`${emailOutbox.meta} ->> 'kind' = 'class-message'`, sql`(${emailOutbox.meta} ->> 'slotId')::int = ${id}`));

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const studio = await mainStudioId(env.db);
  slotId = (await createSlot(env.db, { allowed: [mat.id], date: '2032-06-08', startTime: '18:00', locationId: studio, maxBookings: 10 }))
    .id;
  otherSlotId = (await createSlot(env.db, { allowed: [mat.id], date: '2032-06-09', startTime: '18:00', locationId: studio })).id;
  const booking = (who: typeof ANN, status: 'confirmed' | 'cancelled' | 'held' = 'confirmed', slot = slotId) => ({
    slotId: slot,
    classTypeId: mat.id,
    className: 'Mat Pilates Class',
    ...who,
    status,
  });
  await insertBookingRows(env.db, [
    booking(ANN),
    // The same person booked twice (her address typed with capitals): one e-mail.
    booking({ ...ANN, email: ' Ann.Message@Messages.TEST ' }),
    booking(BEA),
    booking(CAT, 'cancelled'),
    booking(DOT, 'held'),
    booking(BEA, 'confirmed', otherSlotId),
  ]);
});

describe('e-mail everyone in this class', () => {
  it('previews the e-mail and names who gets it: one per address among the confirmed bookings', async () => {
    const preview = await admin.admin.schedule.messagePreview({ id: slotId, ...ROOM });
    expect(preview.recipients).toEqual([
      { name: 'Ann Message', email: ANN.email },
      { name: 'Bea Message', email: BEA.email },
    ]);
    expect(preview.alreadySent).toBe(0);
    expect(preview.subject).toBe(ROOM.subject);
    expect(preview.text).toContain('Hello Ann Message,');
    expect(preview.text).toContain('We are in studio 2 tonight.');
    expect(preview.text).toContain('Same time, same mats.');
    expect(preview.text).toMatch(/Where: Main Studio/);
    expect(preview.html).toContain('<p style="margin:0 0 16px">We are in studio 2 tonight.</p>');
    // A preview sends nothing.
    expect(await classMessageRows(slotId)).toHaveLength(0);
  });

  it('queues one e-mail per person with its job, audits it, and a second click sends no second copy', async () => {
    const first = await admin.admin.schedule.message({ id: slotId, ...ROOM });
    expect(first).toEqual({ sent: 2, alreadySent: 0 });
    const rows = await classMessageRows(slotId);
    expect(rows.map((r) => r.to).sort()).toEqual([ANN.email, BEA.email]);
    for (const row of rows) {
      const [job] = await env.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `email:${row.id}`));
      expect(job?.kind).toBe('email');
    }
    expect((await outboxTo(CAT.email)).length + (await outboxTo(DOT.email)).length).toBe(0);

    const again = await Promise.all([
      admin.admin.schedule.message({ id: slotId, ...ROOM }),
      admin.admin.schedule.message({ id: slotId, ...ROOM }),
    ]);
    expect(again).toEqual([
      { sent: 0, alreadySent: 2 },
      { sent: 0, alreadySent: 2 },
    ]);
    expect(await classMessageRows(slotId)).toHaveLength(2);
    expect((await admin.admin.schedule.messagePreview({ id: slotId, ...ROOM })).alreadySent).toBe(2);

    const trail = await env.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'slot.message'), eq(auditLog.entityId, String(slotId))));
    expect(trail).toHaveLength(1);
    expect(auditSentence(trail[0]!)).toBe(
      'E-mailed 2 people booked on Mat Pilates Class, Tuesday, 8 June 2032 at 6:00 PM “Studio 2 tonight”',
    );
  });

  it('sends new words to everyone again; another class is its own message', async () => {
    expect(await admin.admin.schedule.message({ id: slotId, subject: 'Teacher change', message: 'Jo takes the class.' })).toEqual({
      sent: 2,
      alreadySent: 0,
    });
    expect(await admin.admin.schedule.message({ id: otherSlotId, ...ROOM })).toEqual({ sent: 1, alreadySent: 0 });
  });

  it("is recorded on each client's page", async () => {
    const bea = await admin.admin.clients.byKey({ client: BEA.email });
    expect(bea.messages.map((m) => [m.kind, m.subject, m.author, m.status])).toEqual([
      ['class', 'Studio 2 tonight', 'admin', 'pending'],
      ['class', 'Teacher change', 'admin', 'pending'],
      ['class', 'Studio 2 tonight', 'admin', 'pending'],
    ]);
    expect(bea.messages.find((m) => m.subject === 'Teacher change')?.message).toBe('Jo takes the class.');
    expect(bea.messages.find((m) => m.subject === 'Teacher change')?.about).toBe('Mat Pilates Class, Tuesday, 8 June 2032 at 6:00 PM');
    // Her booking confirmation and the like are not the owner's messages.
    const cat = await admin.admin.clients.byKey({ client: CAT.email });
    expect(cat.messages).toEqual([]);
  });

  it('refuses an empty subject or message and an unknown class', async () => {
    expect((await rejection(admin.admin.schedule.message({ id: slotId, subject: ' ', message: 'x' }))).code).toBe('BAD_REQUEST');
    expect((await rejection(admin.admin.schedule.message({ id: slotId, subject: 'x', message: '' }))).code).toBe('BAD_REQUEST');
    expect((await rejection(admin.admin.schedule.message({ id: 999_999, ...ROOM }))).code).toBe('NOT_FOUND');
    expect((await rejection(env.caller().admin.schedule.message({ id: slotId, ...ROOM }))).code).toBe('UNAUTHORIZED');
  });
});

describe('e-mail her from her page', () => {
  it('queues one message per sending (a retry with the same nonce adds nothing), audited and on her page', async () => {
    const body = { client: ANN.email, subject: 'Your mat', message: 'You left your mat here.', nonce: 'dialog-0001' };
    expect(await admin.admin.clients.message(body)).toEqual({ sent: 1, alreadySent: 0 });
    expect(await admin.admin.clients.message(body)).toEqual({ sent: 0, alreadySent: 1 });
    const page = await admin.admin.clients.byKey({ client: ANN.email });
    const mine = page.messages.filter((m) => m.kind === 'client');
    expect(mine.map((m) => [m.subject, m.message, m.about])).toEqual([['Your mat', 'You left your mat here.', null]]);
    const [row] = (await outboxTo(ANN.email)).filter((r) => r.subject === 'Your mat');
    expect(row!.text).toContain('Hello Ann Message,');
    const trail = await env.db.select().from(auditLog).where(eq(auditLog.action, 'client.message'));
    expect(trail.map((t) => auditSentence(t))).toEqual(['E-mailed ann.message@messages.test “Your mat”']);
    // A new dialog may send the same words again.
    expect(await admin.admin.clients.message({ ...body, nonce: 'dialog-0002' })).toEqual({ sent: 1, alreadySent: 0 });
  });

  it('needs a known client', async () => {
    expect((await rejection(admin.admin.clients.message({ client: 'nobody@messages.test', subject: 'Hi', message: 'Hello' }))).code).toBe(
      'NOT_FOUND',
    );
  });
});
