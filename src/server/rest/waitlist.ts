import { holdTokenBody } from './responses';
import { z } from 'zod';
import {
  offerClaimResultSchema,
  offerClaimSchema,
  offerTokenSchema,
  offerViewSchema,
  waitlistEntrySchema,
  waitlistJoinResultSchema,
  waitlistJoinSchema,
} from '../../domain/waitlist';
import { asCursorArray, route } from './define';
import { isSyncQuery, syncQuerySchema } from '../../domain/sync';

export const waitlistRoutes = [
  route({
    method: 'POST',
    url: '/waitlist',
    operationId: 'joinWaitingList',
    tag: 'Waiting list',
    summary: 'Join the waiting list of a fully booked class (409 when it still has places); joining twice keeps the first place in line.',
    body: waitlistJoinSchema,
    response: waitlistJoinResultSchema,
    errors: [409, 429],
    call: (caller, { input }) => caller.waitlist.join(input),
  }),
  route({
    method: 'POST',
    url: '/waitlist/offer',
    operationId: 'viewWaitingListOffer',
    idempotent: false,
    tag: 'Waiting list',
    summary: 'The offer behind a private claim link (the token in the body, never in a URL); 404 for a wrong token.',
    body: offerTokenSchema,
    response: offerViewSchema,
    errors: [404, 429],
    call: (caller, { input }) => caller.waitlist.viewOffer(input),
  }),
  route({
    method: 'POST',
    url: '/waitlist/offer/claim',
    operationId: 'claimWaitingListOffer',
    tag: 'Waiting list',
    summary:
      "Opens checkout on the offered place at the server's price: pay with clientSecret (empty when nothing is due and the booking is confirmed). 409 once the offer has ended.",
    body: offerClaimSchema,
    response: offerClaimResultSchema.extend({ holdToken: holdTokenBody.optional() }),
    errors: [404, 409, 429, 503],
    call: (caller, { input }) => caller.waitlist.claimOffer(input),
  }),
  route({
    method: 'POST',
    url: '/waitlist/offer/decline',
    operationId: 'declineWaitingListOffer',
    tag: 'Waiting list',
    summary: 'Lets the offered place go to the next person in line.',
    body: offerTokenSchema,
    response: z.object({ declined: z.boolean() }),
    errors: [404, 429],
    call: (caller, { input }) => caller.waitlist.declineOffer(input),
  }),
  route({
    method: 'GET',
    url: '/admin/schedule/:id/waitlist',
    operationId: 'listWaitingList',
    tag: 'Admin schedule',
    admin: true,
    scope: 'bookings:read',
    summary: "A class's waiting list, first in line first: position (while waiting or offered), name, e-mail, status and the offer's end.",
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the entries whose row or offer changed since, oldest change first, each with its position now; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(waitlistEntrySchema),
    call: (caller, { input, params }) =>
      isSyncQuery(input)
        ? caller.admin.waitlist.changes({ ...input, scheduleId: params.id }).then(asCursorArray)
        : caller.admin.waitlist.list({ scheduleId: params.id }),
  }),
  route({
    method: 'DELETE',
    url: '/admin/waitlist/:id',
    operationId: 'removeWaitingListEntry',
    tag: 'Admin schedule',
    admin: true,
    scope: 'bookings:write',
    summary: 'Takes someone off a waiting list; an open offer of theirs passes to the next in line.',
    response: z.object({ removed: z.boolean() }),
    errors: [404],
    call: (caller, { params }) => caller.admin.waitlist.remove({ id: params.id }),
  }),
];
