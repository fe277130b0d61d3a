/** What a payment's outcome does to an appointment: called by booking/confirmation.ts, the one settling path. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, appointmentTypes } from '../../db/schema';

import * as busy from './busy-time';
import { releaseIntroOfAppointments } from '../booking/intro-offer';

/**
 * A paid appointment is confirmed: its hold, or its time taken again if the hold lapsed and nobody took it
 * meanwhile. 'gone' when the time was taken or the appointment cancelled: the payment must be given back.
 */
export async function paid(
  tx: DbOrTx,
  appointmentId: number,
  travelMinutes: number,
  now: Date,
): Promise<'confirmed' | 'gone' | 'cancelled'> {
  const [row] = await tx
    .select({
      id: appointments.id,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      place: appointments.place,
      locationId: appointments.locationId,
      cancelledBy: appointments.cancelledBy,
      buffer: appointmentTypes.bufferAfterMinutes,
    })
    .from(appointments)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, appointments.typeId))
    .where(eq(appointments.id, appointmentId))
    .for('update', { of: appointments });
  if (!row) return 'gone';
  if (row.status === 'confirmed') return 'confirmed';
  if (row.status === 'cancelled' && row.cancelledBy !== 'system') return 'cancelled';
  if (row.status !== 'held') {
    try {
      // Live again: its start is claimed first (busy-time.ts LIVE_START_INDEX), then its time reserved.
      await tx.transaction(async (sp) => {
        await sp
          .update(appointments)
          .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now })
          .where(eq(appointments.id, appointmentId));
        await busy.reserve(sp, row, row.buffer, travelMinutes);
      });
    } catch (error) {
      if (!busy.isTimeTaken(error)) throw error;
      await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelledBy: 'system', updatedAt: now })
        .where(eq(appointments.id, appointmentId));
      return 'gone';
    }
  }
  await tx.update(appointments).set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now }).where(eq(appointments.id, appointmentId));
  return 'confirmed';
}

/** A failed or cancelled payment gives a held appointment's time back. */
export async function unpaid(tx: DbOrTx, appointmentId: number, now: Date): Promise<void> {
  const [released] = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelledBy: 'system', updatedAt: now })
    .where(and(eq(appointments.id, appointmentId), inArray(appointments.status, ['held', 'expired'])))
    .returning({ status: appointments.status });
  if (released) await busy.release(tx, appointmentId);
  // Her claim on the introductory offer goes back with the unpaid hold (decision 790).
  if (released) await releaseIntroOfAppointments(tx, [appointmentId], now);
}
