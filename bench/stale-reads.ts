/**
 * Part 6: is the public week cache right with several instances on one PostgreSQL? Two server processes
 * take bookings one after another while a third serves the week. After each booking's answer the third
 * is read twice: the first read may still predate the notice (allowed: "no stale spots beyond one
 * read"), the second must show the booking. At the end the read must equal the database.
 */
import postgres from 'postgres';
import { addDays, mondayOf } from '../src/domain/time';
import type { Fixture } from './fixture';

export interface StaleReadsResult {
  bookings: number;
  capacity: number;
  staleFirstReads: number;
  staleLaterReads: number;
  finalSpots: number | null;
  databaseSpots: number;
}

async function spots(readerUrl: string, slot: Fixture['staleReads']): Promise<number | null> {
  const monday = mondayOf(slot.date);
  const res = await fetch(`${readerUrl}/api/location-availability/range/${monday}/${addDays(monday, 6)}`);
  const week = (await res.json()) as { id: number; availableSpots: number }[];
  return week.find((s) => s.id === slot.slotId)?.availableSpots ?? null;
}

export async function measureStaleReads(opts: {
  bookingUrls: string[];
  readerUrl: string;
  databaseUrl: string;
  fixture: Fixture;
}): Promise<StaleReadsResult> {
  const slot = opts.fixture.staleReads;
  let staleFirstReads = 0;
  let staleLaterReads = 0;
  await spots(opts.readerUrl, slot);
  // The reader's cache engages once its LISTEN is confirmed.
  await new Promise((r) => setTimeout(r, 300));
  let taken = 0;
  for (let i = 0; i < slot.capacity; i++) {
    const res = await fetch(`${opts.bookingUrls[i % opts.bookingUrls.length]}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Stale Check ${i}`,
        email: `stale${i}@bench.example.com`,
        phone: '07000 000000',
        classTypeId: slot.classTypeId,
        scheduleId: slot.slotId,
      }),
    });
    await res.text();
    if (res.status >= 300) throw new Error(`booking ${i} answered HTTP ${res.status}`);
    taken += 1;
    if ((await spots(opts.readerUrl, slot)) !== slot.capacity - taken) staleFirstReads += 1;
    if ((await spots(opts.readerUrl, slot)) !== slot.capacity - taken) staleLaterReads += 1;
  }
  const sql = postgres(opts.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from bookings where slot_id = ${slot.slotId} and (status = 'confirmed' or (status = 'held' and hold_expires_at > now()))`;
    return {
      bookings: taken,
      capacity: slot.capacity,
      staleFirstReads,
      staleLaterReads,
      finalSpots: await spots(opts.readerUrl, slot),
      databaseSpots: slot.capacity - row!.n,
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
