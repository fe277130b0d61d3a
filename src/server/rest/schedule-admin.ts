import { seriesCreateSchema, weekCopySchema } from '../../domain/schemas';
import { messageBodySchema } from '../../domain/messages';
import { route } from './define';
import { messagePreviewBody, messageSentBody, slotBatchBody } from './responses';

const tag = 'Admin schedule';

/** Slots made many at a time: a weekly series, a copied week. Single slots live in schedule.ts (SPEC §7's paths). */
export const adminSeriesRoutes = [
  route({
    method: 'POST',
    url: '/admin/schedule-series',
    operationId: 'createSlotSeries',
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary:
      'Create a weekly series in one step (weekdays 1 = Monday ... 7 = Sunday, startDate, weeks up to 52, times and slot fields). Answers { seriesId, created, skipped }: dates overlapping an active slot are left out with the reason.',
    body: seriesCreateSchema,
    response: slotBatchBody,
    successStatus: 201,
    call: (caller, { input }) => caller.admin.schedule.createSeries(input),
  }),
  route({
    method: 'POST',
    url: '/admin/location-availability/copy-week',
    operationId: 'copyWeek',
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary: "Copy every active slot of fromWeek (any date in it) to toWeek's same weekdays and times. Answers { created, skipped }.",
    body: weekCopySchema,
    response: slotBatchBody,
    successStatus: 201,
    call: (caller, { input }) => caller.admin.schedule.copyWeek(input),
  }),
  route({
    method: 'POST',
    url: '/admin/schedule/:id/message/preview',
    operationId: 'previewClassMessage',
    tag,
    admin: true,
    scope: 'schedule:manage',
    idempotent: false,
    summary:
      'What "E-mail everyone in this class" will send: the recipients (one per e-mail address among the confirmed bookings), how many already have this very message, and the first recipient\'s e-mail (subject, text, HTML). Nothing is sent.',
    body: messageBodySchema,
    response: messagePreviewBody,
    errors: [404],
    call: (caller, { input, params }) => caller.admin.schedule.messagePreview({ ...input, id: params.id }),
  }),
  route({
    method: 'POST',
    url: '/admin/schedule/:id/message',
    operationId: 'messageClass',
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary:
      "E-mail everyone booked on a class (confirmed bookings, once per e-mail address) through the mail queue: subject and message, with the class, time and place. Idempotent per class and message: the same subject and words again queue nothing for anyone who has them ({ sent, alreadySent }). Each message is listed on the client's page; the sending is audited.",
    body: messageBodySchema,
    successStatus: 201,
    response: messageSentBody,
    errors: [404],
    call: (caller, { input, params }) => caller.admin.schedule.message({ ...input, id: params.id }),
  }),
];
