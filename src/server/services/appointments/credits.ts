/**
 * Package credits pay for appointment types that allow them: the 12-session training package's ('training'
 * lots) when the type accepts training credits, and the credits of the class packs the type names. The same
 * ledger as a class booking: one spend and at most one restore per appointment (unique indexes).
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { normaliseEmail } from '../../../domain/packs';
import type { DbOrTx } from '../../db/client';
import { creditLedger, creditLots, orders } from '../../db/schema';
import { refundsShown } from '../money/refunds';
import type { ManageAppointmentDto } from '../../../domain/appointments/dto';

interface PayingType {
  acceptsTrainingCredits: boolean;
  creditPackIds: number[];
}

/** Takes one credit that pays for the type from the e-mail's live lots (the one expiring first). Null: none. */
export async function spendAppointmentCredit(
  tx: DbOrTx,
  opts: { email: string; type: PayingType; appointmentId: number; now: Date },
): Promise<number | null> {
  const lots = await tx
    .select({ id: creditLots.id, scope: creditLots.scope, expiresAt: creditLots.expiresAt, packId: orders.packId })
    .from(creditLots)
    .leftJoin(orders, eq(orders.id, creditLots.orderId))
    .where(and(eq(creditLots.email, normaliseEmail(opts.email)), gt(creditLots.remaining, 0), gt(creditLots.expiresAt, opts.now)))
    .orderBy(asc(creditLots.id))
    .for('update', { of: creditLots });
  const usable = lots
    .filter(
      (l) =>
        (opts.type.acceptsTrainingCredits && l.scope === 'training') || (l.packId !== null && opts.type.creditPackIds.includes(l.packId)),
    )
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const lot = usable[0];
  if (!lot) return null;
  const [spent] = await tx
    .update(creditLots)
    .set({ remaining: sql`${creditLots.remaining} - 1` })
    .where(and(eq(creditLots.id, lot.id), sql`${creditLots.remaining} >= 1`))
    .returning({ id: creditLots.id });
  if (!spent) return null;
  await tx.insert(creditLedger).values({
    lotId: lot.id,
    delta: -1,
    reason: 'spend',
    note: `Appointment A-${opts.appointmentId}`,
    actor: 'customer',
    appointmentId: opts.appointmentId,
  });
  return lot.id;
}

/** Gives a cancelled appointment's credit back to its lot, once. */
export async function restoreAppointmentCredit(
  tx: DbOrTx,
  opts: { appointmentId: number; lotId: number; actor: 'owner' | 'customer' | 'system'; note: string },
): Promise<boolean> {
  const [row] = await tx
    .insert(creditLedger)
    .values({ lotId: opts.lotId, delta: 1, reason: 'restore', note: opts.note, actor: opts.actor, appointmentId: opts.appointmentId })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!row) return false;
  await tx
    .update(creditLots)
    .set({ remaining: sql`${creditLots.remaining} + 1` })
    .where(eq(creditLots.id, opts.lotId));
  return true;
}

/** What she has had back for an appointment, as her manage page shows it: the order's refunds, the credit restored. */
export async function givenBack(
  db: DbOrTx,
  orderId: number,
  appointmentId: number,
): Promise<Pick<ManageAppointmentDto, 'refunds' | 'creditBackAt'>> {
  const [restored] = await db
    .select({ at: creditLedger.createdAt })
    .from(creditLedger)
    .where(and(eq(creditLedger.appointmentId, appointmentId), eq(creditLedger.reason, 'restore')))
    .limit(1);
  return {
    refunds: await refundsShown(db, orderId),
    creditBackAt: restored ? restored.at.toISOString() : null,
  };
}
