import superjson from 'superjson';
import type { SlotDto } from '../../../domain/dto';
import { scheduleRangeSchema } from '../../../domain/schemas';
import type { Listen } from '../../db/client';
import { PreparedJson } from '../../prepared-json';
import type { ScheduleService } from './schedule';

/** Notified by the triggers of drizzle/0002_schedule_notify.sql on any change to bookings, slots or locations. */
export const SCHEDULE_CHANNEL = 'schedule_changed';
/** Longest a cached week is trusted with no notice at all: bounds the harm of a lost notice. */
export const PUBLIC_WEEK_TTL_MS = 5_000;
const MAX_CACHED_RANGES = 256;

/** One public week, serialised once (per form) for every answer that sends it. */
export class PreparedWeek {
  private restBody: PreparedJson | undefined;
  private trpcBodies: [PreparedJson, PreparedJson] | undefined;

  constructor(readonly slots: SlotDto[]) {}

  /** The REST body: the slots as JSON. */
  rest(): PreparedJson {
    return (this.restBody ??= new PreparedJson(JSON.stringify(this.slots)));
  }

  /** tRPC's answer to a GET of schedule.range: `{"result":{"data":<superjson>}}`, in an array of one when batched. */
  trpc(batch: boolean): PreparedJson {
    if (!this.trpcBodies) {
      const single = `{"result":{"data":${JSON.stringify(superjson.serialize(this.slots))}}}`;
      this.trpcBodies = [new PreparedJson(single), new PreparedJson(`[${single}]`)];
    }
    return this.trpcBodies[batch ? 1 : 0];
  }
}

interface Entry {
  week: PreparedWeek;
  validUntil: number;
}

/**
 * The public schedule week as HTTP serves it, kept in this process's memory as JSON text. It sits above
 * the services and the database drivers; what keeps it right with several instances on one database:
 * - every instance LISTENs on SCHEDULE_CHANNEL (statement triggers notify on any write to bookings,
 *   slots or locations) and drops everything on a notice, and again whenever its session (re)connects;
 *   until the first LISTEN is confirmed, or if it fails, nothing is cached;
 * - this instance's own writes: the app calls `invalidate()` before it answers any mutating request, so
 *   the writer's next read is fresh even before the notice arrives;
 * - a query that was running when an invalidation happened is not stored (it may predate the write);
 * - an entry expires when the first live hold in it expires (no write happens then) and after the TTL.
 * The tRPC procedure and every createCaller read the database directly; only HTTP GETs use this.
 */
export function createPublicWeek(deps: { schedule: ScheduleService; ttlMs?: number; now?: () => number }) {
  const ttlMs = deps.ttlMs ?? PUBLIC_WEEK_TTL_MS;
  const now = deps.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const loading = new Map<string, { generation: number; promise: Promise<Entry> }>();
  let generation = 0;
  let listening = false;

  function invalidate() {
    generation += 1;
    cache.clear();
  }

  async function load(from: string, to: string): Promise<Entry> {
    const at = now();
    const { slots, changesAt } = await deps.schedule.week(from, to, new Date(at));
    return { week: new PreparedWeek(slots), validUntil: Math.min(at + ttlMs, changesAt) };
  }

  /** The week from `from` to `to` (already validated dates), from memory while it is still true. */
  async function get(from: string, to: string): Promise<PreparedWeek> {
    subscribe();
    if (!listening) return (await load(from, to)).week;
    const key = `${from}/${to}`;
    const hit = cache.get(key);
    if (hit && now() < hit.validUntil) return hit.week;
    // Concurrent misses share one query, unless an invalidation came in after it started.
    const pending = loading.get(key);
    if (pending && pending.generation === generation) return (await pending.promise).week;
    const startedAt = generation;
    const promise = load(from, to).finally(() => {
      if (loading.get(key)?.promise === promise) loading.delete(key);
    });
    loading.set(key, { generation: startedAt, promise });
    const entry = await promise;
    if (generation === startedAt && listening) {
      if (cache.size >= MAX_CACHED_RANGES) cache.clear();
      cache.set(key, entry);
    }
    return entry.week;
  }

  let listen: Listen | null = null;
  let subscription: Promise<(() => Promise<void>) | null> | null = null;

  function subscribe() {
    if (!listen || subscription) return;
    const current = listen(SCHEDULE_CHANNEL, invalidate, () => {
      // Notices sent while the session was down are lost: start again from the database.
      invalidate();
      listening = true;
    }).catch(() => {
      // No LISTEN (e.g. a pooler in transaction mode): serve uncached, try again after a while.
      setTimeout(() => {
        if (subscription === current) subscription = null;
      }, ttlMs).unref();
      return null;
    });
    subscription = current;
  }

  /** Lets the cache follow the database's notices; it subscribes at the first read. */
  function follow(listenFn: Listen) {
    listen = listenFn;
  }

  /** Stops caching and unsubscribes (the app's onClose, before the database closes). */
  async function stop() {
    listen = null;
    listening = false;
    invalidate();
    const unlisten = await subscription;
    subscription = null;
    await unlisten?.();
  }

  /**
   * The week for a raw `{ startDate, endDate }` as a request carries it, or null when it does not
   * validate: the caller then lets the procedure answer, so errors read exactly as they always do.
   */
  async function forInput(input: unknown): Promise<PreparedWeek | null> {
    // Only validated dates are ever stored, so a key found as given needs no second validation.
    const raw = input as { startDate?: unknown; endDate?: unknown } | null;
    if (listening && raw && typeof raw.startDate === 'string' && typeof raw.endDate === 'string') {
      const hit = cache.get(`${raw.startDate}/${raw.endDate}`);
      if (hit && now() < hit.validUntil) return hit.week;
    }
    const parsed = scheduleRangeSchema.safeParse(input);
    return parsed.success ? get(parsed.data.startDate, parsed.data.endDate) : null;
  }

  return { get, forInput, invalidate, follow, stop, isCaching: () => listening };
}

export type PublicWeek = ReturnType<typeof createPublicWeek>;
