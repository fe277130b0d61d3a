/**
 * Rows the admin tests need that only the booking path creates (bookings, orders, payments). Written
 * straight to the database: they are the state under test, not a stand-in for our own code.
 */
import type { BookingStatus } from '../../domain/schemas';
import type { Db } from '../db/client';
import { enquiries, orders, payments, PAYMENT_STATUSES } from '../db/schema';
import { insertBookingRows } from './booking-fixtures';

export async function insertBooking(
  db: Db,
  opts: {
    slotId: number;
    status?: BookingStatus;
    name?: string;
    email?: string;
    classTypeId?: number | null;
    className?: string;
    participantCount?: number;
    holdExpiresAt?: Date | null;
    createdAt?: Date;
    order?: { kind?: 'booking' | 'class_checkout'; amountPence: number; discountCodeId?: number | null };
  },
): Promise<number> {
  const [id] = await insertBookingRows(db, [
    {
      slotId: opts.slotId,
      classTypeId: opts.classTypeId ?? null,
      className: opts.className ?? 'Mat Pilates Class',
      name: opts.name ?? 'Ann Smith',
      email: opts.email ?? 'ann@example.com',
      phone: '07700 900123',
      participantCount: opts.participantCount ?? 1,
      status: opts.status ?? 'confirmed',
      holdExpiresAt: opts.holdExpiresAt ?? (opts.status === 'held' ? new Date(Date.now() + 15 * 60_000) : null),
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    },
  ]);
  const row = { id: id! };
  if (opts.order) {
    await db.insert(orders).values({
      kind: opts.order.kind ?? 'booking',
      bookingId: row.id,
      description: opts.className ?? 'Mat Pilates Class',
      name: opts.name ?? 'Ann Smith',
      email: opts.email ?? 'ann@example.com',
      originalPence: opts.order.amountPence,
      amountPence: opts.order.amountPence,
      discountCodeId: opts.order.discountCodeId ?? null,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    });
  }
  return row.id;
}

/** A personal-training order (no booking row) with its payment in the given state. */
export async function insertTrainingOrder(
  db: Db,
  opts: { name?: string; email?: string; paymentStatus?: (typeof PAYMENT_STATUSES)[number] | null; amountPence?: number; createdAt?: Date },
): Promise<number> {
  const [order] = await db
    .insert(orders)
    .values({
      kind: 'training',
      description: 'Personal Training - Single Session',
      name: opts.name ?? 'Tom Trainer',
      email: opts.email ?? 'tom@example.com',
      phone: '07700 900456',
      originalPence: opts.amountPence ?? 4000,
      amountPence: opts.amountPence ?? 4000,
      sessionType: 'single',
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning({ id: orders.id });
  if (opts.paymentStatus !== null) {
    await db.insert(payments).values({
      orderId: order!.id,
      provider: 'test',
      providerPaymentId: `testpi_${order!.id}_${Math.random().toString(36).slice(2)}`,
      amountPence: opts.amountPence ?? 4000,
      status: opts.paymentStatus ?? 'succeeded',
    });
  }
  return order!.id;
}

export async function insertEnquiry(db: Db, opts: { name: string; createdAt?: Date; message?: string }): Promise<number> {
  const [row] = await db
    .insert(enquiries)
    .values({
      name: opts.name,
      email: `${opts.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      service: 'personal-training',
      message: opts.message ?? 'Hello',
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning({ id: enquiries.id });
  return row!.id;
}

/** The error a promise rejects with (fails the test if it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  const outcome = await promise.then(
    (value) => ({ resolved: true as const, value }),
    (error: unknown) => ({ resolved: false as const, error }),
  );
  if (outcome.resolved) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  const error = outcome.error as { code?: string; message: string };
  return { code: error.code, message: error.message };
}
