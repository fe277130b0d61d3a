/**
 * The owner's status changes are transitions, not free text: what a booking may become depends on where it is
 * and on what has happened to it (money taken, a credit spent, the customer checked in). The admin menu offers
 * exactly these and the server refuses the rest with a 409 naming the status (decision 511).
 */
import type { BookingStatus, ManualBookingStatus } from './schemas';

export interface StatusFacts {
  /** A class booking (B-), an order that holds no place (T-: training, a pack) or an appointment's order (A-). */
  kind: 'class' | 'training' | 'appointment';
  status: BookingStatus;
  /**
   * Paid for (decision 806): money taken (card, or by hand), a gift voucher that paid part or all of it, a class
   * credit or a month of a membership spent on it, or the first place of her group paid so.
   */
  paid: boolean;
  /** The customer was checked in at the class. */
  checkedIn: boolean;
}

/** Where a class booking may go from each status, before paid and checked-in rule some out. */
const CLASS_TRANSITIONS: Record<BookingStatus, readonly ManualBookingStatus[]> = {
  held: ['confirmed', 'cancelled', 'expired'],
  confirmed: ['held', 'cancelled', 'expired'],
  // An expired hold never became a booking: it may be held or confirmed again, nothing to cancel.
  expired: ['held', 'confirmed'],
  cancelled: ['confirmed'],
  // A refund's result: it follows the money, never the menu.
  refunded: [],
};

/** Statuses that say "nobody has paid and nobody came": never true of a paid or checked-in booking. */
const UNPAID_ONLY: readonly ManualBookingStatus[] = ['held', 'expired'];

/** The facts of a row of the admin bookings list: its kind read from its reference's letter. */
export function statusFactsOf(row: { ref: string; status: BookingStatus; paid: boolean; checkedIn: boolean }): StatusFacts {
  const kind = row.ref.startsWith('B-') ? 'class' : row.ref.startsWith('A-') ? 'appointment' : 'training';
  return { kind, status: row.status, paid: row.paid, checkedIn: row.checkedIn };
}

/** The statuses the owner may set this booking to now (the current one excluded). */
export function nextStatuses(f: StatusFacts): ManualBookingStatus[] {
  if (f.status === 'refunded') return [];
  // An appointment is cancelled or moved from its own screen, where its money and time are handled.
  if (f.kind === 'appointment') return [];
  // A paid order is refunded, not cancelled: the refund gives the money back, tells her and the integrations
  // (decision 806). Nothing was paid: the owner may cancel it, or confirm it when she was paid in person.
  if (f.kind === 'training') return (['confirmed', 'cancelled'] as const).filter((s) => s !== f.status && !(s === 'cancelled' && f.paid));
  return CLASS_TRANSITIONS[f.status].filter((s) => {
    if ((f.paid || f.checkedIn) && UNPAID_ONLY.includes(s)) return false;
    // Cancelled after payment: the money is offered back (decision 510), so the booking is not revived by hand.
    if (f.status === 'cancelled' && s === 'confirmed' && (f.paid || f.checkedIn)) return false;
    return true;
  });
}

/** Why `to` is refused from where the booking is, or null when the transition exists. */
export function refusedTransition(f: StatusFacts, to: ManualBookingStatus): string | null {
  if (f.status === to || nextStatuses(f).includes(to)) return null;
  const noun = f.kind === 'class' ? 'booking' : f.kind === 'training' ? 'order' : 'appointment';
  if (f.status === 'refunded') return `status: a refunded ${noun} follows its refund and cannot be set to '${to}'`;
  if (f.kind === 'appointment')
    return `status: an appointment is not set to '${to}' here: cancel or move it from Appointments, which refunds and tells her`;
  const what = [f.checkedIn ? 'checked-in' : f.paid ? 'paid' : null, f.status].filter(Boolean).join(' ');
  const refused = `status: a ${what} ${noun} cannot be set to '${to}'`;
  if (f.kind === 'training' && f.paid && to === 'cancelled')
    return `${refused}: refund it instead (a refund in full cancels it, e-mails her and tells your integrations)`;
  return refused;
}
