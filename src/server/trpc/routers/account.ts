import {
  accountBookingEditSchema,
  accountBookingMoveSchema,
  accountCreditBookingSchema,
  accountSignInSchema,
  accountTokenSchema,
  accountWaitlistLeaveSchema,
  passkeyAuthenticationSchema,
  passkeyIdSchema,
  passkeyRegistrationSchema,
} from '../../../domain/account';
import type { BookingCreatedDto } from '../../../domain/dto';
import { receiptRefSchema } from '../../../domain/receipts';
import { parseBookingRef } from '../../../domain/booking-ref';
import { notFound } from '../../../domain/errors';
import { handOverHold, presentedHold } from '../hold';
import { accountProcedure, publicProcedure, rateLimited, router } from '../init';

const NOT_HERS = 'No booking with that reference in your account.';
const moveInput = (input: { ref: string; scheduleId: number; classTypeId?: number | undefined }, email: string) => {
  const ref = parseBookingRef(input.ref);
  if (ref?.kind !== 'class') throw notFound(NOT_HERS);
  return { bookingId: ref.id, scheduleId: input.scheduleId, classTypeId: input.classTypeId, email };
};

/**
 * Her account. Sign-in is a link e-mailed to the address (per-IP limits here; the per-address one is the
 * service's); everything else needs her session, the httpOnly cookie (or a bearer token on REST /api/account/*).
 * Tokens travel in POST bodies, never in a URL.
 */
export const accountRouter = router({
  signIn: publicProcedure
    .use(rateLimited('account-sign-in'))
    .input(accountSignInSchema)
    .mutation(({ ctx, input }) => ctx.services.accountSignIn.requestLink(input.email)),
  /** Exchanges the link's one-time token for a session: its token in the answer and in the cookie. */
  session: publicProcedure
    .use(rateLimited('account-link'))
    .input(accountTokenSchema)
    .mutation(async ({ ctx, input }) => {
      const session = await ctx.services.accountSignIn.exchange(input.token);
      ctx.keepAccountCookie(session.sessionToken);
      return session;
    }),
  /** Passkeys (decision 771): whether this site offers them, and the two steps of signing in with one. */
  passkeysAvailable: publicProcedure.query(({ ctx }) => ({ available: ctx.services.passkeys.available() })),
  passkeySignInOptions: publicProcedure.use(rateLimited('account-link')).mutation(({ ctx }) => ctx.services.passkeys.signInOptions()),
  passkeySignIn: publicProcedure
    .use(rateLimited('account-link'))
    .input(passkeyAuthenticationSchema)
    .mutation(async ({ ctx, input }) => {
      const session = await ctx.services.passkeys.signIn(input);
      ctx.keepAccountCookie(session.sessionToken);
      return session;
    }),
  /** Her passkeys, and adding (two steps) or removing one: signed in only. */
  passkeys: accountProcedure().query(async ({ ctx }) => ({ passkeys: await ctx.services.passkeys.list(ctx.account) })),
  passkeyRegistrationOptions: accountProcedure().mutation(({ ctx }) => ctx.services.passkeys.registrationOptions(ctx.account)),
  addPasskey: accountProcedure()
    .input(passkeyRegistrationSchema)
    .mutation(({ ctx, input }) => ctx.services.passkeys.register(ctx.account, input)),
  removePasskey: accountProcedure()
    .input(passkeyIdSchema)
    .mutation(({ ctx, input }) => ctx.services.passkeys.remove(ctx.account, input.id)),
  signOut: accountProcedure().mutation(async ({ ctx }) => {
    const result = await ctx.services.accountSignIn.signOut(ctx.account);
    ctx.keepAccountCookie(null);
    return result;
  }),
  /** Everything held under her address: bookings, appointments, credits, waiting-list places. */
  me: accountProcedure().query(({ ctx }) => ctx.services.accountOverview.view(ctx.account)),
  editBooking: accountProcedure()
    .input(accountBookingEditSchema)
    .mutation(({ ctx, input }) => ctx.services.accountOverview.editBooking(ctx.account, input)),
  leaveWaitlist: accountProcedure()
    .input(accountWaitlistLeaveSchema)
    .mutation(({ ctx, input }) => ctx.services.waitlist.decline({ id: input.id, email: ctx.account.email })),
  /** Books with one of her credits: signed in, her session proves the address, so no code is asked. */
  bookWithCredit: accountProcedure('booking')
    .input(accountCreditBookingSchema)
    .mutation(async ({ ctx, input }): Promise<BookingCreatedDto> =>
      handOverHold(
        ctx,
        await ctx.services.bookings.createWithCredit({
          ...input,
          email: ctx.account.email,
          signedInEmail: ctx.account.email,
          holdToken: ctx.holdCookie,
        }),
      ),
    ),
  /** What moving a booking of hers to another class would cost or give back, and whether it can be done now. */
  moveQuote: accountProcedure()
    .input(accountBookingMoveSchema)
    .query(({ ctx, input }) => ctx.services.moves.customerQuote(moveInput(input, ctx.account.email))),
  /**
   * Moves a booking of hers to another class (decision 710): same price or cheaper at once (a cheaper class's
   * difference back to her card); dearer answers with the difference to pay, and the move is made when it is paid.
   */
  moveBooking: accountProcedure('booking')
    .input(accountBookingMoveSchema)
    .mutation(async ({ ctx, input }) =>
      handOverHold(
        ctx,
        await ctx.services.moves.customerMove({ ...moveInput(input, ctx.account.email), holdToken: presentedHold(ctx, {}) }),
      ),
    ),
  /** Her receipts and credit notes (the orders of her address), newest first. */
  receipts: accountProcedure().query(async ({ ctx }) => ({ receipts: await ctx.services.receipts.listForEmail(ctx.account.email) })),
  /** One of them as a PDF (through the REST path, which sends the bytes); anyone else's is a 404. */
  receipt: accountProcedure()
    .input(receiptRefSchema)
    .query(({ ctx, input }) => ctx.services.receipts.pdfForEmail(ctx.account.email, input.ref)),
  signOutEverywhere: accountProcedure().mutation(async ({ ctx }) => {
    const result = await ctx.services.accountSignIn.signOutEverywhere(ctx.account);
    ctx.keepAccountCookie(null);
    return result;
  }),
});
