import type { AppointmentCreatedDto, AppointmentTypeDto, AvailabilityDto } from '../../../domain/appointments/dto';
import { appointmentBookSchema, availabilityQuerySchema } from '../../../domain/appointments/rules';
import { handOverHold, presentedHold } from '../hold';
import { publicProcedure, rateLimited, router } from '../init';

export const appointmentsRouter = router({
  /** Appointment types on offer. */
  types: publicProcedure.query(({ ctx }): Promise<AppointmentTypeDto[]> => ctx.services.appointmentSetup.activeTypes()),
  /** Free start times of a type between two London dates. */
  availability: publicProcedure
    .input(availabilityQuerySchema)
    .query(({ ctx, input }): Promise<AvailabilityDto> => ctx.services.appointments.availability(input)),
  /** Checks the start on the server, reserves the time atomically and opens the payment. */
  book: publicProcedure
    .use(rateLimited('booking'))
    .input(appointmentBookSchema)
    .mutation(async ({ ctx, input }): Promise<AppointmentCreatedDto> => {
      // Her account session, when the request carries a live one, proves her address (decision 752); a stale or
      // foreign cookie proves nothing and books like anyone else.
      const accountEmail = ctx.accountSession
        ? await ctx.services.accountSignIn.verify(ctx.accountSession).then(
            (account) => account.email,
            () => null,
          )
        : null;
      return handOverHold(ctx, await ctx.services.appointments.book({ ...input, holdToken: presentedHold(ctx, input) }, { accountEmail }));
    }),
});
