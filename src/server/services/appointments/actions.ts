/**
 * What happens to an appointment after it is booked: the visitor's manage link (view, cancel under the terms,
 * move to another free time, answer the health questionnaire), the owner's calendar and actions (list, move,
 * cancel with a refund or a credit, book a client by phone), and the reminder job.
 *
 * A move is one transaction: the old time is released and the new one reserved by the busy-time constraints
 * (decision 550), so either she has the new time or she keeps the old one.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { giveBack, voucherShares } from '../vouchers/vouchers';
import type {
  AdminAppointmentDto,
  AppointmentCancelQuote,
  AppointmentTypeDto,
  AvailabilityDto,
  ManageAppointmentDto,
} from '../../../domain/appointments/dto';
import {
  type AdminCreateInput,
  type HealthAnswers,
  MAX_AVAILABILITY_DAYS,
  type OwnerCancelOutcome,
  PARQ_QUESTIONS,
} from '../../../domain/appointments/rules';
import { freeTimes, londonIso, refusalMessage, refusalOf } from '../../../domain/availability';
import { appointmentRef } from '../../../domain/booking-ref';
import { suggestedRefund } from '../../../domain/cancellation';
import { conflict, invalid, notFound } from '../../../domain/errors';
import { formatPence } from '../../../domain/money';
import { CANCEL_CREDIT_VALIDITY_DAYS, creditExpiry } from '../../../domain/packs';
import { addDays, daysBetween, formatLongDate, formatTime12h, londonInstant } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { appointments, locations, orders, payments } from '../../db/schema';

import * as audit from '../admin/audit';
import { calendarLinks } from '../customers/calendar';
import { orderIdOfToken } from '../customers/manage-link';
import type { JobService } from '../jobs/jobs';
import { appointmentCancelledMail, appointmentMovedMail, appointmentReminderMail, ownerAppointmentMail } from '../mail/appointment-emails';
import { brandOf } from '../mail/brand';
import type { MailService } from '../mail/mail';
import { grantLot } from '../money/credit-lots';
import type { PaymentProvider } from '../money/payments/provider';
import type { RefundService } from '../money/refunds';
import { type AppointmentBookingService, healthOnFile, ownerRulesOf, TIME_TAKEN } from './book';
import * as busy from './busy-time';
import { givenBack, restoreAppointmentCredit } from './credits';
import { travelMinutesOf } from './setup';
import { releaseMembershipAppointmentUse } from '../memberships/month-uses';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { microsOf, syncPage, syncWindow } from '../platform/sync';
import {
  APPOINTMENT_REMINDER_JOB,
  type AppointmentFacts,
  appointmentCalendar,
  appointmentFacts,
  appointmentIcs,
  appointmentLink,
  enqueueReminder,
  siteOf,
} from './notify';

/** Moving an appointment from her link: up to the first tier of the terms (24 h) or the type's notice if longer. */
export const RESCHEDULE_NOTICE_HOURS = 24;
const LINK_NOT_FOUND = 'This link is not valid or has expired';
export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
const LIVE = ['held', 'confirmed'] as const;

type Actor = 'owner' | 'customer';

/** Money she paid the owner herself comes back the same way (a card refund needs no words). */
const byHand = (paidWith: string | undefined) =>
  paidWith === 'cash' ? ', handed back in cash' : paidWith === 'bank_transfer' ? ', paid back by bank transfer' : '';

/** How money given back reaches her: the way she paid. */
export function refundWay(paidWith: string): string {
  if (paidWith === 'cash') return 'will be handed back to you in cash';
  if (paidWith === 'bank_transfer') return 'will be paid back to you by bank transfer';
  return 'is on its way to your card';
}

export function createAppointmentActionService(deps: {
  db: Db;
  config: Config;
  clock: () => Date;
  mail: MailService;
  jobs: JobService;
  refunds: RefundService;
  provider: PaymentProvider;
  booking: AppointmentBookingService;
}) {
  const { db, config, clock, mail, jobs, refunds, provider, booking } = deps;

  jobs.register<{ appointmentId: number; revision: number }>(APPOINTMENT_REMINDER_JOB, async ({ tx, payload, now }) => {
    const f = await appointmentFacts(tx, payload.appointmentId);
    // Cancelled or moved since (a newer revision has its own reminder), or already begun: nothing to remind.
    if (!f || f.status !== 'confirmed' || f.revision !== payload.revision || f.startsAt <= now) return;
    await mail.queue(tx, appointmentReminderMail(await brandOf(tx, config), f, { manageUrl: await appointmentLink(tx, config, f) }));
  });

  async function orderMoney(tx: DbOrTx, appointmentId: number) {
    const [row] = await tx
      .select({
        orderId: orders.id,
        paidPence: orders.paidPence,
        refundedPence: orders.refundedPence,
        amountPence: orders.amountPence,
        creditLotId: appointments.creditLotId,
        paidWith: appointments.paidWith,
        health: appointments.health,
      })
      .from(orders)
      .innerJoin(appointments, eq(appointments.id, orders.appointmentId))
      .where(eq(orders.appointmentId, appointmentId))
      .limit(1);
    return row ?? null;
  }

  /**
   * What cancelling at `now` gives back under the terms (the tiers of domain/cancellation.ts). `voucherBackAt`: what
   * goes back to the gift voucher that paid at a percent (vouchers.ts `voucherShares`, the cancel's own rule).
   */
  function quote(
    f: Pick<AppointmentFacts, 'status' | 'startsAt'>,
    money: { paidPence: number; refundedPence: number; creditLotId: number | null; paidWith?: string },
    now: Date,
    voucherBackAt: (percent: number) => number = () => 0,
  ): AppointmentCancelQuote {
    const paidWithCredit = money.creditLotId !== null;
    if (f.status !== 'confirmed')
      return { allowed: false, refundPence: 0, percent: 0, note: 'This appointment is not active.', paidWithCredit };
    if (f.startsAt <= now)
      return {
        allowed: false,
        refundPence: 0,
        percent: 0,
        note: 'The session has started, so it can no longer be cancelled.',
        paidWithCredit,
      };
    const s = suggestedRefund(money, f.startsAt, now);
    if (paidWithCredit)
      return {
        allowed: true,
        refundPence: 0,
        percent: s.percent,
        paidWithCredit,
        note:
          s.percent === 100
            ? 'More than 24 hours before the session: your credit is given back.'
            : 'Less than 24 hours before the session: the credit is not given back under the terms.',
      };
    const voucherBack = voucherBackAt(s.percent);
    // What goes back: the refund (said as before), and a gift voucher's share beside it or alone.
    const parts = (refund: string) =>
      [money.paidPence > 0 ? refund : '', voucherBack > 0 ? `${formatPence(voucherBack)} back to your gift voucher` : '']
        .filter(Boolean)
        .join(' and ');
    const note =
      money.paidPence === 0 && voucherBackAt(100) === 0
        ? 'There is nothing to refund.'
        : s.percent === 100
          ? `More than 24 hours before the session: ${parts(`full refund of ${formatPence(s.amountPence)}${byHand(money.paidWith)}`)}.`
          : s.percent > 0
            ? `12 to 24 hours before the session: ${s.percent}% refund, ${parts(`${formatPence(s.amountPence)}${voucherBack > 0 ? ' refunded' : ''}${byHand(money.paidWith)}`)}.`
            : 'Less than 12 hours before the session: no refund under the terms.';
    return {
      allowed: true,
      refundPence: s.amountPence,
      percent: s.percent,
      note,
      paidWithCredit,
      ...(voucherBack > 0 ? { voucherBackPence: voucherBack } : {}),
    };
  }

  function rescheduleRule(f: Pick<AppointmentFacts, 'status' | 'startsAt'>, type: AppointmentTypeDto | null, now: Date) {
    const hours = Math.max(RESCHEDULE_NOTICE_HOURS, Math.ceil((type?.minNoticeMinutes ?? 0) / 60));
    if (f.status !== 'confirmed') return { allowed: false, note: 'This appointment is not active.' };
    if (f.startsAt.getTime() - now.getTime() < hours * 3_600_000)
      return {
        allowed: false,
        note: `It can be moved up to ${hours} hours before the session; please contact ${config.BUSINESS_NAME} at ${config.CONTACT_PHONE}.`,
      };
    return { allowed: true, note: `You can move it to another free time up to ${hours} hours before the session.` };
  }

  async function appointmentOfToken(token: string, now: Date): Promise<number> {
    const orderId = await orderIdOfToken(db, token, now);
    const [row] = orderId === null ? [] : await db.select({ id: orders.appointmentId }).from(orders).where(eq(orders.id, orderId));
    if (!row?.id) throw notFound(LINK_NOT_FOUND);
    return row.id;
  }

  async function factsOrThrow(tx: DbOrTx, id: number, message = APPOINTMENT_NOT_FOUND): Promise<AppointmentFacts> {
    const f = await appointmentFacts(tx, id);
    if (!f) throw notFound(message);
    return f;
  }

  /** The type as it was booked: its current rules, the appointment's own length. */
  async function typeFor(f: AppointmentFacts): Promise<AppointmentTypeDto> {
    const type = await booking.typeById(f.typeId);
    if (!type) throw notFound('Appointment type not found');
    return { ...type, durationMinutes: Math.round((f.endsAt.getTime() - f.startsAt.getTime()) / 60_000) };
  }

  /**
   * Moves an appointment to `start`: checked against the rules (her own time counting as free), then the old
   * time released and the new one reserved in one transaction. A 409 leaves the old time hers.
   */
  async function moveTo(id: number, start: Date, by: Actor, now: Date): Promise<AppointmentFacts> {
    const before = await factsOrThrow(db, id);
    const type = await typeFor(before);
    const rules = by === 'owner' ? ownerRulesOf(type) : type;
    const end = new Date(start.getTime() + type.durationMinutes * 60_000);
    const refusal = refusalOf(await booking.rulesAround(rules, start, end, now, db, id), start);
    if (refusal === 'busy') throw conflict(TIME_TAKEN);
    if (refusal) throw invalid('start', refusalMessage(refusal, rules));
    if (start.getTime() === before.startsAt.getTime()) throw invalid('start', 'is the time the appointment already has');
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: appointments.status, startsAt: appointments.startsAt })
          .from(appointments)
          .where(eq(appointments.id, id))
          .for('update');
        if (!row || !(LIVE as readonly string[]).includes(row.status)) throw conflict('This appointment is no longer active');
        if (by === 'customer') {
          const rule = rescheduleRule({ status: row.status, startsAt: row.startsAt }, type, now);
          if (!rule.allowed) throw conflict(rule.note);
        }
        const travel = await travelMinutesOf(tx, config.APPOINTMENT_TRAVEL_MINUTES);
        const oldReach = busy.reachOf(row.startsAt, before.endsAt, type.bufferAfterMinutes, travel);
        const newReach = busy.reachOf(start, end, type.bufferAfterMinutes, travel);
        // The new start is claimed before any day lock (busy-time.ts LIVE_START_INDEX), then the days queue.
        await busy.releaseLapsed(tx, now, { from: start, to: new Date(start.getTime() + 1) });
        await tx
          .update(appointments)
          .set({ startsAt: start, endsAt: end, revision: before.revision + 1, updatedAt: now })
          .where(eq(appointments.id, id));
        await busy.lockDays(tx, oldReach.from, oldReach.to, newReach);
        await busy.release(tx, id);
        await busy.reserve(
          tx,
          { id, startsAt: start, endsAt: end, place: type.place, locationId: type.locationId },
          type.bufferAfterMinutes,
          travel,
        );
        const after = (await appointmentFacts(tx, id))!;
        await tx
          .update(orders)
          .set({ description: `${after.typeName}, ${formatLongDate(after.date)} at ${after.startTime}` })
          .where(eq(orders.id, after.orderId));
        const previous = `${formatLongDate(before.date)} at ${formatTime12h(before.startTime)}`;
        if (after.status === 'confirmed') {
          const brand = await brandOf(tx, config);
          const site = await siteOf(tx, config);
          const url = await appointmentLink(tx, config, after);
          await mail.queue(tx, appointmentMovedMail(brand, after, { manageUrl: url, ics: appointmentIcs(after, site, now), by, previous }));
          await mail.queue(
            tx,
            ownerAppointmentMail(brand, after, 'moved', `Was ${previous}; moved by the ${by === 'owner' ? 'owner' : 'client'}.`),
          );
          await enqueueReminder(tx, config, after, now);
        }
        if (by === 'owner')
          await audit.record(tx, {
            actor: 'owner',
            action: 'appointment.reschedule',
            entity: 'appointment',
            entityId: id,
            before: { startsAt: before.startsAt },
            after: { startsAt: start },
          });
        return after;
      });
    } catch (error) {
      if (busy.isTimeTaken(error)) throw conflict(TIME_TAKEN);
      throw error;
    } finally {
      mail.kick();
    }
  }

  /**
   * Cancels a live appointment in one transaction (its time goes back, a credit is restored or granted, the
   * e-mails are queued); money is given back after commit, keyed by the appointment so it is never paid twice.
   */
  async function cancelAppointment(
    id: number,
    by: Actor,
    give: {
      refundPence: number;
      restoreCredit: boolean;
      creditInstead: boolean;
      outcome: string;
      reason: string;
      /** The share (percent) of what a gift voucher paid that goes back to it (decision 730). */
      voucherBackPercent?: number;
      /** Her membership's use goes back to its month (decision 793): on the terms a credit comes back on. */
      membershipBack?: boolean;
    },
    now: Date,
  ): Promise<{ cancelled: boolean; refundPence: number; credit: 'restored' | 'instead' | null }> {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelledBy: by, cancelReason: give.reason, holdExpiresAt: null, updatedAt: now })
        .where(and(eq(appointments.id, id), inArray(appointments.status, [...LIVE])))
        .returning({ creditLotId: appointments.creditLotId, wasHeld: appointments.holdExpiresAt });
      if (!row) return null;
      await busy.release(tx, id);
      const f = (await appointmentFacts(tx, id))!;
      if ((give.voucherBackPercent ?? 0) > 0)
        await giveBack(tx, { orderIds: [f.orderId], reason: 'refund', now, percent: give.voucherBackPercent, actor: by });
      if (give.membershipBack) await releaseMembershipAppointmentUse(tx, id, now);
      let credit: 'restored' | 'instead' | null = null;
      if (give.restoreCredit && row.creditLotId !== null) {
        await restoreAppointmentCredit(tx, {
          appointmentId: id,
          lotId: row.creditLotId,
          actor: by,
          note: `Cancelled appointment ${f.reference}`,
        });
        credit = 'restored';
      } else if (give.creditInstead) {
        await grantLot(
          tx,
          {
            email: f.email,
            scope: 'training',
            title: `1 ${f.typeName} credit (instead of a refund)`,
            classTypeIds: [],
            credits: 1,
            expiresAt: creditExpiry(now, CANCEL_CREDIT_VALIDITY_DAYS),
          },
          by,
          `Cancelled appointment ${f.reference}: credit instead of a refund`,
        );
        credit = 'instead';
      }
      // A time the owner held for a card link: nobody pays for it now.
      await tx
        .update(payments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(payments.orderId, f.orderId), eq(payments.status, 'pending')));
      const brand = await brandOf(tx, config);
      const site = await siteOf(tx, config);
      await mail.queue(tx, appointmentCancelledMail(brand, f, { ics: appointmentIcs(f, site, now, true), by, outcome: give.outcome }));
      await mail.queue(tx, ownerAppointmentMail(brand, f, 'cancelled', `${give.reason}. ${give.outcome}`));
      if (by === 'owner')
        await audit.record(tx, {
          actor: 'owner',
          action: 'appointment.cancel',
          entity: 'appointment',
          entityId: id,
          after: { refundPence: give.refundPence, credit },
        });
      return { orderId: f.orderId, credit };
    });
    mail.kick();
    if (!done) return { cancelled: false, refundPence: 0, credit: null };
    if (give.refundPence > 0)
      await refunds.refund({
        orderId: done.orderId,
        amountPence: give.refundPence,
        reason: by === 'owner' ? 'owner' : 'self_cancel',
        actor: by,
        idempotencyKey: `appointment-cancel-${id}`,
        now,
      });
    return { cancelled: true, refundPence: give.refundPence, credit: done.credit };
  }

  /** An appointment changes with its order too (paid, refunded): the later of the two (decision 750). */
  const appointmentUpdatedAt = sql<Date>`greatest(${appointments.updatedAt}, coalesce(${orders.updatedAt}, ${appointments.updatedAt}))`;

  async function adminDtos(
    where: ReturnType<typeof and>,
    sync?: SyncQuery,
  ): Promise<AdminAppointmentDto[] & { nextCursor?: string | null }> {
    const window = sync ? syncWindow({ updatedAt: appointmentUpdatedAt, id: appointments.id }, sync) : null;
    const query = db
      .select({
        id: appointments.id,
        typeId: appointments.typeId,
        typeName: appointments.typeName,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        place: appointments.place,
        locationId: appointments.locationId,
        locationName: locations.name,
        name: appointments.name,
        email: appointments.email,
        phone: appointments.phone,
        notes: appointments.notes,
        status: appointments.status,
        paidWith: appointments.paidWith,
        health: appointments.health,
        cancelledBy: appointments.cancelledBy,
        cancelReason: appointments.cancelReason,
        createdAt: appointments.createdAt,
        updatedAt: appointmentUpdatedAt,
        syncMicros: microsOf(appointmentUpdatedAt),
        amountPence: orders.amountPence,
        paidPence: orders.paidPence,
        refundedPence: orders.refundedPence,
      })
      .from(appointments)
      .leftJoin(orders, eq(orders.appointmentId, appointments.id))
      .leftJoin(locations, eq(locations.id, appointments.locationId))
      .where(and(where, window?.where))
      .$dynamic();
    const rows = window
      ? await query.orderBy(...window.orderBy).limit(window.limit)
      : await query.orderBy(asc(appointments.startsAt), asc(appointments.id));
    const toDto = ({ syncMicros: _micros, ...r }: (typeof rows)[number]): AdminAppointmentDto => {
      const [date, startTime] = londonIso(r.startsAt).slice(0, 16).split('T') as [string, string];
      const endTime = londonIso(r.endsAt).slice(11, 16);
      return {
        ...r,
        reference: appointmentRef(r.id),
        date,
        startTime,
        endTime,
        amountPence: r.amountPence ?? 0,
        paidPence: r.paidPence ?? 0,
        refundedPence: r.refundedPence ?? 0,
        health: r.health ? { ...r.health, flagged: r.health.answers.some(Boolean), questions: PARQ_QUESTIONS } : null,
        // greatest() comes back as text from some drivers.
        updatedAt: new Date(r.updatedAt),
      };
    };
    if (!sync) return rows.map(toDto);
    const page = syncPage(rows, sync, toDto);
    return Object.assign(page.data, { nextCursor: page.nextCursor });
  }

  return {
    // ---- the visitor's manage link ----

    /** Her appointment as the manage page shows it. */
    async view(token: string, now: Date = clock()): Promise<ManageAppointmentDto> {
      const id = await appointmentOfToken(token, now);
      const f = await factsOrThrow(db, id, LINK_NOT_FOUND);
      const money = (await orderMoney(db, id))!;
      const vouchers = await voucherShares(db, [f.orderId]);
      const type = await booking.typeById(f.typeId);
      const site = await siteOf(db, config);
      const cal = appointmentCalendar(f, site);
      // Her first session: no card payment opens until her health questionnaire is on file (decision 660).
      const healthRequired = money.health === null && !(await healthOnFile(db, f.email));
      let payment: ManageAppointmentDto['payment'] = null;
      if (f.status === 'held' && !healthRequired) {
        const [p] = await db
          .select({ providerPaymentId: payments.providerPaymentId, amountPence: payments.amountPence })
          .from(payments)
          .where(and(eq(payments.orderId, f.orderId), eq(payments.status, 'pending')))
          .limit(1);
        const [held] = await db.select({ until: appointments.holdExpiresAt }).from(appointments).where(eq(appointments.id, id));
        if (p && held?.until && held.until > now)
          payment = {
            clientSecret: await provider.clientSecretOf(p.providerPaymentId),
            amountPence: p.amountPence,
            holdExpiresAt: held.until,
          };
      }
      return {
        appointmentId: id,
        reference: f.reference,
        typeId: f.typeId,
        typeName: f.typeName,
        name: f.name,
        email: f.email,
        status: f.status as ManageAppointmentDto['status'],
        start: londonIso(f.startsAt),
        end: londonIso(f.endsAt),
        date: f.date,
        startTime: f.startTime,
        endTime: f.endTime,
        place: f.place as ManageAppointmentDto['place'],
        location: f.place === 'location' ? { name: f.locationName ?? '', address: f.address ?? '' } : null,
        amountPaidPence: money.paidPence,
        voucherPence: vouchers.paidPence,
        paidWith: f.paidWith,
        ...(await givenBack(db, f.orderId, id)),
        cancellation: quote(f, money, now, vouchers.backAt),
        reschedule: rescheduleRule(f, type, now),
        healthAnswered: money.health !== null,
        healthRequired,
        calendar: f.status === 'confirmed' ? { ...calendarLinks(cal), ics: appointmentIcs(f, site, now) } : null,
        payment,
      };
    },

    /** Free times she could move to (her own time counts as free). */
    async times(token: string, from: string, to: string, now: Date = clock()): Promise<AvailabilityDto> {
      if (daysBetween(from, to) > MAX_AVAILABILITY_DAYS) throw invalid('to', `must be at most ${MAX_AVAILABILITY_DAYS} days after from`);
      const id = await appointmentOfToken(token, now);
      const f = await factsOrThrow(db, id, LINK_NOT_FOUND);
      const type = await typeFor(f);
      const rules = await booking.rulesAround(type, londonInstant(from, '00:00'), londonInstant(addDays(to, 1), '00:00'), now, db, id);
      return {
        typeId: type.id,
        from,
        to,
        times: freeTimes(rules, from, to).filter((t) => new Date(t.start).getTime() !== f.startsAt.getTime()),
      };
    },

    /** Moves her appointment from her link, under the terms' notice. */
    async reschedule(token: string, start: Date, now: Date = clock()): Promise<ManageAppointmentDto> {
      const id = await appointmentOfToken(token, now);
      const f = await factsOrThrow(db, id, LINK_NOT_FOUND);
      const rule = rescheduleRule(f, await booking.typeById(f.typeId), now);
      if (!rule.allowed) throw conflict(rule.note);
      await moveTo(id, start, 'customer', now);
      return this.view(token, now);
    },

    /** Cancels under the terms; `shownRefundPence` is what she was shown (if the tier moved since, she is asked again). */
    async cancel(token: string, shownRefundPence: number, now: Date = clock()) {
      const id = await appointmentOfToken(token, now);
      const f = await factsOrThrow(db, id, LINK_NOT_FOUND);
      if (f.status === 'cancelled') return { cancelled: false, refundPence: 0, credit: null };
      const q = quote(f, (await orderMoney(db, id))!, now, (await voucherShares(db, [f.orderId])).backAt);
      if (!q.allowed) throw conflict(q.note);
      if (q.refundPence !== shownRefundPence)
        throw conflict(
          `The refund has changed to ${formatPence(q.refundPence)} since the page was opened. Please check and confirm again.`,
        );
      const restore = q.paidWithCredit && q.percent === 100;
      return cancelAppointment(
        id,
        'customer',
        {
          refundPence: q.refundPence,
          restoreCredit: restore,
          creditInstead: false,
          reason: `Cancelled by the client through the manage link (${q.paidWithCredit ? (restore ? 'credit given back' : 'credit not given back') : `${q.percent}% refund`})`,
          outcome: q.note,
          voucherBackPercent: q.percent,
          membershipBack: q.percent === 100,
        },
        now,
      );
    },

    /** Her health questionnaire, given (or given again) through her link. */
    async answerHealth(token: string, health: HealthAnswers, now: Date = clock()): Promise<{ success: true }> {
      const id = await appointmentOfToken(token, now);
      await db.update(appointments).set({ health, updatedAt: now }).where(eq(appointments.id, id));
      return { success: true };
    },

    // ---- the owner ----

    /** Her calendar: every appointment starting between two London dates (both included), cancelled ones too. */
    async list(input: { from: string; to: string }): Promise<AdminAppointmentDto[]> {
      if (daysBetween(input.from, input.to) > MAX_AVAILABILITY_DAYS)
        throw invalid('to', `must be at most ${MAX_AVAILABILITY_DAYS} days after from`);
      return adminDtos(
        and(
          gte(appointments.startsAt, londonInstant(input.from, '00:00')),
          lt(appointments.startsAt, londonInstant(addDays(input.to, 1), '00:00')),
        ),
      );
    },

    /** Appointments read by change (decision 750): booked, paid, moved, cancelled or refunded since updatedSince. */
    async changes(input: SyncQuery): Promise<SyncPage<AdminAppointmentDto>> {
      const rows = await adminDtos(undefined, input);
      return { data: [...rows], nextCursor: rows.nextCursor ?? null };
    },

    async get(id: number): Promise<AdminAppointmentDto> {
      const [row] = await adminDtos(and(eq(appointments.id, id)));
      if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
      return row;
    },

    /** The owner moves an appointment (her notice and horizon do not bind her); the client is e-mailed. */
    async ownerReschedule(id: number, start: Date, now: Date = clock()): Promise<AdminAppointmentDto> {
      await moveTo(id, start, 'owner', now);
      return this.get(id);
    },

    /**
     * The owner cancels: 'refund' gives back what was paid (a credit that paid goes back to its lot), 'credit'
     * gives one credit instead of the money, 'none' gives nothing. The client is e-mailed what she gets.
     */
    async ownerCancel(id: number, outcome: OwnerCancelOutcome, now: Date = clock()) {
      const f = await factsOrThrow(db, id);
      const money = (await orderMoney(db, id))!;
      if (!(LIVE as readonly string[]).includes(f.status)) throw conflict(`Appointment ${f.reference} is already ${f.status}`);
      const paidWithCredit = money.creditLotId !== null;
      // What is left of what she paid, whichever way (card, or cash and transfer the owner recorded): decision 700.
      const refundable = Math.max(0, money.paidPence - money.refundedPence);
      const refundPence = outcome === 'refund' && !paidWithCredit ? refundable : 0;
      const restoreCredit = outcome !== 'none' && paidWithCredit;
      const creditInstead = outcome === 'credit' && !paidWithCredit && refundable > 0;
      const note = restoreCredit
        ? 'Your package credit has been given back.'
        : refundPence > 0
          ? `A full refund of ${formatPence(refundPence)} ${refundWay(money.paidWith)}.`
          : creditInstead
            ? `One ${f.typeName} credit has been added to your account instead of a refund.`
            : money.paidPence > 0
              ? 'Please contact us about your payment.'
              : 'There was nothing to pay.';
      const done = await cancelAppointment(
        id,
        'owner',
        {
          refundPence,
          restoreCredit,
          creditInstead,
          reason: `Cancelled by the owner (${outcome})`,
          outcome: note,
          voucherBackPercent: outcome === 'none' ? 0 : 100,
          membershipBack: outcome !== 'none',
        },
        now,
      );
      return { ...done, appointment: await this.get(id) };
    },

    /** The owner books a client in by phone. */
    async ownerCreate(input: AdminCreateInput) {
      const created = await booking.createForClient(input);
      if (!created.success || !created.appointmentId) throw conflict(created.message);
      return { ...created, appointment: await this.get(created.appointmentId) };
    },
  };
}

export type AppointmentActionService = ReturnType<typeof createAppointmentActionService>;
