import { z } from 'zod';
import { count, instant } from './input';

/** Rows in one page of a sync read unless `limit` says otherwise (as GET /api/admin/events). */
export const SYNC_PAGE_SIZE = 50;
export const SYNC_PAGE_MAX = 200;

export const CURSOR_MESSAGE = 'cursor must be a nextCursor this API gave';

/**
 * Reading a list by change (decision 750): rows changed at or after `updatedSince`, oldest change first, in
 * pages chained by the opaque `cursor` each answer gives (`nextCursor`, or the `Next-Cursor` header of a list the
 * specification shapes as a bare array).
 */
export const syncQueryShape = {
  /** Only rows whose updatedAt is at or after this instant (ISO 8601). */
  updatedSince: instant.optional(),
  /** The nextCursor of the page before: the next page starts after it. */
  cursor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,512}$/, CURSOR_MESSAGE)
    .optional(),
  /** Rows in a page (50, at most 200). */
  limit: count(1, SYNC_PAGE_MAX).optional(),
};

export const syncQuerySchema = z.object(syncQueryShape);
export type SyncQuery = z.output<typeof syncQuerySchema>;

/** Whether a list request reads by change (any of updatedSince, cursor, limit) rather than as today's list. */
export const isSyncQuery = (input: object | undefined | null): boolean =>
  !!input && ['updatedSince', 'cursor', 'limit'].some((k) => (input as Record<string, unknown>)[k] !== undefined);

/** One page of a read by change: the rows and where the next page starts (null: this was the last). */
export interface SyncPage<T> {
  data: T[];
  nextCursor: string | null;
}

/**
 * The lists whose rows can be deleted, as a tombstone names them (decision 796): `GET /api/admin/deleted` says
 * which row of which list went, so a client syncing by updatedSince can drop it. A `booking` is a row of the
 * bookings list, named by its reference (`B-12`, `T-7`): a hold withdrawn as if never made, or a payment never opened.
 */
export const DELETED_OBJECTS = [
  'class_type',
  'discount_code',
  'schedule_slot',
  'working_hours',
  'time_off',
  'webhook_endpoint',
  'booking',
] as const;
export type DeletedObject = (typeof DELETED_OBJECTS)[number];

export const deletedQuerySchema = z.object({
  ...syncQueryShape,
  /** Only tombstones of this kind of row. */
  object: z.enum(DELETED_OBJECTS).optional(),
});
export type DeletedQuery = z.output<typeof deletedQuerySchema>;

/** A row that was deleted: which list (`object`), its id there, and when; `updatedAt` is `deletedAt`. */
export interface DeletedRecordDto {
  id: number;
  object: DeletedObject;
  objectId: string;
  deletedAt: Date;
  updatedAt: Date;
}
