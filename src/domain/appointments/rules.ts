/**
 * Personal-training appointments: what the owner sets up (types, working hours, time off) and what a visitor
 * sends to book one. Pure: constants and zod schemas shared by forms and server.
 */
import { syncQueryShape } from '../sync';
import { z } from 'zod';
import { calendarDate, count, id, instant, line, nonEmptyPatch, optionalText, pence, timeOfDay, text } from '../input';
import { customerSchema } from '../customer-forms';
import { holdTokenField } from '../schemas';

/** Where an appointment happens: at one of her locations, at the client's home, or online. */
export const APPOINTMENT_PLACES = ['location', 'client_home', 'online'] as const;
export type AppointmentPlace = (typeof APPOINTMENT_PLACES)[number];

/**
 * 'held' while she pays (its time is reserved until `holdExpiresAt`), 'confirmed' once paid or free,
 * 'cancelled' by her or the owner, 'expired' when the hold lapsed unpaid, 'refunded' when paid and given back.
 */
export const APPOINTMENT_STATUSES = ['held', 'confirmed', 'cancelled', 'expired', 'refunded'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Start times are offered on this grid of London wall-clock minutes past midnight. */
export const APPOINTMENT_GRID_MINUTES = 15;
/** Travel between two different places when the owner has not set it (decision 809). */
export const DEFAULT_TRAVEL_MINUTES = 30;
export const MAX_TRAVEL_MINUTES = 240;
/** The widest availability window one request may ask for. */
export const MAX_AVAILABILITY_DAYS = 62;

export const MAX_DURATION_MINUTES = 8 * 60;
export const MAX_BUFFER_MINUTES = 4 * 60;
/** Notice up to 30 days; horizon up to a year. */
export const MAX_NOTICE_MINUTES = 30 * 24 * 60;
export const MAX_HORIZON_DAYS = 365;

const typeFields = {
  name: line(80).min(1, 'name: required'),
  description: optionalText(1000),
  durationMinutes: count(5, MAX_DURATION_MINUTES).refine((m) => m % 5 === 0, 'must be a multiple of 5 minutes'),
  pricePence: pence,
  bufferAfterMinutes: count(0, MAX_BUFFER_MINUTES),
  minNoticeMinutes: count(0, MAX_NOTICE_MINUTES),
  horizonDays: count(1, MAX_HORIZON_DAYS),
  place: z.enum(APPOINTMENT_PLACES, `must be one of ${APPOINTMENT_PLACES.join(', ')}`),
  /** Required when `place` is 'location'. */
  locationId: id.nullable(),
  /** Credits of the 12-session training package pay for it. */
  acceptsTrainingCredits: z.boolean(),
  /** Class packs whose credits pay for it; empty: none. */
  creditPackIds: z.array(id).max(50, 'at most 50 packs'),
  isActive: z.boolean(),
};

const placeNeedsLocation = (v: { place?: AppointmentPlace; locationId?: number | null }) =>
  v.place !== 'location' || (v.locationId !== null && v.locationId !== undefined);
const PLACE_NEEDS_LOCATION = { message: 'locationId: required when place is location', path: ['locationId'] };

export const appointmentTypeInputSchema = z
  .object({
    ...typeFields,
    bufferAfterMinutes: typeFields.bufferAfterMinutes.default(0),
    minNoticeMinutes: typeFields.minNoticeMinutes.default(24 * 60),
    horizonDays: typeFields.horizonDays.default(56),
    locationId: typeFields.locationId.default(null),
    acceptsTrainingCredits: typeFields.acceptsTrainingCredits.default(false),
    creditPackIds: typeFields.creditPackIds.default([]),
    isActive: typeFields.isActive.default(true),
  })
  .refine(placeNeedsLocation, PLACE_NEEDS_LOCATION);

const typePatchFields = z.object({
  name: typeFields.name.optional(),
  description: text(1000).optional(),
  durationMinutes: typeFields.durationMinutes.optional(),
  pricePence: typeFields.pricePence.optional(),
  bufferAfterMinutes: typeFields.bufferAfterMinutes.optional(),
  minNoticeMinutes: typeFields.minNoticeMinutes.optional(),
  horizonDays: typeFields.horizonDays.optional(),
  place: typeFields.place.optional(),
  locationId: typeFields.locationId.optional(),
  acceptsTrainingCredits: typeFields.acceptsTrainingCredits.optional(),
  creditPackIds: typeFields.creditPackIds.optional(),
  isActive: typeFields.isActive.optional(),
});
/** PATCH /api/admin/appointment-types/:id (the id is in the path). */
export const appointmentTypePatchSchema = nonEmptyPatch(typePatchFields, []);
/** The procedure's input: the patch and the type's id. */
export const appointmentTypeUpdateSchema = nonEmptyPatch(typePatchFields.extend({ id }));

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** One interval of her weekly pattern: 1 = Monday ... 7 = Sunday, London wall clock, at a location or anywhere (null). */
/**
 * The owner's appointment settings (decision 809): the travel time between two different places (a location, a
 * client's home). A change applies to reservations made after it; each reserved time keeps the travel it was made with.
 */
export const appointmentSettingsSchema = z.object({
  travelMinutes: count(0, MAX_TRAVEL_MINUTES, `must be a whole number of minutes from 0 to ${MAX_TRAVEL_MINUTES}`),
});
export type AppointmentSettings = z.infer<typeof appointmentSettingsSchema>;

export const workingHoursEntrySchema = z
  .object({
    weekday: count(1, 7, 'must be a weekday from 1 (Monday) to 7 (Sunday)'),
    startTime: timeOfDay.transform((t) => t.slice(0, 5)),
    endTime: timeOfDay.transform((t) => t.slice(0, 5)),
    locationId: id.nullable().default(null),
  })
  .refine((v) => minutesOf(v.endTime) > minutesOf(v.startTime), { message: 'endTime: must be after startTime', path: ['endTime'] });

/** The whole weekly pattern, replaced at once; intervals of one weekday may not overlap. */
export const workingHoursSchema = z
  .array(workingHoursEntrySchema)
  .max(100, 'at most 100 intervals')
  .superRefine((entries, ctx) => {
    for (let i = 0; i < entries.length; i++)
      for (let j = i + 1; j < entries.length; j++) {
        const a = entries[i]!;
        const b = entries[j]!;
        if (a.weekday === b.weekday && minutesOf(a.startTime) < minutesOf(b.endTime) && minutesOf(b.startTime) < minutesOf(a.endTime))
          ctx.addIssue({ code: 'custom', path: [j, 'startTime'], message: `overlaps another interval on weekday ${a.weekday}` });
      }
  });

/** Time off: a day (`from` alone), a range of days, or exact instants. Days are London calendar days, both ends included. */
export const timeOffInputSchema = z
  .object({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    startsAt: instant.optional(),
    endsAt: instant.optional(),
    reason: line(200).optional().default(''),
  })
  .superRefine((v, ctx) => {
    const byDays = v.from !== undefined;
    const byInstants = v.startsAt !== undefined || v.endsAt !== undefined;
    if (byDays === byInstants)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'give either from (and optionally to) or startsAt and endsAt' });
    else if (byDays && v.to !== undefined && v.to < v.from!)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (byInstants && (!v.startsAt || !v.endsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'startsAt and endsAt are both required' });
    else if (byInstants && v.endsAt!.getTime() <= v.startsAt!.getTime())
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
  });

export const availabilityQuerySchema = z
  .object({ typeId: id, from: calendarDate, to: calendarDate })
  .refine((v) => v.to >= v.from, { message: 'to: must not be before from', path: ['to'] });

/**
 * The health questionnaire (PAR-Q style) asked before a first session. Yes to any question means she should
 * speak to her doctor first; the owner sees the answers with the appointment.
 */
export const PARQ_QUESTIONS = [
  'Has your doctor ever said that you have a heart condition and that you should only do physical activity recommended by a doctor?',
  'Do you feel pain in your chest when you do physical activity?',
  'In the past month, have you had chest pain when you were not doing physical activity?',
  'Do you lose your balance because of dizziness, or do you ever lose consciousness?',
  'Do you have a bone or joint problem that could be made worse by a change in your physical activity?',
  'Is your doctor currently prescribing medicine for your blood pressure or a heart condition?',
  'Do you know of any other reason why you should not do physical activity?',
] as const;

/** Her answers: one yes/no per PAR-Q question, in order, and anything she wants the trainer to know. */
export const healthAnswersSchema = z.object({
  answers: z
    .array(z.boolean('each answer must be true (yes) or false (no)'))
    .length(PARQ_QUESTIONS.length, `answers: give one yes/no answer to each of the ${PARQ_QUESTIONS.length} questions`),
  details: optionalText(2000),
});
export type HealthAnswers = z.output<typeof healthAnswersSchema>;

/** POST /api/appointments. */
export const appointmentBookSchema = z.object({
  typeId: id,
  start: instant,
  ...customerSchema.shape,
  notes: optionalText(1000),
  /** Her health questionnaire, before a first session. */
  health: healthAnswersSchema.optional(),
  /** Pay with a package credit (the token from the credits code flow) instead of a card. */
  creditToken: z.string().trim().min(1).max(200).optional(),
  /** A gift voucher's code (decision 730): it pays what it can; the card pays the rest. */
  voucherCode: z.string().trim().max(40).optional(),
  /**
   * Book with her membership (decision 793): a plan that includes appointments, one use of the paid month covering
   * the start, no payment step. Proved by her account session or `membershipCode`.
   */
  useMembership: z.boolean().optional(),
  membershipCode: z.string().trim().max(40).optional(),
  ...holdTokenField,
});

/** The owner moves an appointment to another free time. */
export const adminRescheduleSchema = z.object({ id, start: instant });

/** What the owner gives back when she cancels: the money (by the terms), a credit instead, or nothing. */
export const OWNER_CANCEL_OUTCOMES = ['refund', 'credit', 'none'] as const;
export const adminCancelSchema = z.object({
  id,
  outcome: z.enum(OWNER_CANCEL_OUTCOMES, `outcome must be one of ${OWNER_CANCEL_OUTCOMES.join(', ')}`),
});

/** How a booking the owner makes for a client by phone is paid. */
export const OWNER_PAYMENTS = ['card_link', 'cash', 'bank_transfer', 'complimentary'] as const;
export const adminCreateSchema = z.object({
  typeId: id,
  start: instant,
  ...customerSchema.shape,
  notes: optionalText(1000),
  payment: z.enum(OWNER_PAYMENTS, `payment must be one of ${OWNER_PAYMENTS.join(', ')}`),
  health: healthAnswersSchema.optional(),
});

/** The owner's calendar: appointments between two London dates (both included). */
export const adminAppointmentListSchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((v) => v.to >= v.from, { message: 'to: must not be before from', path: ['to'] });

/** GET /api/admin/appointments documented: a date range, or a read by change (decision 750). */
export const adminAppointmentQuerySchema = z.object({ from: calendarDate.optional(), to: calendarDate.optional(), ...syncQueryShape });

/** The visitor's manage link for an appointment. */
export const manageAppointmentSchema = z.object({ token: z.string().trim().min(1, 'token: required').max(200) });
export const manageAppointmentTimesSchema = manageAppointmentSchema
  .extend({ from: calendarDate, to: calendarDate })
  .refine((v) => v.to >= v.from, { message: 'to: must not be before from', path: ['to'] });
export const manageAppointmentRescheduleSchema = manageAppointmentSchema.extend({ start: instant });
export const manageAppointmentCancelSchema = manageAppointmentSchema.extend({
  /** What she was shown; if the tier changed meanwhile she is asked again. */
  refundPence: z.number().int().min(0),
});
export const manageAppointmentHealthSchema = manageAppointmentSchema.extend({ health: healthAnswersSchema });

export type AppointmentTypeInput = z.output<typeof appointmentTypeInputSchema>;
export type AppointmentTypePatch = z.output<typeof appointmentTypeUpdateSchema>;
export type WorkingHoursEntry = z.output<typeof workingHoursEntrySchema>;
export type TimeOffInput = z.output<typeof timeOffInputSchema>;
export type AppointmentBookInput = z.output<typeof appointmentBookSchema>;
export type AdminCreateInput = z.output<typeof adminCreateSchema>;
export type OwnerCancelOutcome = (typeof OWNER_CANCEL_OUTCOMES)[number];
