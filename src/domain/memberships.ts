/**
 * Memberships (issue 36): a monthly plan the owner defines; each paid month grants that month's allowance of
 * classes (a number, or unlimited), used by booking without a payment step. Money is integer pence.
 */
import { z } from 'zod';
import { id } from './input';
import { voucherCodeField } from './vouchers';

export const MEMBERSHIP_STATUSES = ['incomplete', 'active', 'past_due', 'suspended', 'paused', 'cancelled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

const name = z.string().trim().min(1).max(80);
const pence = z.number().int().min(100).max(1_000_000);

export const membershipPlanInputSchema = z.object({
  name,
  description: z.string().trim().max(500).default(''),
  pricePence: pence.meta({ description: 'Monthly price, integer pence (6500 = £65.00)' }),
  classesPerMonth: z.number().int().min(1).max(100).nullable().meta({ description: 'Classes a paid month allows; null: unlimited' }),
  classTypeIds: z.array(z.number().int().positive()).max(50).default([]).meta({ description: 'Class types it covers; empty: all' }),
  includesAppointments: z.boolean().default(false),
  minimumTermMonths: z.number().int().min(1).max(24).default(1),
  noticeDays: z.number().int().min(0).max(90).default(30),
  isActive: z.boolean().default(true),
});
export type MembershipPlanInput = z.infer<typeof membershipPlanInputSchema>;
export const membershipPlanPatchSchema = membershipPlanInputSchema.partial();
export const membershipPlanUpdateSchema = membershipPlanPatchSchema.extend({ id });

export interface MembershipPlanDto {
  id: number;
  name: string;
  description: string;
  pricePence: number;
  classesPerMonth: number | null;
  classTypeIds: number[];
  includesAppointments: boolean;
  minimumTermMonths: number;
  noticeDays: number;
  isActive: boolean;
  /** What it pays for, in words ('All classes', or the class types' names). */
  covers: string[];
  /** When it last changed (decisions 750, 798). */
  updatedAt: Date;
}

export const subscribeSchema = z.object({
  planId: z.number().int().positive(),
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: z.string().trim().max(40).default(''),
  /** A gift voucher's code: pays what it can of the first month (decision 800). */
  voucherCode: voucherCodeField,
});

export interface SubscribeDto {
  membershipId: number;
  /**
   * Confirm it in the browser: with `intent` 'payment' the first month's payment (Stripe.js / the test card form);
   * with 'setup' nothing is charged now (a voucher or the intro price paid the month) and the card is saved for renewals.
   */
  clientSecret: string;
  intent: 'payment' | 'setup';
  /** Her membership code: books classes without paying, shown once and e-mailed. */
  membershipCode: string;
  /** The first month's price: the plan's, or the introductory offer's (decision 801) when `introPriced`. */
  firstMonthPence: number;
  introPriced: boolean;
  /** What her gift voucher paid of the first month (decision 800). */
  voucherPence: number;
  /** What is left on her gift voucher after it paid (only when a voucher code was given), as the other answers say. */
  voucherBalancePence?: number;
  /** What the card pays now for the first month: firstMonthPence less voucherPence (0: nothing now). */
  amountPence: number;
}

export const membershipBookingSchema = z.object({
  scheduleId: z.number().int().positive(),
  classTypeId: z.number().int().positive(),
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: z.string().trim().max(40).default(''),
  /** Her membership code; not needed when signed in to her account. */
  membershipCode: z.string().trim().max(40).optional(),
});

export interface MembershipDto {
  id: number;
  planName: string;
  pricePence: number;
  status: MembershipStatus;
  /** The paid month now running: its allowance (null unlimited) and what is used. */
  currentPeriod: { start: string; end: string; allowance: number | null; used: number } | null;
  paidThrough: string | null;
  cancelAt: string | null;
  /** The plan's minimum term and notice: what her account shows before she cancels. */
  minimumTermMonths: number;
  noticeDays: number;
  /** When it would end if she cancelled now (notice and minimum term, at a month's end); null once asked or not started. */
  endsIfCancelledNow: string | null;
  /** The month (YYYY-MM, London) a holiday would start: the month of her next payment. */
  holidayFromMonth: string | null;
  /** A holiday asked for: no payment and no booking from `pauseFrom` until `pauseUntil`. */
  pauseFrom: string | null;
  pauseUntil: string | null;
}

/** The first instant of the month `months` after the one `instant` is in, same day-of-month (clamped): a period end. */
export function addMonths(instant: Date, months: number): Date {
  const d = new Date(instant.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** A plan covers a class type when it names none (all classes) or names this one. */
export function planCovers(plan: { classTypeIds: number[] }, classTypeId: number): boolean {
  return plan.classTypeIds.length === 0 || plan.classTypeIds.includes(classTypeId);
}
