/**
 * zod building blocks for everything a request may carry. Every procedure and REST path validates with
 * schemas made of these, so hostile input (control characters, absurd lengths, numbers beyond a column's
 * range, impossible dates) is a 400 naming the field before any service or database sees it.
 * Pure: no I/O; shared by forms and server.
 */
import { z } from 'zod';
import { isPriceText, parsePriceToPence } from './money';
import { isIsoDate, isTimeOfDay } from './time';

/** PostgreSQL `integer`: ids, pence, counts. One more is a driver error, not a price. */
export const INT4_MAX = 2_147_483_647;
/** Dates the product deals in. PostgreSQL has no year 0 and JS dates drift far out; a booking site needs neither. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

// PostgreSQL text cannot hold NUL, and no form field needs C0/C1 controls. Lone UTF-16 surrogates are not
// text either (they cannot be encoded as UTF-8).
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /\p{Cs}/u;

export const NO_CONTROL_CHARACTERS = 'must not contain control characters';

const cleanText = (control: RegExp) => (value: string) => !control.test(value) && !LONE_SURROGATE.test(value);

/** One line of text (a name, a code, a phone number): trimmed, at most `max` characters, no control characters. */
export function line(max: number, tooLong?: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong ?? `must be at most ${max} characters`)
    .refine(cleanText(CONTROL_IN_LINE), NO_CONTROL_CHARACTERS);
}

/** Free text that may span lines (a description, a message): tab and line breaks allowed, other controls not. */
export function text(max: number, tooLong?: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong ?? `must be at most ${max} characters`)
    .refine(cleanText(CONTROL_IN_TEXT), NO_CONTROL_CHARACTERS);
}

/** Optional text that reads as '' when absent. */
export const optionalText = (max = 2000) => text(max).optional().default('');

/** An e-mail address (RFC 5321 caps it at 254 characters). */
export const email = (message = 'Please enter a valid email address') =>
  z.string().trim().max(254, message).pipe(z.email(message)).meta({ format: 'email' });

/** A secret the visitor holds (a password, a payment's client secret): not trimmed, no control characters. */
export function secret(max: number, required: string) {
  return z
    .string()
    .min(1, required)
    .max(max, `must be at most ${max} characters`)
    .refine(cleanText(CONTROL_IN_LINE), NO_CONTROL_CHARACTERS);
}

/**
 * A whole number from a JSON number or a digit string (path parameters and query strings are text). Unlike
 * `z.coerce.number()` it does not read `true`, `[]` or `''` as numbers.
 */
function wholeNumber(min: number, max: number, messages: { type: string; range: string }) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,16}$/, messages.type),
      ],
      messages.type,
    )
    .transform((v) => Number(v))
    .pipe(z.number().int(messages.type).min(min, messages.range).max(max, messages.range));
}

/** A row id (PostgreSQL `integer`, serial). */
export const id = wholeNumber(1, INT4_MAX, { type: 'is not a valid id', range: 'is not a valid id' });

/** A count stored in an `integer` column (a capacity, a use limit). */
export const count = (min: number, max = INT4_MAX, range = `must be a whole number from ${min} to ${max}`) =>
  wholeNumber(min, max, { type: 'must be a whole number', range });

/** Integer pence within the `integer` columns that hold money. */
export const pence = count(0, INT4_MAX, 'must be a whole number of pence from 0 to 2147483647');

/** The largest amount in pounds that still fits the pence columns. */
export const MAX_POUNDS = Math.floor(INT4_MAX / 100);

/** An amount in pounds from a JSON number or text ('12.50'): finite, not negative, within the pence columns. */
export const pounds = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}(\.\d+)?$/, 'must be an amount in pounds, such as 12.50'),
    ],
    'must be an amount in pounds, such as 12.50',
  )
  .transform((v) => Number(v))
  .pipe(z.number().min(0, 'must not be negative').max(MAX_POUNDS, `must be at most £${MAX_POUNDS}`));

/** A price as the admin types it ('£12.50', '12', '9.5'); its pence must fit the column. */
export const priceText = (required = 'Price is required', unreadable = 'Price must be an amount in pounds, such as 12.50') =>
  z
    .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? required : unreadable) })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(20, unreadable)
        .refine(isPriceText, unreadable)
        .refine((v) => parsePriceToPence(v, 0) <= INT4_MAX, `must be at most £${MAX_POUNDS}`),
    );

const yearInRange = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

/** A real calendar date written yyyy-MM-dd (2026-02-30 is refused, not rolled over). */
const CALENDAR_DATE_MESSAGE = `must be a real date written yyyy-MM-dd between ${MIN_YEAR} and ${MAX_YEAR}`;
export const calendarDate = z
  .string('must be a date written yyyy-MM-dd')
  .trim()
  // The pattern is what the OpenAPI document shows a client (it validates before sending); the refine the rest.
  .regex(/^\d{4}-\d{2}-\d{2}$/, CALENDAR_DATE_MESSAGE)
  .refine((v) => isIsoDate(v) && yearInRange(Number(v.slice(0, 4))), CALENDAR_DATE_MESSAGE);

/** A time of day written HH:mm (or HH:mm:ss), 00:00 to 23:59. */
export const timeOfDay = z.string('must be a time written HH:mm').trim().refine(isTimeOfDay, 'must be a time written HH:mm');

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** True when an ISO 8601 text names a real moment (no 30 February, no 25:00); JS's Date would roll it over. */
export function isRealInstantText(value: string): boolean {
  const m = ISO_INSTANT.exec(value);
  if (!m) return false;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  if (!isIsoDate(`${y}-${mo}-${d}`) || !yearInRange(Number(y))) return false;
  return Number(h) < 24 && Number(mi) < 60 && Number(s) < 60 && !Number.isNaN(Date.parse(value.replace(' ', 'T')));
}

const INSTANT_MESSAGE = `must be a real date and time (ISO 8601) between ${MIN_YEAR} and ${MAX_YEAR}`;

/** An instant: a Date (tRPC's superjson) or an ISO 8601 text (REST). Impossible calendar dates are refused. */
export const instant = z
  .union(
    [z.date(INSTANT_MESSAGE), z.string(INSTANT_MESSAGE).trim().max(40, INSTANT_MESSAGE).refine(isRealInstantText, INSTANT_MESSAGE)],
    INSTANT_MESSAGE,
  )
  .transform((v) => (v instanceof Date ? v : new Date(v.replace(' ', 'T'))))
  .refine((d) => !Number.isNaN(d.getTime()) && yearInRange(d.getUTCFullYear()), INSTANT_MESSAGE);

export const NOTHING_TO_CHANGE = 'nothing to change: send at least one field';

/**
 * An edit must change something: an empty patch is a 400 rather than a silent no-op (or an UPDATE with
 * nothing to set). `keys` names the fields that identify the row rather than change it.
 */
export function nonEmptyPatch<T extends z.ZodType<Record<string, unknown>>>(schema: T, keys: readonly string[] = ['id']) {
  return schema.refine((value) => Object.entries(value).some(([key, v]) => !keys.includes(key) && v !== undefined), NOTHING_TO_CHANGE);
}
