/** Turns one run's numbers into the targets table, bench/results.md, bench/results.json and the README section. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPOINTMENT_HISTORY, type AppointmentsResult } from './appointments';
import type { ClientBudgetResult } from './client-budget';
import type { ColdStartResult } from './cold-start';
import type { ContentionResult } from './contention';
import type { SoakResult } from './soak';
import type { Fixture } from './fixture';
import type { LighthouseResult } from './lighthouse';
import type { GrowthResult } from './growth';
import type { StaleReadsResult } from './stale-reads';
import type { EndpointResult } from './throughput';
import { repoRoot } from './lib/server';
import { round } from './lib/stats';

/** A section either ran (value), was skipped on purpose (skipped) or broke (error). */
export type Section<T> = { value: T } | { skipped: string } | { error: string };

export type DbKind = 'postgres' | 'pglite';
export const DB_LABEL: Record<DbKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

export interface BenchResults {
  generatedAt: string;
  commit: string;
  /** Load averages (1 min) show whether something else was using the machine during the run. */
  machine: { node: string; cpus: number; cpuModel: string; platform: string; loadAverageStart: string; loadAverageEnd: string };
  settings: Record<string, number | string | boolean>;
  fixture: Partial<Record<DbKind, Fixture>>;
  throughput: Record<DbKind, Section<EndpointResult[]>>;
  ratios: Partial<Record<DbKind, { ba: number | null; ca: number | null; cb: number | null; ea?: number | null; fa?: number | null }>>;
  /** Highest resident memory (MB) of the server during its throughput runs. */
  memory: Partial<Record<DbKind, number | null>>;
  staleReads: Section<StaleReadsResult>;
  growth: Record<DbKind, Section<GrowthResult>>;
  /** The previous run's targets, shown beside this run's (read from the results.json this run replaces). */
  previous?: { generatedAt: string; commit: string; targets: TargetRow[] };
  contention: Section<ContentionResult>;
  /** Personal-training appointments: availability with history, and the rush for one time (older results have none). */
  appointments?: Section<AppointmentsResult>;
  /** The mixed soak on each database. */
  soak: Record<DbKind, Section<SoakResult>>;
  coldStart: Section<ColdStartResult>;
  clientBudget: Section<ClientBudgetResult>;
  lighthouse: Section<LighthouseResult[]>;
  targets: TargetRow[];
  /** Reasons the command exits non-zero. */
  failures: string[];
}

export interface TargetRow {
  target: string;
  standing: string;
  status: 'PASS' | 'MISS' | 'FAIL' | 'NOT MEASURED';
}

const valueOf = <T>(s: Section<T>): T | undefined => ('value' in s ? s.value : undefined);
const whyNot = <T>(s: Section<T>) => ('skipped' in s ? `skipped: ${s.skipped}` : 'error' in s ? `error: ${s.error.split('\n')[0]}` : '');
const fmt = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined || !Number.isFinite(n)
    ? '–'
    : n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Older results (before 2026-11-26) counted latency from creation only and have neither figure. */
const spreadOf = (b: { spreadMs?: number }) => fmt(b.spreadMs);
const creationOf = (b: { fromCreation?: { p50Ms: number; p99Ms: number } }) =>
  b.fromCreation ? `${fmt(b.fromCreation.p50Ms, 1)} / ${fmt(b.fromCreation.p99Ms, 1)}` : '–';

export function ratiosOf(rows: EndpointResult[]) {
  const rps = (k: string) => rows.find((r) => r.key === k)?.reqPerSec ?? null;
  const div = (x: number | null, y: number | null) => (x !== null && y ? round(x / y, 3) : null);
  return {
    ba: div(rps('b'), rps('a')),
    ca: div(rps('c'), rps('a')),
    cb: div(rps('c'), rps('b')),
    ea: div(rps('e'), rps('a')),
    fa: div(rps('f'), rps('a')),
  };
}

/** One target judged on each database that was measured; it passes only where every measured value does. */
function perDb(
  results: BenchResults,
  target: string,
  pick: (db: DbKind) => number | null | undefined,
  ok: (v: number) => boolean,
  show: (v: number) => string,
): TargetRow {
  const parts: string[] = [];
  const verdicts: boolean[] = [];
  for (const db of ['postgres', 'pglite'] as const) {
    const v = pick(db);
    if (v === null || v === undefined) {
      parts.push(`${DB_LABEL[db]} not measured`);
      continue;
    }
    verdicts.push(ok(v));
    parts.push(`${DB_LABEL[db]} ${show(v)}${ok(v) ? '' : ' ✗'}`);
  }
  const status = verdicts.length === 0 ? 'NOT MEASURED' : verdicts.every(Boolean) ? 'PASS' : 'MISS';
  return { target, standing: parts.join('; '), status };
}

export function evaluateTargets(r: BenchResults): TargetRow[] {
  const rows: TargetRow[] = [];
  const endpoint = (db: DbKind, key: string) => valueOf(r.throughput[db])?.find((e) => e.key === key);
  rows.push(
    perDb(
      r,
      '(b)/(a) REST week ≥ 0.5 of the bare route',
      (db) => r.ratios[db]?.ba,
      (v) => v >= 0.5,
      (v) => fmt(v, 3),
    ),
  );
  rows.push(
    perDb(
      r,
      '(c)/(a) tRPC week ≥ 0.3 of the bare route',
      (db) => r.ratios[db]?.ca,
      (v) => v >= 0.3,
      (v) => fmt(v, 3),
    ),
  );
  rows.push(
    perDb(
      r,
      '(c)/(b) tRPC week ≥ 0.8 of REST',
      (db) => r.ratios[db]?.cb,
      (v) => v >= 0.8,
      (v) => fmt(v, 3),
    ),
  );
  rows.push(
    perDb(
      r,
      'p99 of (b) REST week ≤ 25 ms at 50 connections',
      (db) => endpoint(db, 'b')?.p99Ms,
      (v) => v <= 25,
      (v) => `${fmt(v, 1)} ms`,
    ),
  );
  rows.push(
    perDb(
      r,
      'p99 of (c) tRPC week ≤ 25 ms at 50 connections',
      (db) => endpoint(db, 'c')?.p99Ms,
      (v) => v <= 25,
      (v) => `${fmt(v, 1)} ms`,
    ),
  );
  rows.push(
    perDb(
      r,
      '(e)/(a) prerendered page ≥ 0.5 of the bare route',
      (db) => r.ratios[db]?.ea,
      (v) => v >= 0.5,
      (v) => fmt(v, 3),
    ),
  );
  rows.push(
    perDb(
      r,
      '(f)/(a) hashed asset ≥ 0.5 of the bare route',
      (db) => r.ratios[db]?.fa,
      (v) => v >= 0.5,
      (v) => fmt(v, 3),
    ),
  );
  rows.push(
    perDb(
      r,
      'Server memory < 200 MB RSS during the throughput runs',
      (db) => r.memory?.[db] ?? null,
      (v) => v < 200,
      (v) => `${fmt(v, 0)} MB`,
    ),
  );

  const stale = valueOf(r.staleReads);
  rows.push(
    stale
      ? {
          target: "Cache across instances: no stale 'spots left' beyond one read (2 instances book, a 3rd reads)",
          standing: `${stale.bookings} bookings; reads after an answer: ${stale.staleFirstReads} stale first reads, ${stale.staleLaterReads} stale later reads; final read ${stale.finalSpots} = database ${stale.databaseSpots}`,
          status: stale.staleLaterReads === 0 && stale.finalSpots === stale.databaseSpots ? 'PASS' : 'MISS',
        }
      : { target: "Cache across instances: no stale 'spots left' beyond one read", standing: whyNot(r.staleReads), status: 'NOT MEASURED' },
  );
  for (const db of ['postgres', 'pglite'] as const) {
    const g = valueOf(r.growth?.[db] ?? { skipped: 'not run' });
    if (!g) {
      rows.push({
        target: `Growth (${DB_LABEL[db]}): reads within 10 % with 100,000 past bookings`,
        standing: whyNot(r.growth?.[db] ?? { skipped: 'not run' }),
        status: 'NOT MEASURED',
      });
      continue;
    }
    const judged = g.rows.filter((x) => !x.informational);
    const measured = judged.filter((x) => x.ratio !== null);
    const worst = measured.reduce<GrowthResult['rows'][number] | null>((w, x) => (w && w.ratio! >= x.ratio! ? w : x), null);
    const absent = judged.filter((x) => x.ratio === null).map((x) => x.read);
    rows.push({
      target: `Growth (${DB_LABEL[db]}): week, bookings list, month CSV, reports within 10 % with ${g.bookingsAdded.toLocaleString('en-GB')} past bookings`,
      standing: `${measured.map((x) => `${x.read.split(' (')[0]} ×${fmt(x.ratio, 2)}`).join('; ')}${absent.length ? `; not available: ${absent.join(', ')}` : ''}`,
      status: measured.length === 0 ? 'NOT MEASURED' : worst && worst.ratio! <= 1.1 && absent.length === 0 ? 'PASS' : 'MISS',
    });
  }

  const c = valueOf(r.contention);
  if (c) {
    rows.push({
      target: `Contention: ${c.capacity} places sold, 0 oversold`,
      standing: `${c.placesSold} sold of ${c.capacity} (${c.successAnswers} success answers), ${c.oversold} oversold, ${c.requests} requests over ${c.instances} instances; first burst ${c.cold.placesSold} sold, ${c.cold.oversold} oversold; warm-up ${c.warmup.oversold} oversold`,
      status:
        c.oversold > 0 || c.cold.oversold > 0 || c.warmup.oversold > 0
          ? 'FAIL'
          : c.placesSold === c.capacity &&
              c.successAnswers === c.placesSold &&
              c.cold.placesSold === c.cold.capacity &&
              c.cold.successAnswers === c.cold.placesSold
            ? 'PASS'
            : 'MISS',
    });
    rows.push({
      target: `Contention: warm rush p99 ≤ 250 ms (${c.requests} concurrent bookings over ${c.instances} warmed-up instances)`,
      standing: `after warm-up p50 ${fmt(c.p50Ms)} ms, p99 ${fmt(c.p99Ms)} ms, max ${fmt(c.maxMs)} ms from each request going out${c.fromCreation ? ` (from creation, with the client's ${fmt(c.spreadMs)} ms of making the burst: p99 ${fmt(c.fromCreation.p99Ms)} ms)` : ''}`,
      status: c.p99Ms <= 250 ? 'PASS' : 'MISS',
    });
    rows.push({
      target: `Contention: first burst after a start p99 ≤ 300 ms (${c.cold.requests} concurrent bookings on ${c.instances} freshly started instances)`,
      standing: `p50 ${fmt(c.cold.p50Ms)} ms, p99 ${fmt(c.cold.p99Ms)} ms, max ${fmt(c.cold.maxMs)} ms from each request going out${c.cold.fromCreation ? ` (from creation: p99 ${fmt(c.cold.fromCreation.p99Ms)} ms)` : ''}`,
      status: c.cold.p99Ms <= 300 ? 'PASS' : 'MISS',
    });
    rows.push({
      target: "Contention: errors other than 'fully booked' = 0",
      standing: `${c.otherErrors} other errors, ${c.fullyBookedAnswers} 'fully booked'; first burst ${c.cold.otherErrors}, warm-up ${c.warmup.otherErrors} other errors`,
      status: c.otherErrors === 0 && c.cold.otherErrors === 0 && c.warmup.otherErrors === 0 ? 'PASS' : 'MISS',
    });
  } else {
    rows.push({ target: 'Contention: 10 places sold, 0 oversold, 0 other errors', standing: whyNot(r.contention), status: 'NOT MEASURED' });
  }

  rows.push(...appointmentTargets(r));

  for (const db of ['pglite', 'postgres'] as DbKind[]) {
    const section = r.soak[db];
    const limit = db === 'pglite' ? 256 : 200;
    const target = `Mixed soak (${DB_LABEL[db]}): 0 errors, peak RSS < ${limit} MB, no growth from the 3rd minute to the end`;
    const s = section && valueOf(section);
    if (!s) {
      rows.push({ target, standing: section ? whyNot(section) : 'not measured', status: 'NOT MEASURED' });
      continue;
    }
    const errors = s.readErrors + s.bookingErrors;
    // 'No growth': the last tenth's highest RSS within 5 % of the 3rd tenth's (the 3rd minute of ten).
    const grew = s.lastMinuteRssMb > s.thirdMinuteRssMb * 1.05;
    rows.push({
      target,
      standing: `${fmt(s.seconds)} s: ${s.reads.toLocaleString('en-GB')} week reads, ${s.paid} paid, ${s.cancelled} cancelled, ${errors} errors; RSS start ${fmt(s.startRssMb)} MB, peak ${fmt(s.peakRssMb)} MB, end ${fmt(s.endRssMb)} MB (3rd tenth ${fmt(s.thirdMinuteRssMb)} MB, last tenth ${fmt(s.lastMinuteRssMb)} MB)`,
      status: errors === 0 && s.peakRssMb < limit && !grew ? 'PASS' : 'MISS',
    });
  }

  const cold = valueOf(r.coldStart);
  rows.push(
    cold
      ? {
          target: 'Cold start on an existing PGlite directory ≤ 1 s',
          standing: `${fmt(cold.existingMs)} ms`,
          status: cold.existingMs <= 1000 ? 'PASS' : 'MISS',
        }
      : { target: 'Cold start on an existing PGlite directory ≤ 1 s', standing: whyNot(r.coldStart), status: 'NOT MEASURED' },
  );
  rows.push(
    cold
      ? {
          target: 'Fresh start (migrate and seed a new PGlite directory) ≤ 2 s',
          standing: `${fmt(cold.freshMs)} ms`,
          status: cold.freshMs <= 2000 ? 'PASS' : 'MISS',
        }
      : { target: 'Fresh start (migrate and seed) ≤ 2 s', standing: whyNot(r.coldStart), status: 'NOT MEASURED' },
  );

  const budget = valueOf(r.clientBudget);
  if (budget) {
    rows.push({
      target: 'Landing JS ≤ 120 KB gzip',
      standing: `${fmt(budget.landing.jsGzipKB, 1)} KB (+ ${fmt(budget.landing.cssGzipKB, 1)} KB CSS)`,
      status: budget.landing.jsGzipKB <= 120 ? 'PASS' : 'MISS',
    });
    rows.push(
      budget.dashboard
        ? {
            target: 'Admin dashboard JS ≤ 200 KB gzip before interaction (with its opening tab)',
            standing: `${fmt(budget.dashboard.jsGzipKB, 1)} KB (+ ${fmt(budget.dashboard.cssGzipKB, 1)} KB CSS)`,
            status: budget.dashboard.jsGzipKB <= 200 ? 'PASS' : 'MISS',
          }
        : {
            target: 'Admin dashboard JS ≤ 200 KB gzip before interaction',
            standing: 'no chunk found holding the dashboard page',
            status: 'NOT MEASURED',
          },
    );
    const clean = budget.forbiddenInPublicPages.length === 0 && !budget.analysisError;
    rows.push({
      target: 'No Stripe or admin code (nor the admin schemas) in the first JS of /, /booking and /checkout',
      standing: budget.analysisError
        ? `could not check: ${budget.analysisError}`
        : clean
          ? 'none found'
          : budget.forbiddenInPublicPages.slice(0, 5).join(', '),
      status: clean ? 'PASS' : 'FAIL',
    });
  } else {
    rows.push({
      target: 'Landing JS ≤ 120 KB gzip; no Stripe or admin code in it',
      standing: whyNot(r.clientBudget),
      status: 'NOT MEASURED',
    });
  }

  const lhAll = valueOf(r.lighthouse);
  for (const page of ['/', '/booking', '/checkout']) {
    const lh = lhAll?.find((l) => l.page === page && l.preset === 'mobile');
    const target = `Lighthouse mobile performance on ${page} ≥ 95 in every run`;
    if (!lh || lh.performance === null || lh.performance === undefined) {
      rows.push({ target, standing: lh?.error ?? (lhAll ? 'page not measured' : whyNot(r.lighthouse)), status: 'NOT MEASURED' });
      continue;
    }
    const runs = lh.performanceRuns;
    rows.push({
      target,
      standing: `runs ${runs.join(', ')}`,
      status: runs.length > 0 && runs.every((v) => v !== null && v >= 95) ? 'PASS' : 'MISS',
    });
  }
  const home = lhAll?.find((l) => l.page === '/' && l.preset === 'mobile');
  rows.push(
    home?.accessibility === null || home?.accessibility === undefined
      ? { target: 'Lighthouse mobile accessibility on / = 100', standing: home?.error ?? whyNot(r.lighthouse), status: 'NOT MEASURED' }
      : {
          target: 'Lighthouse mobile accessibility on / = 100',
          standing: String(home.accessibility),
          status: home.accessibility === 100 ? 'PASS' : 'MISS',
        },
  );
  return rows;
}

/** Issue 31's two speed targets, and the rush's one hold per time (a double booking FAILs the run). */
function appointmentTargets(r: BenchResults): TargetRow[] {
  const section = r.appointments ?? { skipped: 'not run' };
  const a = valueOf(section);
  const availabilityTarget = `Appointments: availability for 8 weeks ≤ 20 ms median on REST with ${APPOINTMENT_HISTORY.toLocaleString('en-GB')} past bookings`;
  const rushTarget = 'Appointments: rush p99 ≤ 300 ms (200+ parallel holds for one time over 2 instances)';
  const oneTarget = 'Appointments: exactly one hold per rushed time, 0 errors other than "time taken"';
  if (!a)
    return [availabilityTarget, rushTarget, oneTarget].map((target) => ({ target, standing: whyNot(section), status: 'NOT MEASURED' }));
  const fullHistory = a.historyAdded >= APPOINTMENT_HISTORY;
  const bursts = [a.cold, a.rush];
  const doubled = bursts.reduce((n, b) => n + Math.max(0, b.holds - 1), 0) + a.warmup.doubleBooked;
  const missed = bursts.filter((b) => b.holds === 0).length;
  const others = bursts.reduce((n, b) => n + b.otherErrors, 0) + a.warmup.otherErrors;
  return [
    {
      target: availabilityTarget,
      standing: `median ${fmt(a.availability.p50Ms, 1)} ms, p99 ${fmt(a.availability.p99Ms, 1)} ms over ${a.availability.rounds} reads (${a.availability.times} free times) with ${a.historyAdded.toLocaleString('en-GB')} past appointments (${a.historyBusy.toLocaleString('en-GB')} holding busy time)${fullHistory ? '' : ' ✗ reduced history'}`,
      status: fullHistory && a.availability.p50Ms <= 20 ? 'PASS' : 'MISS',
    },
    {
      target: rushTarget,
      standing: `after warm-up p50 ${fmt(a.rush.p50Ms)} ms, p99 ${fmt(a.rush.p99Ms)} ms, max ${fmt(a.rush.maxMs)} ms (${a.rush.requests} requests over ${a.instances} instances; from creation p99 ${fmt(a.rush.fromCreation.p99Ms)} ms); first burst p99 ${fmt(a.cold.p99Ms)} ms`,
      status: a.rush.requests >= 200 && a.instances >= 2 && a.rush.p99Ms <= 300 ? 'PASS' : 'MISS',
    },
    {
      target: oneTarget,
      standing: `held: first burst ${a.cold.holds}, measured ${a.rush.holds}; ${a.warmup.bursts} warm-up bursts with ${a.warmup.doubleBooked} double bookings; ${others} other errors`,
      status: doubled > 0 ? 'FAIL' : missed === 0 && others === 0 ? 'PASS' : 'MISS',
    },
  ];
}

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function targetsTable(r: BenchResults): string {
  const before = (t: TargetRow) => r.previous?.targets.find((p) => p.target === t.target);
  return table(
    [
      'Target',
      'Where it stands',
      'Status',
      `Previous run (${r.previous ? `${r.previous.generatedAt.slice(0, 10)}, ${r.previous.commit}` : 'none'})`,
    ],
    r.targets.map((t) => [
      t.target,
      t.standing,
      t.status === 'PASS' ? 'PASS' : `**${t.status}**`,
      before(t) ? `${before(t)!.standing} (${before(t)!.status})` : '–',
    ]),
  );
}

function throughputTable(r: BenchResults): string {
  const rows: (string | number)[][] = [];
  for (const db of ['postgres', 'pglite'] as const) {
    const list = valueOf(r.throughput[db]);
    if (!list) {
      rows.push([DB_LABEL[db], whyNot(r.throughput[db]), '', '', '', '', '', '']);
      continue;
    }
    for (const e of list) {
      rows.push(
        e.check === 'ok'
          ? [
              DB_LABEL[db],
              `(${e.key}) ${e.label}`,
              fmt(e.reqPerSec),
              e.roundsReqPerSec?.map((v) => fmt(v)).join(', ') ?? '–',
              fmt(e.p50Ms, 1),
              fmt(e.p99Ms, 1),
              fmt(e.errors),
              answerSize(e),
            ]
          : [DB_LABEL[db], `(${e.key}) ${e.label}`, `not measured: ${e.check.slice(0, 90)}`, '', '', '', '', ''],
      );
    }
  }
  return table(['Database', 'Endpoint', 'req/s', 'rounds req/s', 'p50 ms', 'p99 ms', 'errors', 'answer KB'], rows);
}

const answerSize = (e: EndpointResult) =>
  e.responseBytes === null || e.responseBytes === undefined
    ? '–'
    : `${fmt(e.responseBytes / 1024, 1)}${e.encoding && e.encoding !== 'identity' ? ` ${e.encoding}` : ''}`;

function ratiosTable(r: BenchResults): string {
  return table(
    ['Database', '(b)/(a)', '(c)/(a)', '(c)/(b)', '(e)/(a)', '(f)/(a)', 'max RSS MB'],
    (['postgres', 'pglite'] as const).map((db) => {
      const x = r.ratios[db];
      return [DB_LABEL[db], fmt(x?.ba, 3), fmt(x?.ca, 3), fmt(x?.cb, 3), fmt(x?.ea, 3), fmt(x?.fa, 3), fmt(r.memory?.[db], 0)];
    }),
  );
}

function staleAndGrowth(r: BenchResults): string[] {
  const out: string[] = ['## 6. Cache across instances', ''];
  const st = valueOf(r.staleReads);
  if (st) {
    out.push(
      `Two server processes take ${st.bookings} bookings one after another (alternating) on a ${st.capacity}-place slot while a third process, sharing the PostgreSQL database, serves the week. After each booking's answer the third is read twice: the first read may predate the notice (allowed), the second must show the booking.`,
      '',
      table(
        ['bookings', 'stale first reads', 'stale later reads', 'final read', 'database'],
        [[st.bookings, st.staleFirstReads, st.staleLaterReads, fmt(st.finalSpots), st.databaseSpots]],
      ),
      '',
    );
  } else out.push(whyNot(r.staleReads), '');
  out.push('## 7. History growth', '');
  for (const db of ['postgres', 'pglite'] as const) {
    const g = valueOf(r.growth?.[db] ?? { skipped: 'not run' });
    if (!g) {
      out.push(`${DB_LABEL[db]}: ${whyNot(r.growth?.[db] ?? { skipped: 'not run' })}`, '');
      continue;
    }
    out.push(
      `${DB_LABEL[db]}: median of 15 in-process calls through the services and procedures, on the bench fixture and again after adding ${g.slotsAdded.toLocaleString('en-GB')} past slots and ${g.bookingsAdded.toLocaleString('en-GB')} bookings.`,
      '',
      table(
        ['Read', 'empty history ms', 'grown ms', 'grown / empty', 'note'],
        g.rows.map((x) => [x.read, fmt(x.emptyMs, 2), fmt(x.grownMs, 2), fmt(x.ratio, 2), x.note]),
      ),
      '',
      '<details><summary>EXPLAIN ANALYZE of every statement these reads send (grown database)</summary>',
      '',
      ...g.plans.flatMap((p) => [`**${p.read}**`, '', '```sql', p.sql, '```', '', '```', p.plan, '```', '']),
      '</details>',
      '',
    );
  }
  return out;
}

function appointmentsSection(r: BenchResults): string[] {
  const out = ['## 8. Appointments', ''];
  const section = r.appointments ?? { skipped: 'not run' };
  const a = valueOf(section);
  if (!a) return [...out, whyNot(section), ''];
  out.push(
    `PostgreSQL, a database of its own. ${a.historyAdded.toLocaleString('en-GB')} past appointments over two years (${a.historyBusy.toLocaleString('en-GB')} confirmed, holding busy time), then \`GET /api/appointments/availability\` for 8 weeks of the single session, one request after another on a kept-alive connection (${a.availability.times} free times in the answer). Then visitors ask for one time at once through ${a.instances} processes: a first burst on the fresh servers, ${a.warmup.bursts} warm-up bursts at other times, and the measured burst.`,
    '',
    table(
      ['read', 'rounds', 'median ms', 'p99 ms', 'max ms'],
      [
        [
          'availability, 8 weeks',
          a.availability.rounds,
          fmt(a.availability.p50Ms, 2),
          fmt(a.availability.p99Ms, 2),
          fmt(a.availability.maxMs, 2),
        ],
      ],
    ),
    '',
    table(
      ['burst', 'requests', 'held', "'time taken'", 'other errors', 'p50 ms', 'p99 ms', 'max ms', 'spread ms'],
      [
        [
          'first (fresh servers)',
          a.cold.requests,
          a.cold.holds,
          a.cold.takenAnswers,
          a.cold.otherErrors,
          fmt(a.cold.p50Ms),
          fmt(a.cold.p99Ms),
          fmt(a.cold.maxMs),
          fmt(a.cold.spreadMs),
        ],
        [
          'measured (warm)',
          a.rush.requests,
          a.rush.holds,
          a.rush.takenAnswers,
          a.rush.otherErrors,
          fmt(a.rush.p50Ms),
          fmt(a.rush.p99Ms),
          fmt(a.rush.maxMs),
          fmt(a.rush.spreadMs),
        ],
      ],
    ),
    '',
  );
  const odd = Object.entries({ ...a.cold.answers, ...a.rush.answers }).filter(([k]) => !k.startsWith('200') && !k.startsWith('409'));
  if (odd.length) out.push(`Other answers: ${odd.map(([k, n]) => `${k} (${n})`).join('; ')}`, '');
  return out;
}

export function renderMarkdown(r: BenchResults): string {
  const s = r.settings;
  const out: string[] = [];
  out.push('# Benchmark results', '');
  out.push(
    `Generated by \`npm run bench\` at ${r.generatedAt} on commit ${r.commit}; Node ${r.machine.node}, ${r.machine.cpus} cores (${r.machine.cpuModel}), ${r.machine.platform}; 1-minute load average ${r.machine.loadAverageStart} at the start, ${r.machine.loadAverageEnd} at the end (which counts the bench's own last section, Lighthouse in Chromium).`,
    `Every number below comes from this one run on this one machine; compare ratios, not absolute numbers, across machines.`,
    '',
  );
  // Only the load before the bench starts tells of other work: by the end it counts the bench's own.
  if (Number(r.machine.loadAverageStart) > r.machine.cpus) {
    out.push(
      `**The machine was busy with other work when this run started (load average above ${r.machine.cpus}): absolute numbers are low and noisy; ratios less so.**`,
      '',
    );
  }
  if (r.failures.length) out.push('**The run FAILED:**', '', ...r.failures.map((f) => `- ${f}`), '');
  out.push('## Targets', '', targetsTable(r), '');

  out.push(
    '## 1. API throughput and latency',
    '',
    `wrk (one thread) over loopback, ${s.durationS} s at ${s.connections} kept-alive connections per endpoint after a ${s.warmupS} s warm-up, one server process. The bare route (a) and the week reads (b, c), which the ratios compare, run in turns (a, b, c three times, ${Number(s.durationS) / 2} s each) and each figure is the median round (p99: the worst round), so a slow spell of the shared machine touches all three alike; wrk runs on the same ${r.machine.cpus} cores as the server. Requests carry \`accept-encoding: gzip, deflate, br\` like a browser; "answer KB" is one answer's size on the wire (with its encoding when compressed).`,
    r.fixture.postgres || r.fixture.pglite
      ? `The measured week ${(r.fixture.postgres ?? r.fixture.pglite)!.weekStart} to ${(r.fixture.postgres ?? r.fixture.pglite)!.weekEnd} has ${(r.fixture.postgres ?? r.fixture.pglite)!.slots} slots and bookings (${Object.entries(
          (r.fixture.postgres ?? r.fixture.pglite)!.bookings,
        )
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')}).`
      : '',
    '',
    throughputTable(r),
    '',
    ratiosTable(r),
    '',
  );

  out.push('## 2. Booking contention', '');
  const c = valueOf(r.contention);
  if (c) {
    out.push(
      `${c.requests} concurrent POST /api/bookings (distinct e-mails, a new connection each) at one ${c.capacity}-place slot, alternating between ${c.instances} server processes on one PostgreSQL database. Places sold are counted in the database (confirmed bookings and unexpired holds).`,
      '',
      `The servers are started fresh (each warms its pool and booking path before it listens, decision 610); the first burst goes to a ${c.cold.capacity}-place slot of its own (target: p99 ≤ 300 ms, as after an update), then ${c.warmup.requests.toLocaleString('en-GB')} more attempts in ${c.warmup.bursts} bursts warm them up on a ${c.warmup.capacity}-place slot, then the measured burst goes to the contention slot. The warm target (p99 ≤ 250 ms) is judged on the measured burst.`,
      '',
      "Latency of an attempt is counted from the moment its request goes out (its connection open) to the whole answer: what each visitor's phone waits. The bench is one client process making all 500 requests one after another on one thread before any of them can go out; 'client spread' is how long that took, and the 'from creation' columns count it in as well (they are not the target: 500 phones would not wait for each other).",
      '',
      table(
        [
          'Burst',
          'Places sold',
          'success answers',
          'Oversold',
          "'fully booked'",
          'Other errors',
          'p50 ms',
          'p99 ms',
          'max ms',
          'client spread ms',
          'p50 / p99 ms from creation',
          'wall ms',
        ],
        [
          [
            'measured, after warm-up',
            `${c.placesSold} / ${c.capacity}`,
            c.successAnswers,
            c.oversold,
            c.fullyBookedAnswers,
            c.otherErrors,
            fmt(c.p50Ms, 1),
            fmt(c.p99Ms, 1),
            fmt(c.maxMs, 1),
            spreadOf(c),
            creationOf(c),
            fmt(c.wallMs),
          ],
          [
            'first, fresh servers (cold)',
            `${c.cold.placesSold} / ${c.cold.capacity}`,
            c.cold.successAnswers,
            c.cold.oversold,
            c.cold.fullyBookedAnswers,
            c.cold.otherErrors,
            fmt(c.cold.p50Ms, 1),
            fmt(c.cold.p99Ms, 1),
            fmt(c.cold.maxMs, 1),
            spreadOf(c.cold),
            creationOf(c.cold),
            fmt(c.cold.wallMs),
          ],
        ],
      ),
      '',
      `Warm-up: ${c.warmup.placesSold} / ${c.warmup.capacity} sold, ${c.warmup.oversold} oversold, ${c.warmup.otherErrors} other errors; its last burst's p99 ${fmt(c.warmup.lastP99Ms, 1)} ms.`,
      '',
      'Answers (measured burst): ' +
        Object.entries(c.answers)
          .map(([k, v]) => `${v} × \`${k}\``)
          .join('; '),
      '',
    );
  } else out.push(whyNot(r.contention), '');

  out.push('## Mixed soak', '');
  for (const db of ['pglite', 'postgres'] as DbKind[]) {
    const section = r.soak[db];
    const s = section && valueOf(section);
    if (!s) {
      out.push(`${DB_LABEL[db]}: ${section ? whyNot(section) : 'not measured'}`, '');
      continue;
    }
    out.push(
      `${DB_LABEL[db]}: one server for ${fmt(s.seconds)} s under ${fmt(s.readsPerSecondTarget)} public week reads a second (asked; ${fmt(s.reads / s.seconds)} answered a second) and a booking paid every 60 ms, 90 % of them then cancelled by the owner: ${s.bookings} booked, ${s.paid} paid, ${s.cancelled} cancelled, ${s.readErrors} read errors, ${s.bookingErrors} booking errors. RSS (MB) at the end of each tenth: ${s.rssByTenth.map((m) => fmt(m)).join(', ')}; peak ${fmt(s.peakRssMb)}.`,
      '',
      ...(Object.keys(s.errors).length
        ? [
            `Errors: ${Object.entries(s.errors)
              .map(([k, v]) => `${v} × \`${k}\``)
              .join('; ')}`,
            '',
          ]
        : []),
    );
  }

  out.push('## 3. Cold start', '');
  const cold = valueOf(r.coldStart);
  if (cold) {
    out.push(
      `Spawn of the server as \`npm start\` runs it (\`node dist/server/main.mjs\`, built by \`npm run build\`) to the first 200 on /api/health; median of ${cold.rounds} rounds.`,
      '',
      table(
        ['PGlite data directory', 'median ms', 'runs ms'],
        [
          ['fresh (migrate + seed)', fmt(cold.freshMs), cold.freshRunsMs.join(', ')],
          ['existing', fmt(cold.existingMs), cold.existingRunsMs.join(', ')],
        ],
      ),
      '',
    );
  } else out.push(whyNot(r.coldStart), '');

  out.push('## 4. Client budget', '');
  const b = valueOf(r.clientBudget);
  if (b) {
    out.push(
      'From dist/client/.vite/manifest.json: the entry and its static imports (what loads before interaction); /admin/dashboard adds its lazy chunk. gzip at the default level. HTML is the document the server answers (the prerender for /, the shell for the dashboard), not counted in the JS+CSS budget.',
      '',
      table(
        ['Page', 'JS gzip KB', 'CSS gzip KB', 'JS+CSS gzip KB', 'JS raw KB', 'CSS raw KB', 'HTML gzip KB', 'HTML raw KB', 'files'],
        (
          [
            ['/', b.landing],
            ['/admin/dashboard', b.dashboard],
          ] as const
        ).map(([page, p]) =>
          p
            ? [
                page,
                fmt(p.jsGzipKB, 1),
                fmt(p.cssGzipKB, 1),
                fmt(p.jsGzipKB + p.cssGzipKB, 1),
                fmt(p.jsRawKB, 1),
                fmt(p.cssRawKB, 1),
                fmt(p.htmlGzipKB, 1),
                fmt(p.htmlRawKB, 1),
                p.files.length,
              ]
            : [page, 'no chunk found holding features/admin/dashboard-page.tsx', '', '', '', '', '', '', ''],
        ),
      ),
      '',
      `Stripe, admin or admin-schema modules in the static graph of /, /booking and /checkout: ${b.analysisError ? `could not check (${b.analysisError})` : b.forbiddenInPublicPages.length ? b.forbiddenInPublicPages.join(', ') : 'none'}.`,
      '',
      `Heaviest parts of the landing JavaScript (bytes rendered before minification): ${b.landingHeaviest.map((h) => `${h.name} ${fmt(h.kB, 0)} KB (${fmt(h.share, 0)}%)`).join(', ')}.`,
      '',
    );
  } else out.push(whyNot(r.clientBudget), '');

  out.push('## 5. Lighthouse', '');
  const lh = valueOf(r.lighthouse);
  if (lh) {
    out.push(
      `Lighthouse ${s.lighthouseVersion} with Chromium headless, simulated throttling, median of ${s.lighthouseRuns} runs by performance score, against the PGlite server.`,
      '',
      table(
        ['Page', 'Preset', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'perf runs'],
        lh.map((l) => [
          l.page,
          l.preset,
          fmt(l.performance),
          fmt(l.accessibility),
          fmt(l.bestPractices),
          fmt(l.seo),
          fmt(l.lcpMs),
          fmt(l.tbtMs),
          fmt(l.cls, 3),
          l.error
            ? `error: ${l.error.slice(0, 80)}`
            : `${l.performanceRuns.join(', ')}${l.failedRuns ? ` (+${l.failedRuns} failed, retried)` : ''}`,
        ]),
      ),
      '',
    );
    for (const l of lh.filter((x) => x.findings.length)) out.push(`- ${l.page} ${l.preset}: ${l.findings.join('; ')}`);
    out.push('');
  } else out.push(whyNot(r.lighthouse), '');
  out.push(...staleAndGrowth(r));
  out.push(...appointmentsSection(r));
  return out.filter((line, i, all) => !(line === '' && all[i - 1] === '')).join('\n');
}

/** The README block between the bench markers; left alone when the README has no markers. */
export function readmeBlock(r: BenchResults): string {
  return [
    `Latest \`npm run bench\` (${r.generatedAt.slice(0, 10)}, commit ${r.commit}, ${r.machine.cpus} cores, 1-minute load average ${r.machine.loadAverageStart} → ${r.machine.loadAverageEnd}); details in [bench/results.md](bench/results.md).`,
    '',
    targetsTable(r),
    '',
    throughputTable(r),
  ].join('\n');
}

export function writeResults(r: BenchResults, dir = path.join(repoRoot, 'bench')): { readmeUpdated: boolean } {
  // Each figure is shown beside the previous run's: taken from the results this run replaces.
  try {
    const before = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as BenchResults;
    r.previous = { generatedAt: before.generatedAt, commit: before.commit, targets: before.targets };
  } catch {
    r.previous = undefined;
  }
  writeFileSync(path.join(dir, 'results.json'), `${JSON.stringify(r, null, 2)}\n`);
  writeFileSync(path.join(dir, 'results.md'), `${renderMarkdown(r)}\n`);
  const readme = path.join(repoRoot, 'README.md');
  if (!existsSync(readme)) return { readmeUpdated: false };
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) return { readmeUpdated: false };
  writeFileSync(readme, `${text.slice(0, i + start.length)}\n${readmeBlock(r)}\n${text.slice(j)}`);
  return { readmeUpdated: true };
}
