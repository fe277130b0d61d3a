import type { FreeTime } from '../availability';
import type { AppointmentPlace, AppointmentStatus, HealthAnswers } from './rules';

export interface AppointmentTypeDto {
  id: number;
  name: string;
  description: string;
  durationMinutes: number;
  pricePence: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  place: AppointmentPlace;
  locationId: number | null;
  acceptsTrainingCredits: boolean;
  creditPackIds: number[];
  isActive: boolean;
  /** When it last changed (decision 750). */
  updatedAt: Date;
}

export interface WorkingHoursDto {
  id: number;
  weekday: number;
  startTime: string;
  endTime: string;
  locationId: number | null;
  updatedAt: Date;
}

export interface TimeOffDto {
  id: number;
  startsAt: Date;
  endsAt: Date;
  reason: string;
  /** When it last changed (decision 750). */
  updatedAt: Date;
}

export interface AvailabilityDto {
  typeId: number;
  from: string;
  to: string;
  times: FreeTime[];
}

/** The answer to POST /api/appointments: like a class booking's. */
export interface AppointmentCreatedDto {
  success: boolean;
  message: string;
  appointmentId?: number;
  /** Its order: the confirmation screen's (payments.receipt) and its address's. */
  orderId?: number;
  status?: AppointmentStatus;
  clientSecret: string | null;
  amountPence?: number;
  /** What a gift voucher paid (decision 730). */
  voucherPence?: number;
  /** The voucher's balance left after it paid (with `voucherPence`). */
  voucherBalancePence?: number;
  holdExpiresAt?: Date;
  holdToken?: string;
}

/** One appointment as the owner sees it (her calendar, the bookings list). */
export interface AdminAppointmentDto {
  id: number;
  /** 'A-<id>'. */
  reference: string;
  typeId: number;
  typeName: string;
  startsAt: Date;
  endsAt: Date;
  /** London wall clock: 'yyyy-MM-dd', 'HH:mm'. */
  date: string;
  startTime: string;
  endTime: string;
  place: AppointmentPlace;
  locationId: number | null;
  locationName: string | null;
  name: string;
  email: string;
  phone: string;
  notes: string;
  status: AppointmentStatus;
  paidWith: string;
  amountPence: number;
  paidPence: number;
  refundedPence: number;
  /** Her PAR-Q answers, null when not given; `flagged` when she answered yes to any question. */
  health: (HealthAnswers & { flagged: boolean; questions: readonly string[] }) | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  createdAt: Date;
  /** When it (or its order: paid, refunded) last changed (decision 750). */
  updatedAt: Date;
}

/** What cancelling now means under the terms. */
export interface AppointmentCancelQuote {
  allowed: boolean;
  refundPence: number;
  percent: number;
  note: string;
  paidWithCredit: boolean;
  /** What cancelling now gives back to the gift voucher that paid (the tier's share, as the cancel gives it). */
  voucherBackPence?: number;
}

/** The visitor's view of her appointment through the manage link. */
export interface ManageAppointmentDto {
  appointmentId: number;
  reference: string;
  typeId: number;
  typeName: string;
  name: string;
  email: string;
  status: AppointmentStatus;
  start: string;
  end: string;
  date: string;
  startTime: string;
  endTime: string;
  place: AppointmentPlace;
  location: { name: string; address: string } | null;
  amountPaidPence: number;
  /** What a gift voucher paid of it (decision 730), integer pence; 0 when none did. */
  voucherPence: number;
  paidWith: string;
  /** The money given back on its order (failed attempts left out), oldest first; `at` is an ISO instant. */
  refunds: { amountPence: number; status: 'pending' | 'succeeded'; at: string }[];
  /** When the package credit that paid for it was given back (cancelled in time); null otherwise. */
  creditBackAt: string | null;
  cancellation: AppointmentCancelQuote;
  /** Moving it: allowed up to the type's notice before the start. */
  reschedule: { allowed: boolean; note: string };
  /** The health questionnaire: whether she has answered it. */
  healthAnswered: boolean;
  /**
   * Her first session and no answers on file: the questionnaire must be answered before anything else (a card
   * link's payment opens only then).
   */
  healthRequired: boolean;
  calendar: { google: string; outlook: string; ics: string } | null;
  /** Held for her by the owner's card link: pay with this (the card form of a class booking); null until `healthRequired` is false. */
  payment: { clientSecret: string; amountPence: number; holdExpiresAt: Date } | null;
}

export interface CalendarFeedDto {
  /** The secret subscription URL; shown once when made (only its hash is stored). */
  url: string | null;
  active: boolean;
  createdAt: Date | null;
}
