import { sql } from 'drizzle-orm';
import { bookings, classTypes, scheduleSlots } from '../../db/schema';

/**
 * When a class ends (decision 773). A slot is the room's hour (SPEC §5: every slot one hour long); the class in it
 * runs as long as its class type says ("45 minutes"), so e-mails, calendars, the roster and the reports end it then.
 * Where the type names no length, or the slot is an open class of several types, the slot's own end stands.
 */

/** The end of a booked class: its slot's start plus the length of the class type booked. A time of day, like end_time. */
export const bookingClassEnd = sql<string>`coalesce((select (${scheduleSlots.startTime} + make_interval(mins => ${classTypes.durationMinutes}))::time
  from ${classTypes} where ${classTypes.id} = ${bookings.classTypeId} and ${classTypes.durationMinutes} is not null), ${scheduleSlots.endTime})`;

/** The end of a slot's class: the length of its one class type, else (an open class, no length named) the slot's end. */
export const slotClassEnd = sql<string>`coalesce((select (${scheduleSlots.startTime} + make_interval(mins => ${classTypes.durationMinutes}))::time
  from ${classTypes} where cardinality(${scheduleSlots.allowedClassTypeIds}) = 1 and ${classTypes.id} = ${scheduleSlots.allowedClassTypeIds}[1]
  and ${classTypes.durationMinutes} is not null), ${scheduleSlots.endTime})`;
