/**
 * The Node and V8 options the server runs with: `npm start` passes them (package.json), and the benchmark
 * and the tests that start the server as its own process pass the same list (decision 224). Each trades a
 * little speed under load for memory, so that one instance stays under 200 MB even with PGlite inside it:
 *
 * - `--v8-pool-size=1`: one V8 helper thread instead of four. Each helper that compiles or marks keeps a
 *   glibc malloc arena of its own (20-30 MB each once PGlite's wasm has been compiled).
 * - `--max-semi-space-size=4`: a 4 MB young generation half instead of 16. Both halves are resident once
 *   grown, and a request's garbage dies young either way.
 * - `--max-old-space-size=1024`: V8 scales how far the old generation may grow past its live size between
 *   full collections by this limit (4x with the default of several GB, 1.6x at 1 GB), so requests queued
 *   behind PGlite and promoted under load are collected at ~70 MB instead of ~150 MB. The live heap is ~40 MB.
 *   512 MB (1.4x) saved no more memory; its two booking-rush runs were slow, which the bench machine's noise
 *   does not settle, so the larger limit.
 * - `--liftoff-only`: PGlite's Postgres stays in V8's baseline wasm code; tiering its hot functions up to
 *   TurboFan compiled them in the background into ~30 MB of memory that stayed. The discount check's
 *   throughput on PGlite did not measurably change, and /booking's Lighthouse score stayed 95-100 in five
 *   whole bench runs on the second bench machine (decision 224).
 */
export const SERVER_NODE_FLAGS = ['--v8-pool-size=1', '--max-semi-space-size=4', '--max-old-space-size=1024', '--liftoff-only'] as const;

/**
 * V8 options the server sets on itself when its database is embedded (decision 815): the one instance that holds
 * PGlite lets its old generation grow 15 % past what the last full collection kept instead of V8's own factor
 * (up to 1.6x at a 1 GB limit). Requests queued behind PGlite's single session live long enough to be promoted;
 * with the tighter factor the throughput runs peaked 9-12 MB lower at the same req/s. Instances on PostgreSQL
 * keep V8's factor: there the first rush after a start cost 20 % more CPU with it. Set at run time because the
 * choice follows DATABASE_URL, which `npm start`'s options cannot see; V8 reads it at every full collection.
 */
export const EMBEDDED_V8_FLAGS = ['--heap-growing-percent=15'] as const;

/** The run-time V8 options for this database: the embedded one's, or none. */
export const runtimeV8FlagsFor = (kind: 'pglite' | 'postgres'): readonly string[] => (kind === 'pglite' ? EMBEDDED_V8_FLAGS : []);
