import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { FEATURED_CLASSES, TARGETED_SESSIONS, TRAINING_PRICES } from '../../domain/catalog';
import { addDays, londonToday, mondayOf } from '../../domain/time';
import type { Config } from '../config';
import { hashPassword } from '../services/auth/auth';
import type { Db } from './client';
import { adminUsers, appointmentTypes, classTypes, discountCodes, locations, scheduleSlots, workingHours } from './schema';

export interface SeedResult {
  /** Set only when the admin password was generated: printed once, never stored in clear. */
  generatedAdmin?: { username: string; password: string };
  seededCatalog: boolean;
}

/** Fills an empty database so the site is alive on first start. Never touches a database with data. */
export async function seedIfEmpty(db: Db, config: Config, today?: string): Promise<SeedResult> {
  const result: SeedResult = { seededCatalog: false };

  const [admins] = await db.select({ n: count() }).from(adminUsers);
  const admin = admins?.n
    ? null
    : { username: config.ADMIN_USERNAME ?? 'admin', password: config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url') };
  // argon2 hashes on libuv's pool: the catalog below is written meanwhile, and the admin stored after it.
  const hashing = admin ? hashPassword(admin.password) : null;
  hashing?.catch(() => {});

  const [types] = await db.select({ n: count() }).from(classTypes);
  if (!types?.n) {
    await seedCatalog(db, today ?? londonToday());
    result.seededCatalog = true;
  }

  const [appointmentKinds] = await db.select({ n: count() }).from(appointmentTypes);
  if (!appointmentKinds?.n) await seedAppointments(db);

  if (admin && hashing) {
    await db.insert(adminUsers).values({ username: admin.username, passwordHash: await hashing });
    if (!config.ADMIN_PASSWORD) result.generatedAdmin = admin;
  }
  return result;
}

async function seedCatalog(db: Db, today: string) {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(classTypes)
      .values(
        [...FEATURED_CLASSES, ...TARGETED_SESSIONS].map((c) => ({
          name: c.name,
          description: c.description,
          duration: c.seed.durationText,
          maxParticipants: c.seed.maxParticipants,
          equipment: c.equipment ?? 'Mat recommended',
          level: c.seed.level,
          pricePence: c.seed.pricePence,
        })),
      )
      .returning({ id: classTypes.id, name: classTypes.name });
    const idOf = (prefix: string) => String(inserted.find((t) => t.name.startsWith(prefix))!.id);

    const [studio] = await tx
      .insert(locations)
      .values({
        name: 'Main Studio',
        address: '1 High Street, Anytown',
        type: 'studio',
        capacity: '12',
        equipment: 'Mats, reformers, light weights',
      })
      .returning({ id: locations.id });

    // A fortnight of classes: this week and next, so the schedule is never empty on first start.
    const pattern: { day: number; start: string; types: string[]; max: number; virtual?: boolean }[] = [
      { day: 0, start: '09:30', types: [idOf('Mat Pilates')], max: 10 },
      { day: 0, start: '18:30', types: [idOf('Yoga Class'), idOf('Yogalates')], max: 10 },
      { day: 1, start: '07:00', types: [idOf('Reformer')], max: 6 },
      { day: 1, start: '19:00', types: [idOf('LBT'), idOf('Total Body')], max: 12 },
      { day: 2, start: '12:15', types: [], max: 8 },
      { day: 2, start: '20:00', types: [idOf('Stretch'), idOf('Ab Attack')], max: 20, virtual: true },
      { day: 3, start: '09:30', types: [idOf('Pelvic'), idOf('Mat Pilates')], max: 8 },
      { day: 3, start: '18:00', types: [idOf('Reformer')], max: 6 },
      { day: 4, start: '10:00', types: [idOf('Yogalates')], max: 10 },
      { day: 5, start: '09:00', types: [idOf('Family Fitness')], max: 10 },
      { day: 5, start: '10:30', types: [idOf('Total Body'), idOf('LBT'), idOf('Ab Attack')], max: 12 },
    ];
    const monday = mondayOf(today);
    const slots = [0, 7].flatMap((weekOffset) =>
      pattern.map((p) => {
        const [h, m] = p.start.split(':').map(Number);
        return {
          date: addDays(monday, weekOffset + p.day),
          startTime: p.start,
          endTime: `${String(h! + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
          locationId: p.virtual ? null : studio!.id,
          isVirtualOnly: Boolean(p.virtual),
          allowedClassTypeIds: p.types.map(Number),
          maxBookings: p.max,
        };
      }),
    );
    await tx.insert(scheduleSlots).values(slots);
    await tx
      .insert(discountCodes)
      .values({ code: 'WELCOME10', description: '10% off your first class', discountType: 'percentage', value: 10, maxUsesPerEmail: 1 });
  });
}

/**
 * The personal training the site sells, as bookable appointment types (on a database of any age: the first start
 * that knows appointments), plus the contact form's free consultation, and a working week to book them in.
 */
async function seedAppointments(db: Db) {
  await db.transaction(async (tx) => {
    const [studio] = await tx.select({ id: locations.id }).from(locations).orderBy(locations.id).limit(1);
    const where = studio ? { place: 'location' as const, locationId: studio.id } : { place: 'client_home' as const, locationId: null };
    await tx.insert(appointmentTypes).values([
      {
        name: 'Personal Training - Single Session',
        description: 'One hour of 1:1 training. Credits of the 12-session package pay for it.',
        durationMinutes: 60,
        pricePence: TRAINING_PRICES.single.pricePence,
        bufferAfterMinutes: 15,
        acceptsTrainingCredits: true,
        ...where,
      },
      {
        name: 'Free Consultation',
        description: 'A free 30-minute chat about your goals, online.',
        durationMinutes: 30,
        pricePence: 0,
        place: 'online',
        locationId: null,
      },
    ]);
    const [hours] = await tx.select({ n: count() }).from(workingHours);
    if (!hours?.n)
      await tx
        .insert(workingHours)
        .values([1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00', locationId: null })));
  });
}
