/**
 * References people read and type, one format everywhere (e-mails, manage page, admin list and search, CSV,
 * webhooks, audit trail): class bookings are `B-<booking id>`, orders that hold no class place (personal
 * training, packs) are `T-<order id>`, appointments `A-<appointment id>`. The id sequences overlap, so a bare
 * number never names a row on its own in the merged list; a search for one finds each kind's row.
 */
export type BookingRefKind = 'class' | 'training';

export interface BookingRef {
  kind: BookingRefKind;
  id: number;
}

const PREFIX: Record<BookingRefKind, string> = { class: 'B', training: 'T' };
const MAX_ID = 2_147_483_647;

export function formatBookingRef(ref: BookingRef): string {
  return `${PREFIX[ref.kind]}-${ref.id}`;
}

/** `B-<id>`: a class booking. */
export const classBookingRef = (bookingId: number): string => formatBookingRef({ kind: 'class', id: bookingId });

/** `A-<id>`: an appointment. */
export const appointmentRef = (appointmentId: number): string => `A-${appointmentId}`;

/**
 * What a person reads for an order: the `B-` reference of the class booking it paid for, the `A-` reference of
 * its appointment when it is given, else `T-<order id>`. The one rule for e-mails, the manage page and webhook
 * payloads, so an order is never a bare number.
 */
export function orderRef(order: { orderId: number; bookingId: number | null; appointmentId?: number | null }): string {
  if (order.bookingId !== null) return classBookingRef(order.bookingId);
  if (order.appointmentId != null) return appointmentRef(order.appointmentId);
  return formatBookingRef({ kind: 'training', id: order.orderId });
}

/** 'B-1042', 'b1042', 'T-17' -> the row; a bare number is a class booking (the REST path's historic id). */
export function parseBookingRef(text: string | number): BookingRef | null {
  const match = /^\s*(?:([bt])\s*-?\s*)?(\d{1,10})\s*$/i.exec(String(text));
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  return { kind: match[1]?.toLowerCase() === 't' ? 'training' : 'class', id };
}

/** A search box text that is a reference with its letter ('B-12', 't17'), not a name that has digits. */
export function searchedRef(text: string | undefined): BookingRef | null {
  if (!text || !/^\s*[bt]\s*-?\s*\d+\s*$/i.test(text)) return null;
  return parseBookingRef(text);
}

/** A search box text that is a bare number ('35'): the id of a class booking and of an order alike. */
export function searchedNumber(text: string | undefined): number | null {
  const match = text ? /^\s*(\d{1,10})\s*$/.exec(text) : null;
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

/** 'A-12', 'a12': the appointment a search box names (appointments are listed as `A-<appointment id>`). */
export function searchedAppointmentId(text: string | undefined): number | null {
  const match = text ? /^\s*a\s*-?\s*(\d{1,10})\s*$/i.exec(text) : null;
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * A credit ledger note as a person reads it. Notes the system wrote before decision 571 reached the ledger named
 * a booking or an order by its bare number ('Booking 35', 'Bought: order 12'); those exact sentences read with the
 * reference now, so no stored row needs rewriting. Anything else (the owner's own reasons) is shown as written.
 */
export function readableLedgerNote(note: string): string {
  const legacy =
    /^(Booking |Cancelled booking )(\d{1,10})(| cancelled by the (?:owner|customer|system)|: credit instead of a refund)$/.exec(note);
  if (legacy) return `${legacy[1]}${classBookingRef(Number(legacy[2]))}${legacy[3]}`;
  const bought = /^Bought: order (\d{1,10})$/.exec(note);
  return bought ? `Bought: order ${formatBookingRef({ kind: 'training', id: Number(bought[1]) })}` : note;
}
