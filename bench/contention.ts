/**
 * Part 2: many visitors booking the last places at once, spread over two server processes on one
 * PostgreSQL. Only the database can keep them honest, so places sold are counted there.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import type { Fixture } from './fixture';
import { percentile, round } from './lib/stats';

export interface ContentionResult {
  requests: number;
  instances: number;
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
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  wallMs: number;
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function post(url: string, payload: unknown): Promise<Answer> {
  const body = JSON.stringify(payload);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: 'POST', agent: false, timeout: 60_000, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, body: error.message, ms: performance.now() - started }));
    req.end(body);
  });
}

const FULLY_BOOKED = /fully booked/i;

export async function measureContention(opts: { serverUrls: string[]; databaseUrl: string; fixture: Fixture; requests: number }): Promise<ContentionResult> {
  const { slotId, classTypeId, capacity } = opts.fixture.contention;
  const wallStart = performance.now();
  const answers = await Promise.all(
    Array.from({ length: opts.requests }, (_, i) =>
      post(`${opts.serverUrls[i % opts.serverUrls.length]}/api/bookings`, {
        name: `Contender ${i}`,
        email: `contender${i}@bench.example.com`,
        phone: '07000 000123',
        specialRequests: '',
        classTypeId,
        scheduleId: slotId,
      }),
    ),
  );
  const wallMs = performance.now() - wallStart;

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

  const latencies = answers.map((a) => a.ms);
  return {
    requests: opts.requests,
    instances: opts.serverUrls.length,
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
    wallMs: round(wallMs),
  };
}
