/**
 * Several places booked and paid together (decision 780): her own and up to MAX_PLACES - 1 more, each a booking
 * of its own under the attendee's name. Shared by the booking form and the server.
 */
import { z } from 'zod';
import { invalid } from './errors';
import { count, line } from './input';

/** The most places one booking takes (the class's places left may allow fewer). */
export const MAX_PLACES = 6;

/** The request fields: `participantCount` (absent: 1) and the names of the further places. */
export const partyFields = {
  participantCount: count(1, MAX_PLACES, `must be a whole number from 1 to ${MAX_PLACES}`)
    .optional()
    .meta({ description: `Places booked and paid together, hers included (1 to ${MAX_PLACES}; absent: 1). Each is a booking of its own.` }),
  attendees: z
    .array(line(200).min(2, 'Each attendee needs a name of at least 2 characters'))
    .max(MAX_PLACES - 1)
    .optional()
    .meta({ description: 'The names of the further places (participantCount - 1 of them); the booker is the first attendee' }),
};

/** The further attendees' names for `participantCount` places: exactly one name per further place. */
export function attendeesOf(participantCount: number | undefined, attendees: readonly string[] | undefined): string[] {
  const n = participantCount ?? 1 + (attendees?.length ?? 0);
  const names = (attendees ?? []).map((a) => a.trim());
  if (n < 1 || n > MAX_PLACES) throw invalid('participantCount', `must be a whole number from 1 to ${MAX_PLACES}`);
  if (names.length !== n - 1)
    throw invalid('attendees', n === 1 ? 'give no further names for one place' : `name each of the ${n - 1} other places`);
  return names;
}
