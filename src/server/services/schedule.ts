import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { SlotDto } from '../../domain/dto';
import { toHHmm } from '../../domain/time';
import { type DbOrTx, listenerOf } from '../db/client';
import { locations, scheduleSlots } from '../db/schema';
import * as places from './booking/places';
import { rememberJson } from './serialized';

/** Longest a cached week is trusted, even with no notice: bounds the harm of a lost LISTEN session. */
export const SCHEDULE_CACHE_TTL_MS = 5_000;
/** Notified by the triggers of drizzle/0002_schedule_notify.sql on any change to bookings, slots or locations. */
export const SCHEDULE_CHANNEL = 'schedule_changed';
const MAX_CACHED_RANGES = 256;

interface CachedWeek {
  /** Shared by every answer of this entry; its JSON is made once (see serialized.ts). */
  slots: SlotDto[];
  /** Epoch ms: the safety TTL or the first live hold in the range to expire, whichever comes first. */
  validUntil: number;
}

export function createScheduleService(deps: { db: DbOrTx; listen?: ReturnType<typeof listenerOf>; ttlMs?: number }) {
  const { db } = deps;
  const listen = deps.listen ?? listenerOf(db);
  const ttlMs = deps.ttlMs ?? SCHEDULE_CACHE_TTL_MS;

  async function querySlots(opts: { from: string; to: string; activeOnly: boolean; ids?: number[]; now?: Date }) {
    const now = opts.now ?? new Date();
    // Places come from the slot's counter; lapsed holds are free and the next expiry bounds the cache.
    const held = places.heldSummary(db, now);
    const rows = await db
      .select({
        id: scheduleSlots.id,
        date: scheduleSlots.date,
        startTime: scheduleSlots.startTime,
        endTime: scheduleSlots.endTime,
        locationId: scheduleSlots.locationId,
        locationName: locations.name,
        isVirtualOnly: scheduleSlots.isVirtualOnly,
        allowedClassTypeIds: scheduleSlots.allowedClassTypeIds,
        maxBookings: scheduleSlots.maxBookings,
        notes: scheduleSlots.notes,
        isActive: scheduleSlots.isActive,
        taken: scheduleSlots.taken,
        lapsed: held.lapsed,
        nextExpiry: held.nextExpiry,
      })
      .from(scheduleSlots)
      .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
      .leftJoin(held, eq(held.slotId, scheduleSlots.id))
      .where(
        and(
          between(scheduleSlots.date, opts.from, opts.to),
          opts.activeOnly ? eq(scheduleSlots.isActive, true) : undefined,
          opts.ids ? inArray(scheduleSlots.id, opts.ids) : undefined,
        ),
      )
      .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.startTime));
    let nextExpiry = Number.POSITIVE_INFINITY;
    const slots = rows.map(({ taken, lapsed, nextExpiry: expiry, allowedClassTypeIds, ...row }): SlotDto => {
      if (expiry !== null && Number(expiry) < nextExpiry) nextExpiry = Number(expiry);
      return {
        ...row,
        startTime: toHHmm(row.startTime),
        endTime: toHHmm(row.endTime),
        locationName: row.locationId === null ? null : row.locationName,
        allowedClassTypes: allowedClassTypeIds.map(String),
        availableSpots: places.spotsLeft({ maxBookings: row.maxBookings, taken }, lapsed),
      };
    });
    return { slots, nextExpiry, now };
  }

  /** Slots between two dates (inclusive) with their availability, in one query. Never cached (admin reads). */
  async function listSlots(opts: { from: string; to: string; activeOnly: boolean; ids?: number[]; now?: Date }): Promise<SlotDto[]> {
    return (await querySlots(opts)).slots;
  }

  // The public week cache. Correct across instances because every instance LISTENs: a write through
  // any of them fires a trigger whose notice clears every instance's cache. Without a live LISTEN
  // session nothing is cached.
  const cache = new Map<string, CachedWeek>();
  const loading = new Map<string, { generation: number; promise: Promise<CachedWeek> }>();
  let generation = 0;
  let listening = false;
  let subscribing: Promise<void> | null = null;

  function invalidate() {
    generation += 1;
    cache.clear();
  }

  function subscribe() {
    if (!listen || subscribing) return;
    subscribing = listen(SCHEDULE_CHANNEL, invalidate, () => {
      // Notices sent while the session was down are lost: start again from the database.
      invalidate();
      listening = true;
    }).then(
      () => {},
      () => {
        // No LISTEN (e.g. a pooler in transaction mode): serve uncached; try again after a while.
        listening = false;
        setTimeout(() => (subscribing = null), ttlMs).unref();
      },
    );
  }

  async function load(from: string, to: string): Promise<CachedWeek> {
    const { slots, nextExpiry, now } = await querySlots({ from, to, activeOnly: true });
    return { slots: rememberJson(slots, JSON.stringify(slots)), validUntil: Math.min(now.getTime() + ttlMs, nextExpiry) };
  }

  /** The public week: active slots with availability, from this process's cache when it is still valid. */
  async function week(from: string, to: string): Promise<CachedWeek> {
    subscribe();
    if (!listening) return load(from, to);
    const key = `${from}/${to}`;
    const hit = cache.get(key);
    if (hit && Date.now() < hit.validUntil) return hit;
    const pending = loading.get(key);
    if (pending && pending.generation === generation) return pending.promise;
    const startedAt = generation;
    const promise = load(from, to).then(
      (entry) => {
        // A notice that arrived while the query ran may describe a write the query did not see.
        if (generation === startedAt && listening) {
          if (cache.size >= MAX_CACHED_RANGES) cache.clear();
          cache.set(key, entry);
        }
        return entry;
      },
    ).finally(() => {
      if (loading.get(key)?.promise === promise) loading.delete(key);
    });
    loading.set(key, { generation: startedAt, promise });
    return promise;
  }

  return {
    listSlots,
    /** Active slots between two dates, as the public schedule shows them (cached per range). */
    range: async (from: string, to: string) => (await week(from, to)).slots,
    /** Drops every cached week (also done by any write's notice). */
    invalidate,
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
