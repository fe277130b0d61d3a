import { z } from 'zod';
import type { BookingCreatedDto } from '../../../domain/dto';
import { instant } from '../../../domain/input';
import { membershipBookingSchema, subscribeSchema } from '../../../domain/memberships';
import { handOverHold } from '../hold';
import { accountProcedure, publicProcedure, rateLimited, router } from '../init';

const secret = z.string().trim().min(1).max(300);
const cardNumber = z.string().trim().min(12).max(30);

/** Memberships for visitors and members (issue 36): plans on sale, subscribing, booking with one, her account's view. */
export const membershipsRouter = router({
  plans: publicProcedure.query(({ ctx }) => ctx.services.memberships.onSale()),
  subscribe: publicProcedure
    .use(rateLimited('checkout'))
    .input(subscribeSchema)
    .mutation(({ ctx, input }) => ctx.services.memberships.subscribe(input)),
  /** The test provider's card form for the first month (Stripe: Stripe.js confirms the client secret). */
  confirmTestCard: publicProcedure
    .use(rateLimited('checkout'))
    .input(z.object({ clientSecret: secret, cardNumber }))
    .mutation(({ ctx, input }) => ctx.services.memberships.confirmTestCard(input.clientSecret, input.cardNumber)),
  /** Books with her membership code: no payment step. */
  book: publicProcedure
    .use(rateLimited('booking'))
    .input(membershipBookingSchema)
    .mutation(async ({ ctx, input }): Promise<BookingCreatedDto> =>
      handOverHold(ctx, await ctx.services.memberships.book({ ...input, holdToken: ctx.holdCookie })),
    ),
  /** The card-update link's page (after a failed renewal): a SetupIntent's secret for the new card. */
  cardSetup: publicProcedure
    .use(rateLimited('checkout'))
    .input(z.object({ token: secret }))
    .mutation(({ ctx, input }) => ctx.services.memberships.cardSetup(input.token)),
  confirmTestCardSetup: publicProcedure
    .use(rateLimited('checkout'))
    .input(z.object({ clientSecret: secret, cardNumber }))
    .mutation(({ ctx, input }) => ctx.services.memberships.confirmTestCardSetup(input.clientSecret, input.cardNumber)),
  /**
   * The booking form's question: would her membership book this class without paying? Answers `email: null` when
   * she is not signed in (no 401: every visitor's booking form asks).
   */
  quote: publicProcedure
    .use(rateLimited('account'))
    .input(z.object({ scheduleId: z.number().int().positive(), classTypeId: z.number().int().positive() }))
    .query(async ({ ctx, input }) => {
      const signedOut = { email: null, included: false as const, reason: null };
      if (!ctx.accountSession) return signedOut;
      const account = await ctx.services.accountSignIn.verify(ctx.accountSession).catch(() => null);
      if (!account) return signedOut;
      if (ctx.accountSessionFrom === 'cookie') ctx.keepAccountCookie(ctx.accountSession);
      return { email: account.email, ...(await ctx.services.memberships.quote({ ...input, email: account.email })) };
    }),
  /**
   * The appointment page's question (decision 793): would her membership book a session at `start` without paying?
   * Signed out: `email: null` (no 401), as `quote`.
   */
  appointmentQuote: publicProcedure
    .use(rateLimited('account'))
    .input(z.object({ start: instant }))
    .query(async ({ ctx, input }) => {
      const signedOut = { email: null, included: false as const, reason: null };
      if (!ctx.accountSession) return signedOut;
      const account = await ctx.services.accountSignIn.verify(ctx.accountSession).catch(() => null);
      if (!account) return signedOut;
      if (ctx.accountSessionFrom === 'cookie') ctx.keepAccountCookie(ctx.accountSession);
      return { email: account.email, ...(await ctx.services.memberships.quoteAppointment({ email: account.email, start: input.start })) };
    }),
  /** Signed in: a new card for her membership (the same SetupIntent as the card-update link). */
  changeCard: accountProcedure('checkout')
    .input(z.object({ membershipId: z.number().int().positive() }))
    .mutation(({ ctx, input }) => ctx.services.memberships.changeCard({ email: ctx.account.email, membershipId: input.membershipId })),
  /** Signed in: her memberships. */
  mine: accountProcedure().query(({ ctx }) => ctx.services.memberships.mine(ctx.account.email)),
  /** Signed in: books with her membership; her session proves it is hers (no code). */
  bookSignedIn: accountProcedure('booking')
    .input(membershipBookingSchema.omit({ membershipCode: true, email: true }))
    .mutation(async ({ ctx, input }): Promise<BookingCreatedDto> =>
      handOverHold(
        ctx,
        await ctx.services.memberships.book({
          ...input,
          email: ctx.account.email,
          signedInEmail: ctx.account.email,
          holdToken: ctx.holdCookie,
        }),
      ),
    ),
  /** Signed in: a holiday from the month of her next payment to `untilMonth` (YYYY-MM), at most 3 months. */
  pause: accountProcedure()
    .input(
      z.object({
        membershipId: z.number().int().positive(),
        fromMonth: z.string().regex(/^\d{4}-\d{2}$/, 'YYYY-MM'),
        untilMonth: z.string().regex(/^\d{4}-\d{2}$/, 'YYYY-MM'),
      }),
    )
    .mutation(({ ctx, input }) => ctx.services.memberships.pause({ ...input, email: ctx.account.email })),
  /** Signed in: cancels under the plan's notice and minimum term. */
  cancel: accountProcedure()
    .input(z.object({ membershipId: z.number().int().positive() }))
    .mutation(({ ctx, input }) => ctx.services.memberships.cancel({ email: ctx.account.email, membershipId: input.membershipId })),
});
