/**
 * What a visitor may book and what it costs, decided the same way by the booking dialog, the /checkout
 * link, a waiting-list offer and a booking paid with credits: is the slot on the schedule and not yet
 * begun, which class does the pick name, and the server's price for it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { isOpenClassSlot, OPEN_CLASS_NAME } from '../../../domain/open-class';
import { DomainError, invalid } from '../../../domain/errors';
import { poundsToPence } from '../../../domain/money';
import { classHasStarted, formatLongDate, formatTime12h } from '../../../domain/time';
import type { Config } from '../../config';
import { type DbOrTx, perDatabase } from '../../db/client';
import { classTypes } from '../../db/schema';
import * as places from './places';

export const AMOUNT_MISMATCH = 'Amount does not match the price';

export interface SlotRow {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  isActive: boolean;
  allowedClassTypeIds: number[];
  maxBookings: number;
}

export const slotColumns = places.slotColumns;

/** How the visitor named the class: by id (booking dialog) or by name (the /checkout link). */
export interface ClassPick {
  classTypeId?: number;
  className?: string;
}

export interface PricedClass {
  /** Null for an 'Open Class'. */
  classTypeId: number | null;
  className: string;
  pricePence: number;
}

/** A 400 naming the field that chose a class that has begun: too late to book it or to wait for a place. */
export function assertNotStarted(slot: { date: string; startTime: string }, field: string, now: Date): void {
  if (classHasStarted(slot, now)) throw invalid(field, 'this class has already started');
}

/** A slot that a visitor may still book, or a 400 naming the field that chose it. */
export function assertBookable<S extends { date: string; startTime: string; isActive: boolean }>(
  slot: S | undefined,
  field: string,
  now: Date,
): S {
  if (!slot || !slot.isActive) throw invalid(field, 'this class is not on the schedule');
  assertNotStarted(slot, field, now);
  return slot;
}

/** A class type's price by id, prepared once per database: every booking in a rush reads it. */
const classTypeByIdStatement = perDatabase((db) =>
  db
    .select(places.classPriceColumns)
    .from(classTypes)
    .where(eq(classTypes.id, sql.placeholder('id')))
    .prepare('class_type_price'),
);

/**
 * The server's price of a class in a slot. A slot that allows every class is an 'Open Class' at
 * OPEN_CLASS_PRICE_PENCE whatever class id the client sends (the spec's client sends 1), which is
 * the price the visitor was shown.
 */
/** `known`: the class type `pick.classTypeId` names, already read with the slot (null: there is none). */
export async function priceInSlot(
  db: DbOrTx,
  config: Config,
  slot: SlotRow,
  pick: ClassPick,
  known?: places.ClassTypePrice | null,
): Promise<PricedClass> {
  if (isOpenClassSlot(slot)) return { classTypeId: null, className: OPEN_CLASS_NAME, pricePence: config.OPEN_CLASS_PRICE_PENCE };
  const field = pick.classTypeId !== undefined ? 'classTypeId' : 'class';
  if (pick.classTypeId === undefined && pick.className?.trim().toLowerCase() === OPEN_CLASS_NAME.toLowerCase()) {
    throw invalid('class', 'this class is not offered in this slot');
  }
  let rows: places.ClassTypePrice[] = [];
  if (pick.classTypeId !== undefined) {
    rows = known !== undefined ? (known ? [known] : []) : await classTypeByIdStatement(db).execute({ id: pick.classTypeId });
  } else if (pick.className) {
    rows = await db
      .select(places.classPriceColumns)
      .from(classTypes)
      .where(and(sql`lower(trim(${classTypes.name})) = ${pick.className.trim().toLowerCase()}`, eq(classTypes.isActive, true)))
      .orderBy(asc(classTypes.id));
  } else throw invalid('classTypeId', 'choose a class');
  const type = rows.find((r) => slot.allowedClassTypeIds.includes(r.id)) ?? rows[0];
  if (!type || !type.isActive) throw invalid(field, 'this class is not available');
  if (!slot.allowedClassTypeIds.includes(type.id)) throw invalid(field, 'this class is not offered in this slot');
  return { classTypeId: type.id, className: type.name, pricePence: type.pricePence };
}

/** Rejects a client-sent price (pounds) that is not the server's price. */
export function assertClaimedPrice(claimedPounds: number | undefined | null, pricePence: number): void {
  if (claimedPounds == null) return;
  if (poundsToPence(claimedPounds) !== pricePence) throw new DomainError('INVALID', AMOUNT_MISMATCH, { field: 'price' });
}

/** 'Mat Pilates Class, Monday 23 November 2026 at 9:30 AM': the order's description and the provider's. */
export function classDescription(className: string, slot: { date: string; startTime: string }): string {
  return `${className}, ${formatLongDate(slot.date)} at ${formatTime12h(slot.startTime)}`;
}
