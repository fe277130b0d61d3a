/**
 * References the owner reads and types: class bookings are `B-<booking id>`, orders that hold no class place
 * (personal training) are `T-<order id>`. The two id sequences overlap, so a bare number never names a row
 * on its own in the merged list.
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
