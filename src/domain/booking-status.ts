/**
 * The owner's status changes are transitions, not free text: what a booking may become depends on where it is
 * and on what has happened to it (money taken, a credit spent, the customer checked in). The admin menu offers
 * exactly these and the server refuses the rest with a 409 naming the status (decision 511).
 */
import type { BookingStatus, ManualBookingStatus } from './schemas';

export interface StatusFacts {
  kind: 'class' | 'training';
  status: BookingStatus;
  /** Money was taken (card) or a class credit spent on it. */
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

/** The statuses the owner may set this booking to now (the current one excluded). */
export function nextStatuses(f: StatusFacts): ManualBookingStatus[] {
  if (f.status === 'refunded') return [];
  if (f.kind === 'training') return (['confirmed', 'cancelled'] as const).filter((s) => s !== f.status);
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
  if (f.status === 'refunded') return `status: a refunded booking follows its refund and cannot be set to '${to}'`;
  const what = [f.checkedIn ? 'checked-in' : f.paid ? 'paid' : null, f.status].filter(Boolean).join(' ');
  return `status: a ${what} booking cannot be set to '${to}'`;
}
