import {
  accountBookingEditSchema,
  accountCreditBookingSchema,
  accountSignInSchema,
  accountTokenSchema,
  accountWaitlistLeaveSchema,
} from '../../../domain/account';
import type { BookingCreatedDto } from '../../../domain/dto';
import { receiptRefSchema } from '../../../domain/receipts';
import { accountProcedure, publicProcedure, rateLimited, router } from '../init';

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
    .mutation(({ ctx, input }): Promise<BookingCreatedDto> =>
      ctx.services.bookings.createWithCredit({ ...input, email: ctx.account.email, signedInEmail: ctx.account.email }),
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
