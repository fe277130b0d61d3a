/**
 * The mixed soak: one server under a morning's traffic for a long while, its memory sampled every second.
 * A booking is made and paid every ~60 ms (90 % of them then cancelled by the owner, as refunds and changes
 * are), beside a steady stream of public week reads (2,500 a second by default). What a small server must be
 * sized for is the peak resident memory, and a leak shows as growth after the first minutes.
 * BENCH_SOAK_SECONDS sets the length (600 by default), BENCH_SOAK_READS the reads per second.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { addDays } from '../src/domain/time';
import { BENCH_ADMIN, type RunningServer } from './lib/server';
import { round } from './lib/stats';

export interface SoakResult {
  seconds: number;
  readsPerSecondTarget: number;
  reads: number;
  readErrors: number;
  bookings: number;
  paid: number;
  cancelled: number;
  bookingErrors: number;
  /** Up to a few distinct error answers, with counts. */
  errors: Record<string, number>;
  startRssMb: number;
  peakRssMb: number;
  endRssMb: number;
  /** Highest RSS in the window from 20 % to 30 % of the run (the 3rd minute of ten). */
  thirdMinuteRssMb: number;
  /** Highest RSS in the last 10 % of the run. */
  lastMinuteRssMb: number;
  /** RSS at the end of each tenth of the run. */
  rssByTenth: number[];
}

function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

function call(
  agent: http.Agent,
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> | null; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        timeout: 30_000,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let json: Record<string, unknown> | null = null;
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, json, text });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, json: null, text: error.message }));
    req.end(payload);
  });
}

export async function measureSoak(opts: {
  server: RunningServer;
  /** The week the reads ask for (Monday and Sunday). */
  weekStart: string;
  weekEnd: string;
  seconds: number;
  readsPerSecond: number;
  log?: (line: string) => void;
}): Promise<SoakResult> {
  const base = opts.server.url;
  const readAgent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const bookAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const errors: Record<string, number> = {};
  const countError = (what: string, status: number, text: string) => {
    const key = `${what}: ${status} ${text.slice(0, 80)}`;
    errors[key] = (errors[key] ?? 0) + 1;
  };

  const login = await call(bookAgent, base, 'POST', '/api/admin/login', BENCH_ADMIN);
  const token = login.json?.token;
  if (typeof token !== 'string') throw new Error(`admin sign-in failed: ${login.status} ${login.text.slice(0, 200)}`);
  const admin = { authorization: `Bearer ${token}` };
  const classTypes = await call(bookAgent, base, 'GET', '/api/class-types');
  const classTypeId = (classTypes.json as unknown as { id: number }[] | null)?.[0]?.id;
  if (!classTypeId) throw new Error('no class type to book');

  // Slots of their own, far ahead, online (no room to overlap); a new one when the current is full.
  let slotDay = 90;
  const newSlot = async (): Promise<number> => {
    const date = addDays(opts.weekStart, slotDay++);
    const made = await call(
      bookAgent,
      base,
      'POST',
      '/api/admin/location-availability',
      { date, startTime: '06:00', endTime: '07:00', locationId: 'virtual', allowedClassTypes: [String(classTypeId)], maxBookings: 1000 },
      admin,
    );
    const id = made.json?.id;
    if (typeof id !== 'number') throw new Error(`could not make a soak slot: ${made.status} ${made.text.slice(0, 200)}`);
    return id;
  };
  let slotId = await newSlot();
  let switching: Promise<number> | null = null;

  const result = { reads: 0, readErrors: 0, bookings: 0, paid: 0, cancelled: 0, bookingErrors: 0 };
  const started = performance.now();
  const endAt = started + opts.seconds * 1000;
  const samples: { at: number; mb: number }[] = [];
  const startRss = rssMb(opts.server.pid) ?? 0;
  const sampler = setInterval(() => {
    const mb = rssMb(opts.server.pid);
    if (mb !== null) samples.push({ at: performance.now() - started, mb });
  }, 1000);
  let lastLog = started;

  async function oneBooking(n: number) {
    const slot = slotId;
    const booked = await call(bookAgent, base, 'POST', '/api/bookings', {
      name: `Soak ${n}`,
      email: `soak${n}@bench.example.com`,
      phone: '07000 000123',
      specialRequests: '',
      classTypeId,
      scheduleId: slot,
    });
    if (booked.status === 409) {
      // Full: the next slot (one switch at a time); not an error.
      if (slot === slotId) {
        switching ??= newSlot().finally(() => (switching = null));
        slotId = await switching;
      }
      return;
    }
    if (booked.status !== 200 || booked.json?.success !== true) return countError('book', booked.status, booked.text);
    result.bookings++;
    const paid = await call(bookAgent, base, 'POST', '/api/payments/test-confirm', {
      clientSecret: booked.json.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      holdToken: booked.json.holdToken,
    });
    if (paid.status !== 200) return countError('pay', paid.status, paid.text);
    result.paid++;
    if (n % 10 === 0) return;
    const cancelled = await call(
      bookAgent,
      base,
      'PATCH',
      `/api/admin/bookings/${String(booked.json.bookingId)}`,
      { status: 'cancelled' },
      admin,
    );
    if (cancelled.status !== 200) return countError('cancel', cancelled.status, cancelled.text);
    result.cancelled++;
  }

  const readPath = `/api/location-availability/range/${opts.weekStart}/${opts.weekEnd}`;
  let inFlightReads = 0;
  let inFlightBookings = 0;
  const pending = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };
  let n = 0;
  let readDebt = 0;
  let lastTick = performance.now();
  let nextBooking = performance.now();
  while (performance.now() < endAt) {
    const now = performance.now();
    readDebt += ((now - lastTick) / 1000) * opts.readsPerSecond;
    lastTick = now;
    // Reads at the set rate, as far as 64 in flight allow (a slower server gets fewer, which the count shows).
    while (readDebt >= 1 && inFlightReads < 64) {
      readDebt--;
      inFlightReads++;
      track(
        call(readAgent, base, 'GET', readPath).then((r) => {
          inFlightReads--;
          result.reads++;
          if (r.status !== 200) {
            result.readErrors++;
            countError('read', r.status, r.text);
          }
        }),
      );
    }
    readDebt = Math.min(readDebt, opts.readsPerSecond);
    if (now >= nextBooking && inFlightBookings < 16) {
      nextBooking += 60;
      inFlightBookings++;
      track(
        oneBooking(n++).then(
          () => void inFlightBookings--,
          (error: Error) => {
            inFlightBookings--;
            countError('booking flow', 0, error.message);
          },
        ),
      );
    }
    if (now - lastLog > 60_000) {
      lastLog = now;
      opts.log?.(
        `  soak ${Math.round((now - started) / 1000)} s: ${result.reads} reads, ${result.paid} paid, RSS ${round(samples.at(-1)?.mb ?? 0)} MB`,
      );
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(pending);
  clearInterval(sampler);
  readAgent.destroy();
  bookAgent.destroy();

  const total = opts.seconds * 1000;
  const windowMax = (from: number, to: number) =>
    Math.max(0, ...samples.filter((s) => s.at >= from * total && s.at <= to * total).map((s) => s.mb));
  const errorCount = Object.entries(errors)
    .filter(([k]) => !k.startsWith('read'))
    .reduce((sum, [, v]) => sum + v, 0);
  return {
    seconds: opts.seconds,
    readsPerSecondTarget: opts.readsPerSecond,
    ...result,
    bookingErrors: errorCount,
    errors: Object.fromEntries(Object.entries(errors).slice(0, 8)),
    startRssMb: round(startRss),
    peakRssMb: round(Math.max(0, ...samples.map((s) => s.mb))),
    endRssMb: round(samples.at(-1)?.mb ?? 0),
    thirdMinuteRssMb: round(windowMax(0.2, 0.3)),
    lastMinuteRssMb: round(windowMax(0.9, 1)),
    rssByTenth: Array.from({ length: 10 }, (_, i) => round([...samples].reverse().find((s) => s.at <= ((i + 1) / 10) * total)?.mb ?? 0)),
  };
}
