import { seriesCreateSchema, weekCopySchema } from '../../domain/schemas';
import { route } from './define';
import { slotBatchBody } from './responses';

const tag = 'Admin schedule';

/** Slots made many at a time: a weekly series, a copied week. Single slots live in schedule.ts (SPEC §7's paths). */
export const adminSeriesRoutes = [
  route({
    method: 'POST',
    url: '/admin/schedule-series',
    operationId: 'createSlotSeries',
    tag,
    admin: true,
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
    summary: "Copy every active slot of fromWeek (any date in it) to toWeek's same weekdays and times. Answers { created, skipped }.",
    body: weekCopySchema,
    response: slotBatchBody,
    successStatus: 201,
    call: (caller, { input }) => caller.admin.schedule.copyWeek(input),
  }),
];
