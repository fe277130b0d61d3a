/**
 * Her private calendar feed: one secret subscription URL (only its sha256 is stored) serving every class and
 * appointment from 30 days back to a year ahead as RFC 5545, cancelled ones as STATUS:CANCELLED so a subscribed
 * phone drops them. Making a new URL revokes the old one; revoking leaves none.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { CalendarFeedDto } from '../../../domain/appointments/dto';
import { notFound } from '../../../domain/errors';
import { addDays, londonToday, toHHmm } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appointments, bookings, calendarFeeds, locations, scheduleSlots } from '../../db/schema';
import * as audit from '../admin/audit';
import { type FeedEvent, feedIcs } from '../customers/calendar';
import { appointmentCalendar, appointmentFacts, siteOf } from './notify';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const FEED_NOT_FOUND = 'Calendar feed not found';
const PAST_DAYS = 30;
const AHEAD_DAYS = 366;

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/api/calendar/${token}.ics`;

export function createCalendarFeedService(deps: { db: Db; config: Config; clock: () => Date }) {
  const { db, config, clock } = deps;

  return {
    async status(): Promise<CalendarFeedDto> {
      const [live] = await db.select().from(calendarFeeds).where(isNull(calendarFeeds.revokedAt)).limit(1);
      return { url: null, active: Boolean(live), createdAt: live?.createdAt ?? null };
    },

    /** A new secret URL (shown once); the old one stops working. */
    async create(actor: string): Promise<CalendarFeedDto> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const [row] = await db.transaction(async (tx) => {
        await tx.update(calendarFeeds).set({ revokedAt: now }).where(isNull(calendarFeeds.revokedAt));
        const made = await tx
          .insert(calendarFeeds)
          .values({ tokenHash: hashOf(token) })
          .returning();
        await audit.record(tx, { actor, action: 'calendar_feed.create', entity: 'calendar_feed', entityId: made[0]!.id });
        return made;
      });
      return { url: feedUrl(config.PUBLIC_URL, token), active: true, createdAt: row!.createdAt };
    },

    async revoke(actor: string): Promise<CalendarFeedDto> {
      await db.transaction(async (tx) => {
        const gone = await tx
          .update(calendarFeeds)
          .set({ revokedAt: clock() })
          .where(isNull(calendarFeeds.revokedAt))
          .returning({ id: calendarFeeds.id });
        for (const g of gone) await audit.record(tx, { actor, action: 'calendar_feed.revoke', entity: 'calendar_feed', entityId: g.id });
      });
      return { url: null, active: false, createdAt: null };
    },

    /** The feed's text for a live token; anything else is a 404 that says nothing more. */
    async ics(token: string, now: Date = clock()): Promise<string> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound(FEED_NOT_FOUND);
      const [feed] = await db
        .select({ id: calendarFeeds.id })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.tokenHash, hashOf(token)), isNull(calendarFeeds.revokedAt)));
      if (!feed) throw notFound(FEED_NOT_FOUND);
      const site = await siteOf(db, config);
      const host = new URL(site.publicUrl).host;
      const from = addDays(londonToday(now), -PAST_DAYS);
      const to = addDays(londonToday(now), AHEAD_DAYS);
      const slots = await db
        .select({
          id: scheduleSlots.id,
          date: scheduleSlots.date,
          startTime: scheduleSlots.startTime,
          endTime: scheduleSlots.endTime,
          isActive: scheduleSlots.isActive,
          taken: scheduleSlots.taken,
          maxBookings: scheduleSlots.maxBookings,
          locationName: locations.name,
          address: locations.address,
          classNames: sql<string | null>`(select string_agg(distinct ${bookings.className}, ', ') from ${bookings}
            where ${bookings.slotId} = ${scheduleSlots.id} and ${bookings.status} = 'confirmed')`,
        })
        .from(scheduleSlots)
        .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
        .where(and(gte(scheduleSlots.date, from), lt(scheduleSlots.date, to)))
        .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.startTime));
      const events: FeedEvent[] = slots.map((s) => ({
        uid: `slot-${s.id}@${host}`,
        title: `${s.classNames ?? 'Class'} (${s.taken}/${s.maxBookings} booked)`,
        date: s.date,
        startTime: toHHmm(s.startTime),
        endTime: toHHmm(s.endTime),
        location: s.locationName ? [s.locationName, s.address].filter(Boolean).join(', ') : 'Online',
        description: `Class slot ${s.id}.`,
        cancelled: !s.isActive,
        sequence: s.isActive ? 0 : 1,
      }));
      const appts = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            inArray(appointments.status, ['confirmed', 'cancelled', 'refunded']),
            gte(appointments.startsAt, new Date(now.getTime() - PAST_DAYS * 86_400_000)),
            lt(appointments.startsAt, new Date(now.getTime() + AHEAD_DAYS * 86_400_000)),
          ),
        )
        .orderBy(asc(appointments.startsAt));
      for (const a of appts) {
        const f = (await appointmentFacts(db, a.id))!;
        const live = f.status === 'confirmed';
        const cal = appointmentCalendar(f, site);
        events.push({
          ...cal,
          // Her own calendar: the client's name and phone belong in it (the feed URL is hers alone).
          title: `${f.typeName}: ${f.name}`,
          description: `Appointment ${f.reference}. ${f.name}, ${f.phone}, ${f.email}.`,
          location: f.where === 'At your home' ? "At the client's home" : f.where,
          cancelled: !live,
          sequence: f.revision + (live ? 0 : 1),
        });
      }
      return feedIcs(events, { site, now });
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
