/**
 * A class booked with one of her credits instead of a card: the place and the credit taken in one transaction.
 */
import { eq } from 'drizzle-orm';
import type { BookingCreatedDto } from '../../../domain/dto';
import { conflict, FULLY_BOOKED, invalid } from '../../../domain/errors';
import { normaliseEmail } from '../../../domain/packs';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { CustomerService } from '../customers/customers';
import { brandOf } from '../mail/brand';
import type { MailService } from '../mail/mail';
import { creditSpentMail } from '../money/credit-mails';
import { liveBalance, spendCredit } from '../money/credit-lots';
import { CREDIT_ERRORS } from '../money/credit-rules';
import type { CreditService } from '../money/credits';
import { emitBookingEvent } from '../webhooks/events';
import { insertFreeBookingOrder } from './free-order';
import { tokenForNewHold } from './hold-token';
import { bookingMailFacts } from './mail-facts';
import * as places from './places';
import { assertBookable, classDescription, priceInSlot } from './slot-rules';

export function createCreditBooking(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  customers: CustomerService;
  credits: CreditService;
}) {
  const { db, config, mail, customers, credits } = deps;

  /**
   * Books a class with one of her credits instead of a card. The credit token proves she owns the
   * e-mail (a code sent to it). A token whose credits are spent is refused before the slot is touched,
   * and the place and the credit are taken in ONE transaction (slot, then her lots: the lock order of
   * every booking path), so a place taken for a credit that turns out to be gone is rolled back, never
   * committed: replaying a spent token cannot make a real visitor see the class full, even for a moment.
   */
  async function createWithCredit(input: {
    name: string;
    email: string;
    phone: string;
    specialRequests?: string;
    classTypeId: number;
    scheduleId: number;
    /** The proof from the 6-digit code; not needed when `signedInEmail` is given. */
    creditToken?: string;
    /** The address of her account session: signed in, her session is the proof (no code). */
    signedInEmail?: string;
    /** The browser's hold token: it marks the order as this browser's, so its confirmation screen can read it. */
    holdToken?: string | null;
    now?: Date;
  }): Promise<BookingCreatedDto> {
    const now = input.now ?? new Date();
    // Nothing is held, but as with a free booking the token marks the browser that booked (decision 590).
    const holdToken = tokenForNewHold(input.holdToken);
    const owner = input.signedInEmail ? normaliseEmail(input.signedInEmail) : await credits.emailOfToken(input.creditToken ?? '', now);
    if (normaliseEmail(input.email) !== owner) throw invalid('email', CREDIT_ERRORS.emailMismatch.replace('email: ', ''));
    const seen = await places.look(db, input.scheduleId, now);
    const slot = assertBookable(seen?.slot, 'scheduleId', now);
    const priced = await priceInSlot(db, config, slot, { classTypeId: input.classTypeId });
    const target = { scope: 'class' as const, classTypeId: priced.classTypeId };
    if ((await credits.balanceFor(owner, target, now)) < 1) throw conflict(CREDIT_ERRORS.noCredit);
    if (seen!.spotsLeft < 1) return { success: false, clientSecret: null, message: FULLY_BOOKED };
    const description = `${classDescription(priced.className, slot)} (paid with a credit)`;
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
          specialRequests: input.specialRequests ?? '',
          holdExpiresAt: new Date(now.getTime() + config.HOLD_MINUTES * 60_000),
        },
        now,
      );
      if (bookingId === null) return null;
      await places.occupy(tx, bookingId, 'confirmed', now);
      // No credit left (spent by a parallel booking since the check above): the place goes back with the rollback.
      const lotId = await spendCredit(tx, { email: owner, target, bookingId, now });
      if (lotId === null) throw conflict(CREDIT_ERRORS.noCredit);
      await tx.update(bookings).set({ creditLotId: lotId }).where(eq(bookings.id, bookingId));
      await emitBookingEvent(tx, 'booking.confirmed', bookingId);
      // An order of nothing to pay keeps every booking on the one manage-link and cancellation path.
      const orderId = await insertFreeBookingOrder(tx, {
        bookingId,
        description,
        name: input.name,
        email: input.email,
        phone: input.phone,
        holdToken,
      });
      const facts = await bookingMailFacts(tx, orderId);
      if (facts) await customers.bookingConfirmed(tx, facts, now);
      const balance = await liveBalance(tx, owner, now);
      await mail.queue(
        tx,
        creditSpentMail(
          await brandOf(tx, config),
          {
            email: input.email.trim(),
            name: input.name,
            className: priced.className,
            date: slot.date,
            startTime: slot.startTime,
            bookingId,
          },
          balance,
        ),
      );
      return { bookingId, orderId, left: balance.total };
    });
    if (!booked) return { success: false, clientSecret: null, message: FULLY_BOOKED };
    mail.kick();
    return {
      success: true,
      clientSecret: null,
      message: `Booked with a credit. You have ${booked.left} ${booked.left === 1 ? 'credit' : 'credits'} left.`,
      bookingId: booked.bookingId,
      orderId: booked.orderId,
      originalPence: 0,
      discountPence: 0,
      amountPence: 0,
      holdToken,
    };
  }

  return { createWithCredit };
}
