import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, mondayOf } from '../../domain/time';
import { testConfig } from '../config';
import { openDatabase } from './client';
import { adminUsers, appointmentTypes, busyTimes, classTypes, scheduleSlots } from './schema';
import { seedIfEmpty } from './seed';

// Runs on embedded PGlite stored in a real directory: this is what `npm start` uses on a fresh machine.
const dir = mkdtempSync(path.join(tmpdir(), 'seed-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seed and persistence on PGlite under DATA_DIR', () => {
  it('seeds an empty database, generating an admin password when none is configured', async () => {
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    const result = await seedIfEmpty(database.db, testConfig(), '2026-11-18');
    expect(result.seededCatalog).toBe(true);
    expect(result.generatedAdmin?.username).toBe('admin');
    const [admin] = await database.db.select().from(adminUsers);
    // Stored as an argon2id hash (19 MiB, t=2, p=1), never in clear.
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await argon2.verify(admin!.passwordHash, result.generatedAdmin!.password)).toBe(true);

    const [types] = await database.db.select({ n: count() }).from(classTypes);
    expect(types!.n).toBe(10);
    const slots = await database.db.select({ date: scheduleSlots.date }).from(scheduleSlots);
    const monday = mondayOf('2026-11-18');
    expect(slots.every((s) => s.date >= monday && s.date <= addDays(monday, 13))).toBe(true);
    expect(slots.length).toBeGreaterThanOrEqual(14);
    await database.close();
  });

  it('keeps the data across a restart and never seeds twice', async () => {
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    await database.db.update(classTypes).set({ name: 'Renamed by the owner' }).where(eq(classTypes.id, 1));
    const again = await seedIfEmpty(database.db, testConfig());
    expect(again.seededCatalog).toBe(false);
    expect(again.generatedAdmin).toBeUndefined();
    const [renamed] = await database.db.select({ name: classTypes.name }).from(classTypes).where(eq(classTypes.id, 1));
    expect(renamed!.name).toBe('Renamed by the owner');
    const [types] = await database.db.select({ n: count() }).from(classTypes);
    expect(types!.n).toBe(10);
    await database.close();
  });
});

describe('appointment types on first start', () => {
  it('turns the personal-training products into bookable types, with the free consultation', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seedIfEmpty(database.db, testConfig(), '2026-11-18');
    const types = await database.db
      .select({
        name: appointmentTypes.name,
        minutes: appointmentTypes.durationMinutes,
        pence: appointmentTypes.pricePence,
        credits: appointmentTypes.acceptsTrainingCredits,
        place: appointmentTypes.place,
      })
      .from(appointmentTypes)
      .orderBy(appointmentTypes.id);
    expect(types).toEqual([
      { name: 'Personal Training - Single Session', minutes: 60, pence: 4000, credits: true, place: 'location' },
      { name: 'Free Consultation', minutes: 30, pence: 0, credits: false, place: 'online' },
    ]);
    await seedIfEmpty(database.db, testConfig(), '2026-11-18');
    const [again] = await database.db.select({ n: count() }).from(appointmentTypes);
    expect(again!.n).toBe(2);
    // Every seeded class is her busy time (the schedule_slots trigger).
    const [busy] = await database.db.select({ n: count() }).from(busyTimes);
    const [active] = await database.db.select({ n: count() }).from(scheduleSlots).where(eq(scheduleSlots.isActive, true));
    expect(busy!.n).toBe(active!.n);
    await database.close();
  });
});
