import { seriesCreateSchema, weekCopySchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

/** Slots made many at a time: a weekly series, a copied week. Single slots live in schedule.ts (SPEC §7's paths). */
export const adminSeriesRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/admin/schedule-series',
    admin: true,
    summary:
      'Create a weekly series in one step (weekdays 1 = Monday ... 7 = Sunday, startDate, weeks up to 52, times and slot fields). Answers { seriesId, created, skipped }: dates overlapping an active slot are left out with the reason.',
    body: seriesCreateSchema,
    successStatus: 201,
    call: (caller, req) => caller.admin.schedule.createSeries(bodyOf(req) as never),
  },
  {
    method: 'POST',
    url: '/admin/location-availability/copy-week',
    admin: true,
    summary: "Copy every active slot of fromWeek (any date in it) to toWeek's same weekdays and times. Answers { created, skipped }.",
    body: weekCopySchema,
    successStatus: 201,
    call: (caller, req) => caller.admin.schedule.copyWeek(bodyOf(req) as never),
  },
];
