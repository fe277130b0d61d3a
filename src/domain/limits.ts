/** Per-request work limits that server and client agree on. No imports: the client's entry may read it. */

/** Calls one tRPC HTTP request may batch; the client's batch link sends at most this many per request. */
export const TRPC_MAX_BATCH_SIZE = 10;
