/**
 * The owner's clients: one per e-mail address (trimmed, lower-case), gathered from her bookings, appointments,
 * orders, credits and enquiries. Schemas and DTOs shared by the server and the admin's Clients screens.
 */
import { z } from 'zod';
import { appointmentRef, parseBookingRef, searchedAppointmentId } from './booking-ref';
import { count, email, id, line, text } from './input';
import type { ClientMessageDto } from './messages';
import { normaliseEmail } from './packs';
import { syncQueryShape } from './sync';

export const CLIENTS_PAGE_SIZE = 25;
export const CLIENTS_PAGE_SIZE_MAX = 200;
export const CLIENT_NOTE_MAX = 2000;

export const clientListSchema = z
  .object({
    /** Name, e-mail, phone number (spaces and +44 ignored) or a reference (B-12, T-3, A-4). */
    search: line(200).optional(),
    page: count(1, 1_000_000).optional(),
    pageSize: count(1, CLIENTS_PAGE_SIZE_MAX).optional(),
    ...syncQueryShape,
  })
  .optional()
  .default({});
export type ClientListInput = z.input<typeof clientListSchema>;

/** How a client is named in a path: her e-mail address, or a reference of one of her rows (B-12, T-3, A-4). */
export type ClientKey = { email: string } | { ref: 'B' | 'T' | 'A'; id: number };

export function parseClientKey(value: string): ClientKey | null {
  const text = value.trim();
  if (text.includes('@')) {
    const parsed = email().safeParse(text);
    return parsed.success ? { email: normaliseEmail(parsed.data) } : null;
  }
  const appointment = searchedAppointmentId(text);
  if (appointment !== null) return { ref: 'A', id: appointment };
  const ref = parseBookingRef(text);
  return ref ? { ref: ref.kind === 'class' ? 'B' : 'T', id: ref.id } : null;
}

export const clientKeySchema = line(300)
  .min(1, 'client is required')
  .transform((value, ctx) => {
    const key = parseClientKey(value);
    if (!key) {
      ctx.addIssue({ code: 'custom', message: 'client: give an e-mail address or a reference such as B-12, T-3 or A-4' });
      return z.NEVER;
    }
    return key;
  });

export const clientByKeySchema = z.object({ client: clientKeySchema });

export const clientNoteBodySchema = z.object({
  text: text(CLIENT_NOTE_MAX).min(1, 'text: write the note'),
});
export const clientNoteAddSchema = clientNoteBodySchema.extend({ client: clientKeySchema });
export const clientNoteRemoveSchema = z.object({ client: clientKeySchema, id });

/** A phone number as compared in search: digits only, a UK +44 / 0044 prefix read as the leading 0. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^(00)?44(?=\d{9,10}$)/, '0');
}

/** One row of the list. Visits: class bookings checked in or confirmed and started without a no-show, and confirmed appointments started. */
export interface ClientRowDto {
  email: string;
  name: string;
  phone: string;
  firstVisit: Date | null;
  lastVisit: Date | null;
  visits: number;
  noShows: number;
  /** What she has paid, net of refunds (pending refunds included), integer pence. */
  spendPence: number;
  /** Live credits (not expired). */
  creditBalance: number;
  /** Her most recent row of any kind (the list's order). */
  lastSeen: Date;
  /** The latest change of any of her rows (decision 750). */
  updatedAt: Date;
}

export interface ClientPageDto {
  rows: ClientRowDto[];
  total: number;
  page: number;
  pageSize: number;
  /** Read by change: where the next page starts; null on the last page and when paged by number. */
  nextCursor: string | null;
}

export interface ClientNoteDto {
  id: number;
  text: string;
  author: string;
  createdAt: Date;
}

export interface ClientDetailDto {
  client: ClientRowDto;
  bookings: {
    ref: string;
    className: string;
    date: string;
    startTime: string;
    status: string;
    participantCount: number;
    specialRequests: string;
    paidWithCredit: boolean;
    createdAt: Date;
  }[];
  appointments: { ref: string; typeName: string; startsAt: Date; status: string; paidWith: string; notes: string }[];
  orders: {
    ref: string;
    kind: string;
    description: string;
    amountPence: number;
    paidPence: number;
    refundedPence: number;
    createdAt: Date;
  }[];
  refunds: { ref: string; amountPence: number; status: string; reason: string; lastError: string | null; createdAt: Date }[];
  credits: {
    id: number;
    title: string;
    granted: number;
    remaining: number;
    expiresAt: Date;
    expired: boolean;
    ledger: { delta: number; reason: string; note: string; actor: string; createdAt: Date }[];
  }[];
  attendance: { ref: string; className: string; date: string; startTime: string; state: 'attended' | 'no_show'; at: Date }[];
  enquiries: { id: number; service: string | null; message: string; handled: boolean; createdAt: Date }[];
  /** Her health questionnaire (PAR-Q) answers, newest first, one per appointment that carried them. */
  health: { ref: string; startsAt: Date; answers: boolean[]; details: string; flagged: boolean; questions: readonly string[] }[];
  notes: ClientNoteDto[];
  /** The owner's e-mails to her: to a class she was booked on, or to her alone (decision 760). */
  messages: ClientMessageDto[];
}

/** The key's text in a path: her address as it is, a reference as people write it. */
export const clientKeyText = (key: ClientKey) =>
  'email' in key ? key.email : key.ref === 'A' ? appointmentRef(key.id) : `${key.ref}-${key.id}`;
