import type { ManageViewDto } from '../../../domain/manage';
import { manageCancelSchema, manageChooseSchema, manageTokenSchema } from '../../../domain/manage';
import {
  manageAppointmentCancelSchema,
  manageAppointmentHealthSchema,
  manageAppointmentRescheduleSchema,
  manageAppointmentSchema,
  manageAppointmentTimesSchema,
} from '../../../domain/appointments/rules';
import type { AvailabilityDto, ManageAppointmentDto } from '../../../domain/appointments/dto';
import { publicProcedure, rateLimited, router } from '../init';

/** Every call with a link token counts against the caller's IP: guessing tokens costs a 429 long before a hit. */
const withLink = publicProcedure.use(rateLimited('manage'));

/**
 * The visitor's private manage link. Mutations (POST) on purpose: the token travels in the body,
 * never in a URL that access logs or proxies would keep.
 */
export const manageRouter = router({
  view: withLink.input(manageTokenSchema).mutation(({ ctx, input }): Promise<ManageViewDto> => ctx.services.customers.view(input.token)),
  /** Everything held about her e-mail address, as JSON (UK GDPR right of access). */
  exportData: withLink.input(manageTokenSchema).mutation(({ ctx, input }) => ctx.services.customers.exportData(input.token)),
  /** Erases her personal data (right to erasure); accounting records stay, anonymised. */
  eraseData: withLink.input(manageTokenSchema).mutation(({ ctx, input }) => ctx.services.customers.eraseData(input.token)),
  cancel: withLink
    .input(manageCancelSchema)
    .mutation(({ ctx, input }) => ctx.services.customers.cancel(input.token, input.refundPence, undefined, input.choice)),
  /** After the owner cancelled a paid class: a full refund or a class credit, her choice. */
  choose: withLink.input(manageChooseSchema).mutation(({ ctx, input }) => ctx.services.customers.chooseOffer(input.token, input.choice)),
  /** An appointment's link: her appointment, with what cancelling and moving would mean now. */
  appointment: withLink
    .input(manageAppointmentSchema)
    .mutation(({ ctx, input }): Promise<ManageAppointmentDto> => ctx.services.appointmentActions.view(input.token)),
  /** Free times she could move it to (London dates, both included). */
  appointmentTimes: withLink
    .input(manageAppointmentTimesSchema)
    .mutation(({ ctx, input }): Promise<AvailabilityDto> => ctx.services.appointmentActions.times(input.token, input.from, input.to)),
  /** Moves it to another free time, under the terms' notice: the old time is freed as the new one is taken. */
  appointmentReschedule: withLink
    .input(manageAppointmentRescheduleSchema)
    .mutation(({ ctx, input }): Promise<ManageAppointmentDto> => ctx.services.appointmentActions.reschedule(input.token, input.start)),
  /** Cancels under the terms, confirmed against the refund she was shown. */
  appointmentCancel: withLink
    .input(manageAppointmentCancelSchema)
    .mutation(({ ctx, input }) => ctx.services.appointmentActions.cancel(input.token, input.refundPence)),
  /** Her health questionnaire (PAR-Q) answers, before a first session. */
  appointmentHealth: withLink
    .input(manageAppointmentHealthSchema)
    .mutation(({ ctx, input }) => ctx.services.appointmentActions.answerHealth(input.token, input.health)),
});
