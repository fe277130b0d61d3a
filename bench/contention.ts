/**
 * Part 2: many visitors booking the last places at once, spread over two server processes on one
 * PostgreSQL. Only the database can keep them honest, so places sold are counted there.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import type { Fixture } from './fixture';
import { percentile, round } from './lib/stats';

/** One burst: every request fired at once at one slot, then the places counted in the database. */
export interface BurstResult {
  requests: number;
  capacity: number;
  /** Answers with success: true. */
  successAnswers: number;
  /** Bookings on the slot holding a place (confirmed, or held and unexpired), read from the database. */
  placesSold: number;
  oversold: number;
  fullyBookedAnswers: number;
  /** Anything that is neither a sale nor a 'fully booked' refusal. */
  otherErrors: number;
  /** Up to a few distinct answers, with counts, for each kind. */
  answers: Record<string, number>;
  /**
   * Latency of an attempt from the moment its request could go out (its connection open, the request written)
   * to the whole answer: what a visitor's phone waits. The target is judged on these.
   */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /**
   * The same, counted from when this one client process began making the request: also holds the time the
   * client spends creating the burst's other requests one after another on its single thread (`spreadMs`),
   * which 500 separate phones would not wait. Reported beside the target.
   */
  fromCreation: { p50Ms: number; p99Ms: number; maxMs: number };
  /** From the start of the burst until the last request's connection was open: the client's own share. */
  spreadMs: number;
  wallMs: number;
  /**
   * The servers' CPU (user + system, both processes, Linux /proc) over the burst, per request: steadier than
   * latency on a shared machine, so a change to the booking path is judged by it first. Null elsewhere.
   */
  serverCpuMsPerRequest: number | null;
}

/**
 * The measured burst (the target is judged on it) comes after a warm-up, as on a live site whose
 * servers have answered for hours when a class opens; the first burst on the fresh servers is kept
 * as `cold`, and the warm-up's own bursts are checked for overselling and odd answers too.
 */
export interface ContentionResult extends BurstResult {
  instances: number;
  /** The first burst, on freshly started servers, at a slot of its own with the same capacity. */
  cold: BurstResult;
  /** What the servers answered between the cold burst and the measured one, at a slot of their own. */
  warmup: {
    requests: number;
    bursts: number;
    capacity: number;
    placesSold: number;
    oversold: number;
    otherErrors: number;
    lastP99Ms: number;
  };
}

export interface Answer {
  status: number;
  body: string;
  /** From creating the request to the whole answer. */
  ms: number;
  /** From its connection being open (the request then goes out) to the whole answer. */
  sentMs: number;
  /** performance.now() when its connection was open. */
  sentAt: number;
}

export function post(url: string, payload: unknown): Promise<Answer> {
  const body = JSON.stringify(payload);
  const started = performance.now();
  let sentAt = Number.NaN;
  return new Promise((resolve) => {
    const answer = (status: number, text: string) => {
      const now = performance.now();
      const sent = Number.isNaN(sentAt) ? started : sentAt;
      resolve({ status, body: text, ms: now - started, sentMs: now - sent, sentAt: sent });
    };
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        timeout: 60_000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => answer(res.statusCode ?? 0, text));
      },
    );
    // A new connection per request (agent: false): the request is written as soon as it is open.
    req.on('socket', (socket) => socket.once('connect', () => (sentAt = performance.now())));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => answer(0, error.message));
    req.end(body);
  });
}

const FULLY_BOOKED = /fully booked/i;

type Slot = Fixture['contention'];

/** CPU time a process has used, in ms (utime + stime from /proc/<pid>/stat), or null off Linux. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // After the command: state is field 3, utime field 14 and stime field 15 (1-based), in clock ticks (100 Hz).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export const serversCpuMs = (pids: readonly number[]) => {
  const each = pids.map(cpuMs);
  return each.some((v) => v === null) || !pids.length ? null : each.reduce<number>((a, b) => a + b!, 0);
};

export async function burst(opts: {
  serverUrls: string[];
  databaseUrl: string;
  slot: Slot;
  requests: number;
  tag: string;
  serverPids?: readonly number[];
}): Promise<BurstResult> {
  const { slotId, classTypeId, capacity } = opts.slot;
  const cpuBefore = serversCpuMs(opts.serverPids ?? []);
  const wallStart = performance.now();
  const answers = await Promise.all(
    Array.from({ length: opts.requests }, (_, i) =>
      post(`${opts.serverUrls[i % opts.serverUrls.length]}/api/bookings`, {
        name: `Contender ${i}`,
        email: `contender${opts.tag}${i}@bench.example.com`,
        phone: '07000 000123',
        specialRequests: '',
        classTypeId,
        scheduleId: slotId,
      }),
    ),
  );
  const wallMs = performance.now() - wallStart;
  const cpuAfter = serversCpuMs(opts.serverPids ?? []);

  let successAnswers = 0;
  let fullyBookedAnswers = 0;
  let otherErrors = 0;
  const counted: Record<string, number> = {};
  for (const a of answers) {
    let parsed: { success?: boolean; message?: string } | undefined;
    try {
      parsed = JSON.parse(a.body);
    } catch {
      parsed = undefined;
    }
    let kind: string;
    if (a.status === 200 && parsed?.success === true) {
      successAnswers++;
      kind = '200 success';
    } else if (a.status === 409 && parsed?.success === false && FULLY_BOOKED.test(parsed.message ?? '')) {
      fullyBookedAnswers++;
      kind = `409 ${parsed.message}`;
    } else {
      otherErrors++;
      kind = `${a.status} ${(parsed?.message ?? a.body).slice(0, 100)}`;
    }
    counted[kind] = (counted[kind] ?? 0) + 1;
  }

  const sql = postgres(opts.databaseUrl, { max: 1, onnotice: () => {} });
  let placesSold: number;
  try {
    const [row] = await sql<{ places: number }[]>`
      select coalesce(sum(participant_count), 0)::int as places from bookings
      where slot_id = ${slotId} and (status = 'confirmed' or (status = 'held' and hold_expires_at > now()))`;
    placesSold = row!.places;
  } finally {
    await sql.end();
  }

  const latencies = answers.map((a) => a.sentMs);
  const fromCreation = answers.map((a) => a.ms);
  return {
    requests: opts.requests,
    capacity,
    successAnswers,
    placesSold,
    oversold: Math.max(0, placesSold - capacity),
    fullyBookedAnswers,
    otherErrors,
    answers: counted,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(Math.max(...latencies)),
    fromCreation: {
      p50Ms: round(percentile(fromCreation, 50)),
      p99Ms: round(percentile(fromCreation, 99)),
      maxMs: round(Math.max(...fromCreation)),
    },
    spreadMs: round(Math.max(...answers.map((a) => a.sentAt)) - wallStart),
    wallMs: round(wallMs),
    serverCpuMsPerRequest: cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / opts.requests, 2),
  };
}

/**
 * Fresh servers: one burst at the cold slot, then `warmupRequests` more booking attempts (in bursts of
 * `requests`) at the warm-up slot, then the measured burst at the contention slot.
 */
export async function measureContention(opts: {
  serverUrls: string[];
  /** The servers' process ids, for their CPU per request (`serverCpuMsPerRequest`). */
  serverPids?: readonly number[];
  databaseUrl: string;
  fixture: Fixture;
  requests: number;
  warmupRequests: number;
  log?: (line: string) => void;
}): Promise<ContentionResult> {
  const { serverUrls, databaseUrl, requests, serverPids } = opts;
  const cold = await burst({ serverUrls, databaseUrl, slot: opts.fixture.contentionCold, requests, tag: 'cold', serverPids });
  opts.log?.(
    `  cold burst: p50 ${cold.p50Ms} ms, p99 ${cold.p99Ms} ms, ${cold.serverCpuMsPerRequest ?? '?'} ms server CPU per request, ${cold.placesSold} sold, ${cold.otherErrors} other errors`,
  );
  const slot = opts.fixture.contentionWarmup;
  const warmup = { requests: 0, bursts: 0, capacity: slot.capacity, placesSold: 0, oversold: 0, otherErrors: 0, lastP99Ms: 0 };
  while (warmup.requests < opts.warmupRequests) {
    const n = Math.min(requests, opts.warmupRequests - warmup.requests);
    const b = await burst({ serverUrls, databaseUrl, slot, requests: n, tag: `warm${warmup.bursts}-` });
    warmup.requests += n;
    warmup.bursts++;
    warmup.placesSold = b.placesSold;
    warmup.oversold = b.oversold;
    warmup.otherErrors += b.otherErrors;
    warmup.lastP99Ms = b.p99Ms;
  }
  if (warmup.bursts) opts.log?.(`  warm-up: ${warmup.requests} attempts in ${warmup.bursts} bursts, last p99 ${warmup.lastP99Ms} ms`);
  const measured = await burst({ serverUrls, databaseUrl, slot: opts.fixture.contention, requests, tag: '', serverPids });
  return { ...measured, instances: serverUrls.length, cold, warmup };
}
