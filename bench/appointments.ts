/**
 * Part 8: personal-training appointments (issue 31) on PostgreSQL, on a database of their own.
 * - Availability: `GET /api/appointments/availability` for 8 weeks of the single session, timed one request after
 *   another over a kept-alive connection, after `history` past appointments (100,000 by default: every status,
 *   those confirmed holding her busy time) were added over the two years before this week.
 * - The rush: `requests` visitors ask for the same time at once through two server processes; exactly one may
 *   hold it (the busy-time constraints decide, decision 550). A burst on the fresh servers first (reported),
 *   warm-up bursts at other times, then the measured burst; every burst is checked for a double booking.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { PARQ_QUESTIONS } from '../src/domain/appointments/rules';
import { addDays, londonToday, mondayOf } from '../src/domain/time';
import { type Answer, post, serversCpuMs } from './contention';
import { BENCH_ADMIN } from './lib/server';
import { median, percentile, round } from './lib/stats';

export const APPOINTMENT_HISTORY = 100_000;
const HISTORY_DAYS = 730;
/** Past sessions a day that hold busy time (60 min each, 75 min apart from 08:00); the rest were cancelled or lapsed. */
const BUSY_PER_DAY = 8;
const TIME_TAKEN = /just been taken/i;

export interface RushBurst {
  requests: number;
  start: string;
  /** Answers with success: true. */
  successAnswers: number;
  /** Appointments holding that time (held or confirmed), read from the database. */
  holds: number;
  takenAnswers: number;
  /** Anything that is neither a hold nor 'that time has just been taken'. */
  otherErrors: number;
  answers: Record<string, number>;
  /** From each request going out (its connection open) to the whole answer, as in the class rush. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  fromCreation: { p50Ms: number; p99Ms: number; maxMs: number };
  spreadMs: number;
  /** The servers' CPU over the burst per request, as in the class rush (null off Linux). */
  serverCpuMsPerRequest: number | null;
}

export interface AppointmentsResult {
  historyAdded: number;
  historyBusy: number;
  availability: { days: number; rounds: number; times: number; p50Ms: number; p99Ms: number; maxMs: number };
  instances: number;
  rush: RushBurst;
  cold: RushBurst;
  warmup: { requests: number; bursts: number; doubleBooked: number; otherErrors: number; lastP99Ms: number };
}

const health = { answers: PARQ_QUESTIONS.map(() => false), details: '' };

function request(
  agent: http.Agent,
  url: string,
  opts: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: string; ms: number }> {
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        agent,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function json<T>(agent: http.Agent, url: string, opts: Parameters<typeof request>[2] = {}): Promise<T> {
  const res = await request(agent, url, opts);
  if (res.status >= 300) throw new Error(`${opts.method ?? 'GET'} ${url}: ${res.status} ${res.body.slice(0, 200)}`);
  return JSON.parse(res.body) as T;
}

/**
 * `count` past appointments of the type over the two years before this week's Monday: the first
 * BUSY_PER_DAY × 730 confirmed with their busy time, the others cancelled or expired at the same hours.
 */
async function addHistory(sql: postgres.Sql, typeId: number, count: number): Promise<{ added: number; busy: number }> {
  const first = addDays(mondayOf(londonToday()), -HISTORY_DAYS);
  const busySlots = Math.min(count, HISTORY_DAYS * BUSY_PER_DAY);
  for (let n = 0; n < count; n += 10_000) {
    const upto = Math.min(count, n + 10_000);
    await sql`
      insert into appointments (type_id, type_name, starts_at, ends_at, place, location_id, name, email, phone,
        status, paid_with, created_at, updated_at)
      select t.id, t.name, s.at, s.at + make_interval(mins => t.duration_minutes), t.place, t.location_id,
        'Past Client ' || i, 'past' || (i % 5000) || '@history.example.com', '07000 000000',
        case when i < ${busySlots} then 'confirmed' when i % 2 = 0 then 'cancelled' else 'expired' end,
        'card', s.at - interval '3 days', s.at
      from generate_series(${n}::integer, ${upto - 1}::integer) as i
      cross join appointment_types t
      cross join lateral (
        select (${first}::date + ((i % ${busySlots}) / ${BUSY_PER_DAY}))::timestamp at time zone 'Europe/London'
          + interval '8 hours' + make_interval(mins => 75 * ((i % ${busySlots}) % ${BUSY_PER_DAY})) as at
      ) s
      where t.id = ${typeId}`;
  }
  // Her busy time as busy-time.ts reserves it: the session and its buffer, travel around it.
  const travel = 30;
  const [row] = await sql<{ n: number }[]>`
    with added as (
      insert into busy_times ("kind", "appointment_id", "during", "place", "travel", "reach", "side")
      select 'appointment', a.id, tstzrange(a.starts_at, a.ends_at + make_interval(mins => t.buffer_after_minutes)),
        case when a.place = 'location' then '0.0.0.0'::inet + a.location_id when a.place = 'client_home' then '1.0.0.0'::inet + a.id end,
        tstzrange(a.starts_at, a.ends_at + make_interval(mins => t.buffer_after_minutes + ${travel})),
        tstzrange(a.starts_at - make_interval(mins => ${travel}), a.ends_at + make_interval(mins => t.buffer_after_minutes + ${travel})),
        '0.0.0.2'::inet
      from appointments a join appointment_types t on t.id = a.type_id
      where a.status = 'confirmed' and a.name like 'Past Client %'
      returning 1)
    select count(*)::int as n from added`;
  await sql`vacuum analyze appointments`;
  await sql`vacuum analyze busy_times`;
  return { added: count, busy: row!.n };
}

async function rushBurst(opts: {
  serverUrls: string[];
  sql: postgres.Sql;
  typeId: number;
  start: string;
  requests: number;
  tag: string;
  serverPids?: readonly number[];
}): Promise<RushBurst> {
  const cpuBefore = serversCpuMs(opts.serverPids ?? []);
  const started = performance.now();
  const answers: Answer[] = await Promise.all(
    Array.from({ length: opts.requests }, (_, i) =>
      post(`${opts.serverUrls[i % opts.serverUrls.length]}/api/appointments`, {
        typeId: opts.typeId,
        start: opts.start,
        name: `Rusher ${i}`,
        email: `rusher${opts.tag}${i}@bench.example.com`,
        phone: '07000 000123',
        health,
      }),
    ),
  );
  const cpuAfter = serversCpuMs(opts.serverPids ?? []);
  let successAnswers = 0;
  let takenAnswers = 0;
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
    } else if (a.status === 409 && TIME_TAKEN.test(parsed?.message ?? '')) {
      takenAnswers++;
      kind = `409 ${parsed!.message}`;
    } else {
      otherErrors++;
      kind = `${a.status} ${(parsed?.message ?? a.body).slice(0, 100)}`;
    }
    counted[kind] = (counted[kind] ?? 0) + 1;
  }
  const [row] = await opts.sql<{ n: number }[]>`
    select count(*)::int as n from appointments
    where starts_at = ${opts.start}::timestamptz and status in ('held', 'confirmed')`;
  const sent = answers.map((a) => a.sentMs);
  const made = answers.map((a) => a.ms);
  return {
    requests: opts.requests,
    start: opts.start,
    successAnswers,
    holds: row!.n,
    takenAnswers,
    otherErrors,
    answers: counted,
    p50Ms: round(percentile(sent, 50)),
    p99Ms: round(percentile(sent, 99)),
    maxMs: round(Math.max(...sent)),
    fromCreation: { p50Ms: round(percentile(made, 50)), p99Ms: round(percentile(made, 99)), maxMs: round(Math.max(...made)) },
    spreadMs: round(Math.max(...answers.map((a) => a.sentAt)) - started),
    serverCpuMsPerRequest: cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / opts.requests, 2),
  };
}

/** Runs against servers already started on `databaseUrl` (migrated and seeded by their start). */
export async function measureAppointments(opts: {
  serverUrls: string[];
  serverPids?: readonly number[];
  databaseUrl: string;
  history: number;
  availabilityRounds: number;
  requests: number;
  warmupRequests: number;
  log?: (line: string) => void;
}): Promise<AppointmentsResult> {
  const [url] = opts.serverUrls as [string];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sql = postgres(opts.databaseUrl, { max: 2, onnotice: () => {} });
  try {
    const { token } = await json<{ token: string }>(agent, `${url}/api/admin/login`, { method: 'POST', body: BENCH_ADMIN });
    // Every day 07:00-21:00 at any place: free times on each of the 8 weeks.
    const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startTime: '07:00', endTime: '21:00', locationId: null }));
    await json(agent, `${url}/api/admin/working-hours`, { method: 'PUT', body: week, token });
    const types = await json<{ id: number; name: string; pricePence: number }[]>(agent, `${url}/api/appointment-types`);
    const single = types.find((t) => t.pricePence > 0);
    if (!single) throw new Error('no paid appointment type: the seed did not make the personal-training types');

    opts.log?.(`  appointments: adding ${opts.history.toLocaleString('en-GB')} past appointments`);
    const history = await addHistory(sql, single.id, opts.history);

    const from = londonToday();
    const to = addDays(from, 55);
    const path = `${url}/api/appointments/availability?typeId=${single.id}&from=${from}&to=${to}`;
    const first = await json<{ times: { start: string; date: string }[] }>(agent, path);
    for (let i = 0; i < Math.min(20, opts.availabilityRounds); i++) await request(agent, path);
    const ms: number[] = [];
    for (let i = 0; i < opts.availabilityRounds; i++) {
      const res = await request(agent, path);
      if (res.status !== 200) throw new Error(`availability answered ${res.status}: ${res.body.slice(0, 200)}`);
      ms.push(res.ms);
    }
    const availability = {
      days: 56,
      rounds: opts.availabilityRounds,
      times: first.times.length,
      p50Ms: round(median(ms), 2),
      p99Ms: round(percentile(ms, 99), 2),
      maxMs: round(Math.max(...ms), 2),
    };
    opts.log?.(`  availability (8 weeks, ${first.times.length} free times): median ${availability.p50Ms} ms, p99 ${availability.p99Ms} ms`);

    // One time per day for each burst, from the third day on (clear of the type's notice).
    const starts: string[] = [];
    for (const t of first.times) if (t.date >= addDays(from, 2) && !starts.some((s) => s.slice(0, 10) === t.date)) starts.push(t.start);
    const bursts = 2 + Math.ceil(opts.warmupRequests / Math.max(1, opts.requests));
    if (starts.length < bursts) throw new Error(`only ${starts.length} days with a free time for ${bursts} bursts`);
    const base = { serverUrls: opts.serverUrls, serverPids: opts.serverPids, sql, typeId: single.id, requests: opts.requests };

    const cold = await rushBurst({ ...base, start: starts[0]!, tag: 'cold' });
    opts.log?.(
      `  cold rush: ${cold.holds} held, p99 ${cold.p99Ms} ms, ${cold.serverCpuMsPerRequest ?? '?'} ms server CPU per request, ${cold.otherErrors} other errors`,
    );
    const warmup = { requests: 0, bursts: 0, doubleBooked: 0, otherErrors: 0, lastP99Ms: 0 };
    while (warmup.requests < opts.warmupRequests) {
      const n = Math.min(opts.requests, opts.warmupRequests - warmup.requests);
      const b = await rushBurst({ ...base, requests: n, start: starts[1 + warmup.bursts]!, tag: `warm${warmup.bursts}-` });
      warmup.requests += n;
      warmup.bursts++;
      warmup.doubleBooked += Math.max(0, b.holds - 1);
      warmup.otherErrors += b.otherErrors;
      warmup.lastP99Ms = b.p99Ms;
    }
    const rush = await rushBurst({ ...base, start: starts[1 + warmup.bursts]!, tag: '' });
    return { historyAdded: history.added, historyBusy: history.busy, availability, instances: opts.serverUrls.length, rush, cold, warmup };
  } finally {
    agent.destroy();
    await sql.end({ timeout: 5 });
  }
}
