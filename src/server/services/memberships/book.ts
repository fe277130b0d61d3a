/** A class booked with a membership, and the booking form's and the appointment page's question before it. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BookingCreatedDto } from '../../../domain/dto';
import { conflict, DomainError, FULLY_BOOKED } from '../../../domain/errors';
import { planCovers } from '../../../domain/memberships';
import { normaliseEmail } from '../../../domain/packs';
import { londonInstant } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { memberships, membershipUses } from '../../db/schema';
import * as audit from '../admin/audit';
import { tokenForNewHold } from '../booking/hold-token';
import { insertFreeBookingOrder } from '../booking/free-order';
import { bookingMailFacts } from '../booking/mail-facts';
import * as places from '../booking/places';
import { assertBookable, classDescription, priceInSlot } from '../booking/slot-rules';
import type { CustomerService } from '../customers/customers';
import type { MailService } from '../mail/mail';
import { emitBookingEvent } from '../webhooks/events';
import { APPOINTMENT_MEMBERSHIP_ERRORS, findMembershipMonth, takeMonthUse } from './month-uses';
import { MEMBERSHIP_ERRORS } from './rules';

export function createMembershipBooking(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  customers: CustomerService;
  clock: () => Date;
  graceDays: number;
}) {
  const { db, config, mail, customers, clock, graceDays } = deps;

  /**
   * Signed in: whether her membership would book this class without paying (the booking form says so instead of
   * the price), and what it leaves. Nothing is taken: booking checks everything again in its transaction.
   */
  async function quote(
    input: { email: string; scheduleId: number; classTypeId: number },
    now: Date = clock(),
  ): Promise<{ included: true; planName: string; left: number | null } | { included: false; reason: string | null }> {
    const candidates = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.email, normaliseEmail(input.email)), sql`${memberships.status} <> 'incomplete'`))
      .orderBy(asc(memberships.id));
    if (!candidates.length) return { included: false, reason: null };
    try {
      const seen = await places.look(db, input.scheduleId, now);
      const slot = assertBookable(seen?.slot, 'scheduleId', now);
      const priced = await priceInSlot(db, config, slot, { classTypeId: input.classTypeId });
      const { period, planName } = await findMembershipMonth(
        db,
        { email: input.email, signedInEmail: input.email },
        londonInstant(slot.date, slot.startTime),
        now,
        graceDays,
        (plan) => priced.classTypeId !== null && planCovers(plan, priced.classTypeId),
        MEMBERSHIP_ERRORS,
      );
      return { included: true, planName, left: period.allowance === null ? null : period.allowance - period.used };
    } catch (error) {
      if (error instanceof DomainError) return { included: false, reason: error.message };
      throw error;
    }
  }

  /**
   * The appointment page's question (decision 793): would her membership book an appointment starting `start`
   * without paying? The same read as `quote`, for a plan that includes appointments; `book` still decides.
   */
  async function quoteAppointment(
    input: { email: string; start: Date },
    now: Date = clock(),
  ): Promise<{ included: true; planName: string; left: number | null } | { included: false; reason: string | null }> {
    const [any] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.email, normaliseEmail(input.email)), sql`${memberships.status} <> 'incomplete'`))
      .limit(1);
    if (!any) return { included: false, reason: null };
    try {
      const { period, planName } = await findMembershipMonth(
        db,
        { email: input.email, signedInEmail: input.email },
        input.start,
        now,
        graceDays,
        (plan) => plan.includesAppointments,
        APPOINTMENT_MEMBERSHIP_ERRORS,
      );
      return { included: true, planName, left: period.allowance === null ? null : period.allowance - period.used };
    } catch (error) {
      if (error instanceof DomainError) return { included: false, reason: error.message };
      throw error;
    }
  }

  /**
   * Books a class with her membership: no payment step. Her account session or her membership code proves
   * the membership is hers. The place (slot lock first, the one place rule) and one use of the paid month that
   * covers the class (a conditional UPDATE: used < allowance) are taken in one transaction: either both or neither.
   */
  async function book(input: {
    scheduleId: number;
    classTypeId: number;
    name: string;
    email: string;
    phone: string;
    membershipCode?: string | undefined;
    signedInEmail?: string | undefined;
    holdToken?: string | null | undefined;
    now?: Date;
  }): Promise<BookingCreatedDto> {
    const now = input.now ?? clock();
    const holdToken = tokenForNewHold(input.holdToken);
    const seen = await places.look(db, input.scheduleId, now);
    const slot = assertBookable(seen?.slot, 'scheduleId', now);
    const priced = await priceInSlot(db, config, slot, { classTypeId: input.classTypeId });
    const classStart = londonInstant(slot.date, slot.startTime);
    const { period, member, planName } = await findMembershipMonth(
      db,
      input,
      classStart,
      now,
      graceDays,
      (plan) => priced.classTypeId !== null && planCovers(plan, priced.classTypeId),
      MEMBERSHIP_ERRORS,
    );
    if (seen!.spotsLeft < 1) return { success: false, clientSecret: null, message: FULLY_BOOKED };
    const description = `${classDescription(priced.className, slot)} (${planName} membership)`;
    const booked = await db.transaction(async (tx) => {
      const bookingId = await places.holdNew(
        tx,
        {
          slotId: slot.id,
          classTypeId: priced.classTypeId,
          className: priced.className,
          name: input.name,
          email: input.email.trim(),
          phone: input.phone,
          specialRequests: '',
          holdExpiresAt: new Date(now.getTime() + config.HOLD_MINUTES * 60_000),
        },
        now,
      );
      if (bookingId === null) return null;
      await places.occupy(tx, bookingId, 'confirmed', now);
      // The month's allowance, reserved under its row lock: a parallel booking that took the last use rolls this back.
      const used = await takeMonthUse(tx, period.id);
      if (!used) throw conflict(MEMBERSHIP_ERRORS.usedUp);
      await tx.insert(membershipUses).values({ bookingId, periodId: period.id });
      await emitBookingEvent(tx, 'booking.confirmed', bookingId);
      const orderId = await insertFreeBookingOrder(tx, {
        bookingId,
        description,
        name: input.name,
        email: input.email,
        phone: input.phone,
        holdToken,
      });
      await audit.record(tx, {
        actor: input.signedInEmail ? 'customer (account)' : 'customer (membership code)',
        action: 'membership.book',
        entity: 'membership',
        entityId: member.id,
        after: { bookingId, periodId: period.id, used: used.used, allowance: used.allowance, scheduleId: slot.id },
      });
      const facts = await bookingMailFacts(tx, orderId);
      if (facts) await customers.bookingConfirmed(tx, facts, now);
      return { bookingId, orderId, left: used.allowance === null ? null : used.allowance - used.used };
    });
    if (!booked) return { success: false, clientSecret: null, message: FULLY_BOOKED };
    mail.kick();
    return {
      success: true,
      clientSecret: null,
      message:
        booked.left === null
          ? 'Booked with your membership.'
          : `Booked with your membership. ${booked.left} ${booked.left === 1 ? 'class' : 'classes'} left this month.`,
      bookingId: booked.bookingId,
      orderId: booked.orderId,
      originalPence: 0,
      discountPence: 0,
      amountPence: 0,
      holdToken,
    };
  }

  return { quote, quoteAppointment, book };
}
