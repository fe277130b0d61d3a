/**
 * A visitor books an appointment: the time is checked against the rules on the server, then reserved by the
 * busy-time constraints in the transaction that holds it (decision 550), then paid through the same payment
 * path as a class (bookings.openPayment, confirmation.paymentSucceeded).
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { spendOnOrder, usableVoucher } from '../vouchers/vouchers';
import type { AppointmentCreatedDto, AppointmentTypeDto, AvailabilityDto } from '../../../domain/appointments/dto';
import {
  type AdminCreateInput,
  type AppointmentBookInput,
  type HealthAnswers,
  MAX_AVAILABILITY_DAYS,
  MAX_HORIZON_DAYS,
} from '../../../domain/appointments/rules';
import { normaliseEmail } from '../../../domain/packs';
import type { CreditService } from '../money/credits';
import { CREDIT_ERRORS } from '../money/credit-rules';
import { issuePaymentReceipt } from '../money/receipts';
import { cardLinkMail } from './notify';
import { type AvailabilityInput, freeTimes, gridRefusal, refusalMessage, refusalOf, ruleRefusal } from '../../../domain/availability';
import { conflict, invalid } from '../../../domain/errors';
import { addDays, daysBetween, formatLongDate, londonInstant, londonWallClock } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { appointments, membershipAppointmentUses, orders, payments } from '../../db/schema';
import { APPOINTMENT_MEMBERSHIP_ERRORS, findMembershipMonth, takeMonthUse } from '../memberships/month-uses';
import { GRACE_DAYS_DEFAULT } from '../memberships/rules';
import { retryWhenAborted } from '../admin/db-errors';
import type { OpenedPayment } from '../booking/open-payment';
import { pendingPaymentId } from '../booking/payment-rules';
import { ownerPaymentId } from '../booking/walk-in';
import { hashHoldToken, tokenForNewHold } from '../booking/hold-token';
import { claimIntroAhead, introPrice, keepIntroAtOnce, releaseIntroOfAppointments } from '../booking/intro-offer';
import type { CustomerService } from '../customers/customers';
import type { MailService } from '../mail/mail';
import type { PaymentProvider } from '../money/payments/provider';
import * as busy from './busy-time';
import { spendAppointmentCredit } from './credits';
import { TYPE_NOT_FOUND, timeOffAfter, travelMinutesOf, typeById, weeklyHours } from './setup';

const DAY = 86_400_000;

/** The owner's own bookings and moves: her hours, time off and busy time still count; notice and horizon do not. */
export const ownerRulesOf = <T extends { minNoticeMinutes: number; horizonDays: number }>(type: T): T => ({
  ...type,
  minNoticeMinutes: 0,
  horizonDays: MAX_HORIZON_DAYS,
});
export const TIME_TAKEN = 'That time has just been taken. Please choose another.';
export const TYPE_NOT_ON_OFFER = 'is not an appointment type on offer';
export const NO_APPOINTMENT_CREDIT = 'You have no live package credit for this session';
export const HEALTH_REQUIRED = 'answer the health questionnaire (PAR-Q) before your first session';
export const OWNER_HEALTH_REQUIRED =
  "a client's first session needs her health questionnaire (PAR-Q): give her answers, or book with a card link so she answers before paying";

/**
 * Her newest health questionnaire answers on file: those of her latest appointment (the address as typed, any
 * case) that holds answers, or null. A first session is never confirmed without answers (decision 660); an appointment placed without them
 * carries a copy of these (decision 700).
 */
export async function answersOnFile(tx: DbOrTx, email: string): Promise<HealthAnswers | null> {
  const [row] = await tx
    .select({ health: appointments.health })
    .from(appointments)
    .where(and(sql`lower(${appointments.email}) = ${normaliseEmail(email)}`, isNotNull(appointments.health)))
    .orderBy(desc(appointments.id))
    .limit(1);
  return row?.health ?? null;
}

/** Whether her health questionnaire is on file (decision 660). */
export async function healthOnFile(tx: DbOrTx, email: string): Promise<boolean> {
  return (await answersOnFile(tx, email)) !== null;
}

/** How long a time booked by the owner with a card link is held while the client pays through her link. */
export const CARD_LINK_HOURS = 48;

export type HoldMode = 'card' | 'card_link' | 'credit' | 'membership' | 'cash' | 'bank_transfer' | 'complimentary';

/**
 * Booked by the visitor in her browser (a card, nothing to pay, a package credit, her membership): the order keeps
 * her hold token's hash, so that browser alone reads its confirmation screen (payments.receipt), as for a class.
 * The owner's bookings (by phone, a card link) belong to no browser.
 */
const browserBooks = (mode: HoldMode) => mode === 'card' || mode === 'credit' || mode === 'membership';

type OpenPayment = (order: {
  orderId: number;
  bookingId: number | null;
  paymentRowId: number;
  providerPaymentId: string;
  amountPence: number;
  description: string;
  kind: string;
}) => Promise<OpenedPayment>;

/** 'Personal Training - Single Session, Monday, 23 November 2026 at 10:00'. */
export function appointmentDescription(typeName: string, startsAt: Date): string {
  const [date, time] = londonWallClock(startsAt).split(' ') as [string, string];
  return `${typeName}, ${formatLongDate(date)} at ${time}`;
}

/**
 * How a hold of `mode` at `pricePence` stands: held while she pays by card (for the hold's minutes, or her card
 * link's hours), confirmed at once otherwise.
 */
function holdTerms(config: Config, mode: HoldMode, pricePence: number, now: Date, startsAt: Date) {
  const byCard = (mode === 'card' || mode === 'card_link') && pricePence > 0;
  const paidWith = byCard ? mode : pricePence === 0 && mode !== 'complimentary' ? 'free' : mode;
  const holdExpiresAt = !byCard
    ? null
    : mode === 'card_link'
      ? new Date(Math.min(now.getTime() + CARD_LINK_HOURS * 3_600_000, startsAt.getTime()))
      : new Date(now.getTime() + config.HOLD_MINUTES * 60_000);
  return { byCard, paidWith, status: byCard ? ('held' as const) : ('confirmed' as const), holdExpiresAt };
}

/** A start claimed by `busy.claimStart`: the appointment's row as it was written, held until `holdExpiresAt`. */
interface Claim {
  id: number;
  endsAt: Date;
  paidWith: string;
  holdExpiresAt: Date;
}

export function createAppointmentBookingService(deps: {
  db: Db;
  config: Config;
  clock: () => Date;
  provider: PaymentProvider;
  customers: CustomerService;
  mail: MailService;
  openPayment: OpenPayment;
  credits: CreditService;
}) {
  const { db, config, clock, provider, customers, mail } = deps;
  const termsOf = (mode: HoldMode, pricePence: number, now: Date, startsAt: Date) => holdTerms(config, mode, pricePence, now, startsAt);

  /**
   * Claims in flight in this process, by start. A rush sends most of its visitors here before the first claim
   * commits; those after the first of this process wait for its answer instead of each sending a claim the
   * database would refuse: whichever way it went, a claim stood at that start. The database still decides every
   * claim that is sent; only a claim that failed outright lets the next one try for itself.
   */
  const claiming = new Map<number, Promise<number | null>>();
  async function claimOnce(row: Parameters<typeof busy.claimStart>[1]): Promise<number | null> {
    const key = row.startsAt.getTime();
    const before = claiming.get(key);
    const stood = before
      ? await before.then(
          () => true,
          () => false,
        )
      : false;
    if (stood) return null;
    const claim = busy.claimStart(db, row);
    claiming.set(key, claim);
    try {
      return await claim;
    } finally {
      if (claiming.get(key) === claim) claiming.delete(key);
    }
  }

  /** What the availability rule needs around [from, to): a day either side covers buffers and travel. */
  async function rulesAround(
    type: AppointmentTypeDto,
    from: Date,
    to: Date,
    now: Date,
    tx: DbOrTx = db,
    exceptAppointmentId?: number,
  ): Promise<AvailabilityInput> {
    const [hours, off, taken, travelMinutes] = await Promise.all([
      weeklyHours(tx),
      timeOffAfter(tx, new Date(from.getTime() - DAY)),
      busy.busyBetween(tx, new Date(from.getTime() - DAY), new Date(to.getTime() + DAY), now, exceptAppointmentId),
      travelMinutesOf(tx, config.APPOINTMENT_TRAVEL_MINUTES),
    ]);
    return { type, hours, timeOff: off, busy: taken, travelMinutes, now };
  }

  async function activeType(typeId: number) {
    const type = await typeById(db, typeId);
    if (!type?.isActive) throw invalid('typeId', type ? TYPE_NOT_ON_OFFER : TYPE_NOT_FOUND);
    return type;
  }

  /** `activeType`, with what holds `start` read in the same round trip (for `place`). */
  async function activeTypeAt(typeId: number, start: Date) {
    const found = await busy.typeWithStart(db, typeId, start);
    if (!found?.type.isActive) throw invalid('typeId', found ? TYPE_NOT_ON_OFFER : TYPE_NOT_FOUND);
    return found;
  }

  /**
   * The held (or, when nothing is to be paid by card, confirmed) appointment with its order and payment row, or
   * 23P01 when the time is taken. `mode`: 'card' (she pays now), 'card_link' (the owner booked it; she pays
   * through her manage link), 'credit' (a package credit of `creditEmail`), 'cash', 'bank_transfer' or
   * 'complimentary' (the owner's).
   */
  async function hold(
    tx: Tx,
    claim: Claim,
    input: Omit<AppointmentBookInput, 'holdToken' | 'creditToken'>,
    type: Awaited<ReturnType<typeof activeType>>,
    now: Date,
    holdToken: string,
    mode: HoldMode = 'card',
    creditEmail?: string,
    voucherId?: number,
    introPence: number | null = null,
    membershipPeriodId?: number,
  ) {
    const startsAt = input.start;
    // Her first appointment at the introductory price (decision 790): claimed first, before any day is locked; lost
    // to another order of hers, the list price. The order's id is taken in advance so the claim can name it.
    const orderIdAhead =
      introPence === null
        ? undefined
        : ((await claimIntroAhead(tx, { email: input.email, kind: 'appointment', listPence: type.pricePence, introPence, now })) ??
          undefined);
    const pricePence = orderIdAhead === undefined ? type.pricePence : introPence!;
    const endsAt = claim.endsAt;
    const { byCard, paidWith, status, holdExpiresAt } = termsOf(mode, pricePence, now, startsAt);
    const amountPence = mode === 'complimentary' || mode === 'credit' || mode === 'membership' ? 0 : pricePence;
    const id = claim.id;
    // The claim was written with the list price's terms; the introductory price (or nothing to pay) changes them.
    if (status !== 'held' || paidWith !== claim.paidWith || holdExpiresAt?.getTime() !== claim.holdExpiresAt.getTime())
      await tx.update(appointments).set({ status, paidWith, holdExpiresAt }).where(eq(appointments.id, id));
    // The owner's travel setting as it is now (decision 809): this reservation keeps it whatever she sets later.
    const travel = await travelMinutesOf(tx, config.APPOINTMENT_TRAVEL_MINUTES);
    const reach = busy.reachOf(startsAt, endsAt, type.bufferAfterMinutes, travel);
    await busy.lockDays(tx, reach.from, reach.to);
    await busy.releaseLapsed(tx, now, { from: new Date(input.start.getTime() - DAY), to: new Date(input.start.getTime() + DAY) });
    await busy.reserve(tx, { id, startsAt, endsAt, place: type.place, locationId: type.locationId }, type.bufferAfterMinutes, travel);
    // One use of her paid month (decision 793), under its row lock: the last use taken meanwhile rolls the time back.
    if (mode === 'membership') {
      if (!(await takeMonthUse(tx, membershipPeriodId!))) throw conflict(APPOINTMENT_MEMBERSHIP_ERRORS.usedUp);
      await tx.insert(membershipAppointmentUses).values({ appointmentId: id, periodId: membershipPeriodId! });
    }
    if (mode === 'credit') {
      const lotId = await spendAppointmentCredit(tx, { email: creditEmail!, type, appointmentId: id, now });
      if (lotId === null) throw conflict(NO_APPOINTMENT_CREDIT);
      await tx.update(appointments).set({ creditLotId: lotId }).where(eq(appointments.id, id));
    }
    const description = `${appointmentDescription(type.name, startsAt)}${orderIdAhead === undefined ? '' : ' (introductory price)'}`;
    const [order] = await tx
      .insert(orders)
      .values({
        ...(orderIdAhead === undefined ? {} : { id: orderIdAhead }),
        kind: 'appointment',
        appointmentId: id,
        description,
        name: input.name,
        email: input.email.trim(),
        phone: input.phone,
        originalPence: pricePence,
        amountPence,
        holdTokenHash: browserBooks(mode) ? hashHoldToken(holdToken) : null,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    // A gift voucher pays what it can (decision 730); all of it: confirmed without a card.
    const spent = voucherId !== undefined && byCard ? await spendOnOrder(tx, { voucherId, orderId, amountPence: pricePence, now }) : null;
    const voucherPence = spent?.taken ?? 0;
    // What is left on the voucher, read as it paid ("balance shown when used").
    const voucherBalancePence = spent?.balancePence;
    const left = pricePence - voucherPence;
    if (voucherPence) await tx.update(orders).set({ amountPence: left }).where(eq(orders.id, orderId));
    if (voucherPence && left === 0) {
      if (orderIdAhead !== undefined) await keepIntroAtOnce(tx, orderId);
      await tx
        .update(appointments)
        .set({ status: 'confirmed', holdExpiresAt: null, paidWith: 'voucher', updatedAt: now })
        .where(eq(appointments.id, id));
      await customers.purchaseConfirmed(
        tx,
        { orderId, name: input.name, email: input.email.trim(), phone: input.phone, description, amountPence: 0 },
        now,
      );
      return { id, orderId, description, holdExpiresAt: null, payment: null, voucherPence, voucherBalancePence, left };
    }
    // Money the owner took herself is a payment like any (decision 640): paid, refundable, credited instead (700).
    let inPersonPaymentId: number | null = null;
    if ((mode === 'cash' || mode === 'bank_transfer') && amountPence > 0) {
      const [paid] = await tx
        .insert(payments)
        .values({
          orderId,
          provider: provider.name,
          providerPaymentId: ownerPaymentId(mode, orderId),
          amountPence,
          status: 'succeeded',
          method: mode,
        })
        .returning({ id: payments.id });
      inPersonPaymentId = paid!.id;
      await tx.update(orders).set({ paidPence: amountPence }).where(eq(orders.id, orderId));
    }
    if (!byCard && orderIdAhead !== undefined) await keepIntroAtOnce(tx, orderId);
    if (!byCard) {
      await customers.purchaseConfirmed(
        tx,
        { orderId, name: input.name, email: input.email.trim(), phone: input.phone, description, amountPence },
        now,
      );
      // Cash or a transfer she took for a session has its receipt in the one gapless sequence, like a class
      // walk-in's (decisions 650, 711), numbered last so the sequence's lock is held the shortest time.
      if (inPersonPaymentId !== null) await issuePaymentReceipt(tx, config.BUSINESS_NAME, inPersonPaymentId, now);
      return { id, orderId, description, holdExpiresAt, payment: null, voucherPence, voucherBalancePence, left };
    }
    const providerPaymentId = pendingPaymentId(orderId);
    const [payment] = await tx
      .insert(payments)
      .values({ orderId, provider: provider.name, providerPaymentId, amountPence: left })
      .returning({ id: payments.id });
    return {
      id,
      orderId,
      description,
      holdExpiresAt,
      payment: { paymentRowId: payment!.id, providerPaymentId },
      voucherPence,
      voucherBalancePence,
      left,
    };
  }

  /** The payment could not be opened: nobody can pay for this hold, so its time goes back at once. */
  async function withdraw(appointmentId: number, paymentRowId: number) {
    await db.transaction(async (tx) => {
      await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelledBy: 'system', updatedAt: clock() })
        .where(eq(appointments.id, appointmentId));
      await tx.update(payments).set({ status: 'failed', updatedAt: clock() }).where(eq(payments.id, paymentRowId));
      await busy.release(tx, appointmentId);
      await releaseIntroOfAppointments(tx, [appointmentId], clock());
    });
  }

  /** Checks the start, reserves the time in one transaction, and opens the card payment when there is one. */
  async function place(
    input: Omit<AppointmentBookInput, 'holdToken' | 'creditToken'>,
    type: Awaited<ReturnType<typeof activeType>>,
    mode: HoldMode,
    opts: {
      holdToken?: string | null;
      creditEmail?: string;
      ownerRules?: boolean;
      voucherCode?: string | undefined;
      membershipPeriodId?: number;
      /** What held the start when the type was read (`activeTypeAt`); probed here when absent. */
      startRow?: busy.StartRow;
    },
  ): Promise<AppointmentCreatedDto> {
    const now = clock();
    const end = new Date(input.start.getTime() + type.durationMinutes * 60_000);
    const ruleType = opts.ownerRules ? ownerRulesOf(type) : type;
    // What a visitor can act on (the past, the notice, the horizon, the grid) answers first, from the request alone.
    const early = ruleRefusal({ type: ruleType, now }, input.start.getTime()) ?? gridRefusal(input.start);
    if (early) throw invalid('start', refusalMessage(early, ruleType));
    // A rush for one time (decisions 772, 814): the start is claimed by one autocommitted statement before her
    // hours, time off and busy time are read, so everyone after the first is told by the probe or by the claim
    // itself, without waiting on the first one's transaction. A lapsed hold at that very start is given back first.
    const state = opts.startRow === undefined ? await busy.startState(db, input.start, now) : busy.stateOf(opts.startRow, now);
    if (state === 'live') throw conflict(TIME_TAKEN);
    if (state === 'lapsed')
      await db.transaction((tx) => busy.releaseLapsed(tx, now, { from: input.start, to: new Date(input.start.getTime() + 1) }));
    // The claim is written with the list price's terms, held for at most the hold's minutes: a claim its booking
    // never finishes (the process gone) lapses like any hold.
    const terms = termsOf(mode, type.pricePence, now, input.start);
    const holdExpiresAt = terms.holdExpiresAt ?? new Date(now.getTime() + config.HOLD_MINUTES * 60_000);
    const claimed = await claimOnce({
      typeId: type.id,
      typeName: type.name,
      startsAt: input.start,
      endsAt: end,
      place: type.place,
      locationId: type.locationId,
      name: input.name,
      email: input.email.trim(),
      phone: input.phone,
      notes: input.notes,
      health: input.health ?? null,
      paidWith: terms.paidWith,
      holdExpiresAt,
    });
    if (claimed === null) throw conflict(TIME_TAKEN);
    const claim: Claim = { id: claimed, endsAt: end, paidWith: terms.paidWith, holdExpiresAt };

    const holdToken = tokenForNewHold(opts.holdToken);
    let held: Awaited<ReturnType<typeof hold>>;
    try {
      const refusal = refusalOf(await rulesAround(ruleType, input.start, end, now), input.start);
      if (refusal === 'busy') throw conflict(TIME_TAKEN);
      if (refusal) throw invalid('start', refusalMessage(refusal, ruleType));
      // A voucher is read (and refused) before the time is reserved; what it pays is taken with the order.
      const voucher = mode === 'card' && opts.voucherCode?.trim() ? await usableVoucher(db, opts.voucherCode, now) : null;
      // The introductory offer is read here and claimed in the hold's transaction (decision 790).
      const intro = mode === 'card' || mode === 'card_link' ? await introPrice(db, input.email, 'appointment', type.pricePence) : null;
      // Reservations of one day queue on its lock; a deadlock elsewhere is retried and then meets the winner's row.
      held = await retryWhenAborted(() =>
        db.transaction((tx) =>
          hold(tx, claim, input, type, now, holdToken, mode, opts.creditEmail, voucher?.id, intro, opts.membershipPeriodId),
        ),
      );
    } catch (error) {
      // Refused or failed: the claim goes, and the time with it.
      await busy.withdrawClaim(db, claim.id);
      if (busy.isTimeTaken(error)) throw conflict(TIME_TAKEN);
      throw error;
    }
    const base = {
      appointmentId: held.id,
      orderId: held.orderId,
      amountPence: mode === 'credit' || mode === 'complimentary' || mode === 'membership' ? 0 : held.left,
      ...(held.voucherPence ? { voucherPence: held.voucherPence } : {}),
      ...(held.voucherPence && held.voucherBalancePence !== undefined ? { voucherBalancePence: held.voucherBalancePence } : {}),
    };
    if (!held.payment) {
      mail.kick();
      return {
        success: true,
        status: 'confirmed',
        clientSecret: null,
        message:
          mode === 'credit'
            ? 'Appointment confirmed, paid with a package credit.'
            : mode === 'membership'
              ? 'Appointment confirmed, booked with your membership.'
              : held.voucherPence
                ? 'Appointment confirmed. Your gift voucher paid for it.'
                : 'Appointment confirmed. There is nothing to pay.',
        ...base,
        ...(browserBooks(mode) ? { holdToken } : {}),
      };
    }
    const opened = await deps.openPayment({
      orderId: held.orderId,
      bookingId: null,
      ...held.payment,
      amountPence: held.left,
      description: held.description,
      kind: 'appointment',
    });
    if (!opened.ok) {
      await withdraw(held.id, held.payment.paymentRowId);
      return { success: false, clientSecret: null, message: 'We could not start the payment. Please try again in a moment.' };
    }
    if (mode === 'card_link') {
      await db.transaction((tx) => cardLinkMail(tx, { config, mail }, held.orderId));
      mail.kick();
      return {
        success: true,
        status: 'held',
        clientSecret: null,
        message: 'Held for the client: she has been e-mailed a link to pay by card.',
        ...base,
        holdExpiresAt: held.holdExpiresAt!,
      };
    }
    return {
      success: true,
      status: 'held',
      clientSecret: opened.clientSecret,
      message: `Your time is held for ${config.HOLD_MINUTES} minutes while you pay.`,
      ...base,
      holdExpiresAt: held.holdExpiresAt!,
      holdToken,
    };
  }

  return {
    /** Free start times of a type between two London dates (both included). */
    async availability(input: { typeId: number; from: string; to: string }): Promise<AvailabilityDto> {
      if (daysBetween(input.from, input.to) > MAX_AVAILABILITY_DAYS)
        throw invalid('to', `must be at most ${MAX_AVAILABILITY_DAYS} days after from`);
      const type = await activeType(input.typeId);
      const now = clock();
      const rules = await rulesAround(type, londonInstant(input.from, '00:00'), londonInstant(addDays(input.to, 1), '00:00'), now);
      return { typeId: type.id, from: input.from, to: input.to, times: freeTimes(rules, input.from, input.to) };
    },

    /**
     * POST /api/appointments: checks the start against the rules, reserves the time, opens the payment.
     * `accountEmail`: the address of her live account session, if the request carries one (a proof of address).
     */
    async book(
      input: Omit<AppointmentBookInput, 'holdToken'> & { holdToken?: string | null },
      proof: { accountEmail?: string | null } = {},
    ): Promise<AppointmentCreatedDto> {
      const { type, start } = await activeTypeAt(input.typeId, input.start);
      let creditEmail: string | undefined;
      if (input.creditToken) {
        if (!type.acceptsTrainingCredits && type.creditPackIds.length === 0)
          throw invalid('creditToken', 'this session cannot be paid with a package credit');
        creditEmail = await deps.credits.emailOfToken(input.creditToken, clock());
        if (normaliseEmail(creditEmail) !== normaliseEmail(input.email))
          throw invalid('email', CREDIT_ERRORS.emailMismatch.replace(/^email: /, ''));
      }
      // Her answers, or a copy of her newest on file, but only where she has proved the address (her credit code or her
      // account session, decision 752): to anyone else a returning address and a new one get the same 400, so the
      // answer never tells whether an address is a client's. Files are not even read without a proof.
      // Her membership (decision 793): her account session or her code proves it; the month covering the start is read
      // here and one use of it taken with the time.
      const month = input.useMembership
        ? await findMembershipMonth(
            db,
            {
              email: input.email,
              membershipCode: input.membershipCode,
              signedInEmail: proof.accountEmail && !input.membershipCode ? proof.accountEmail : undefined,
            },
            input.start,
            clock(),
            GRACE_DAYS_DEFAULT,
            (plan) => plan.includesAppointments,
            APPOINTMENT_MEMBERSHIP_ERRORS,
          )
        : null;
      const proven =
        creditEmail !== undefined ||
        month !== null ||
        (!!proof.accountEmail && normaliseEmail(proof.accountEmail) === normaliseEmail(input.email));
      const health = input.health ?? (proven ? await answersOnFile(db, input.email) : null);
      if (!health) throw invalid('health', HEALTH_REQUIRED);
      return place({ ...input, health }, type, month ? 'membership' : creditEmail ? 'credit' : 'card', {
        holdToken: input.holdToken,
        creditEmail,
        voucherCode: input.voucherCode,
        startRow: start,
        ...(month ? { membershipPeriodId: month.period.id } : {}),
      });
    },

    /**
     * The owner books a client in by phone: the same rules but her notice and horizon (the owner may fill a
     * time at short notice), paid in cash, given, or by the card link in the client's e-mail.
     */
    async createForClient(input: AdminCreateInput): Promise<AppointmentCreatedDto> {
      const { type, start } = await activeTypeAt(input.typeId, input.start);
      // A card link confirms nothing until she pays through her link, which asks for the answers first.
      const health = input.health ?? (await answersOnFile(db, input.email)) ?? undefined;
      if (input.payment !== 'card_link' && !health) throw invalid('health', OWNER_HEALTH_REQUIRED);
      return place({ ...input, health }, type, input.payment, { ownerRules: true, startRow: start });
    },

    /** The rules of a type around [from, to), for moving an appointment (its own time left out). */
    rulesAround,
    activeType,
    typeById: (id: number) => typeById(db, id),

    /** The worker's sweep: lapsed holds give their time back. */
    expireHolds: (now: Date = clock()) => db.transaction((tx) => busy.releaseLapsed(tx, now)),
  };
}

export type AppointmentBookingService = ReturnType<typeof createAppointmentBookingService>;
