/**
 * What the API answers. Services map rows to these; database types never reach React.
 */
import type { BookingStatus, Level, LocationType, Service, SessionType } from './schemas';
import type { DiscountType } from './discount';
import type { PackDto } from './packs';

export interface ClassTypeDto {
  id: number;
  name: string;
  description: string;
  duration: string;
  /** How long the class runs, read from `duration` by the server; null when it names no length (decision 773). */
  durationMinutes: number | null;
  maxParticipants: string;
  equipment: string;
  level: Level;
  /** Two-decimal pounds text, e.g. '12.50' (the spec's price text). */
  price: string;
  pricePence: number;
  isActive: boolean;
  /** When it last changed (decision 750). */
  updatedAt: Date;
}

export interface LocationDto {
  id: number;
  name: string;
  address: string;
  type: LocationType;
  capacity: string;
  equipment: string;
  notes: string;
  isActive: boolean;
  /** When it last changed (decision 750). */
  updatedAt: Date;
}

/** A schedule slot ("location availability"). */
export interface SlotDto {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  locationId: number | null;
  locationName: string | null;
  isVirtualOnly: boolean;
  /** Class type ids as strings; empty means every class is allowed ('Open Class'). */
  allowedClassTypes: string[];
  maxBookings: number;
  availableSpots: number;
  notes: string;
  isActive: boolean;
}

/** A slot as the admin sees it: also which weekly series made it. */
export interface AdminSlotDto extends SlotDto {
  seriesId: number | null;
  /** How to join when the class is online: private, never in the public SlotDto. */
  joiningDetails: string;
  /** When it last changed, a place taken or given back included (decision 750). */
  updatedAt: Date;
}

/** What a weekly series or a week copy made, and the dates it left out (each with the reason). */
export interface SlotBatchResult {
  seriesId: number | null;
  created: AdminSlotDto[];
  skipped: { date: string; startTime: string; reason: string }[];
}

export interface DiscountValidationDto {
  valid: boolean;
  code: string;
  error: string | null;
  description: string | null;
  discountType: DiscountType | null;
  /** '10' for 10 %, '5.00' for £5 off. */
  discountValue: string | null;
  /** Beside the spec's text, numbers a program can use: whole percent off (percentage codes)... */
  percentOff: number | null;
  /** ...or integer pence off (fixed codes, 500 = £5.00). */
  amountOffPence: number | null;
}

export interface BookingCreatedDto {
  success: boolean;
  clientSecret: string | null;
  message: string;
  bookingId?: number;
  /** Several places booked together (decision 780): every place's booking, `bookingId` first. */
  bookingIds?: number[];
  /** A booking confirmed at once (nothing to pay): its order, for the confirmation screen. */
  orderId?: number;
  originalPence?: number;
  discountPence?: number;
  /** What a gift voucher paid (decision 730); `amountPence` is what is left to pay by card (0: confirmed). */
  voucherPence?: number;
  /** The voucher's balance left after it paid, read in the spending transaction ("balance shown when used"). */
  voucherBalancePence?: number;
  amountPence?: number;
  holdExpiresAt?: Date;
  /**
   * Opens this hold (resume, pay, release). Only REST answers carry it; a browser keeps it in an httpOnly
   * cookie that its scripts cannot read.
   */
  holdToken?: string;
}

export interface CheckoutQuoteDto {
  description: string;
  amountPence: number;
}

/**
 * The server's quote for the link it rendered /checkout from, written into the page: `input` names what was
 * quoted (the page's quote key), so the page uses it only for that link. The price is the server's.
 */
export interface ServerQuote {
  input: string;
  quote: CheckoutQuoteDto;
}

/** The ids of the JSON blocks the server writes into a page and the client reads at its first render. */
export const PAGE_JSON_IDS = {
  /** Every page: the site data its HTML was rendered from. */
  siteData: 'site-data',
  /** A /checkout page rendered with the link's price: its ServerQuote. */
  checkoutQuote: 'checkout-quote',
  /** /booking rendered with the current week's classes: its ServerWeek. */
  scheduleWeek: 'schedule-week',
} as const;

/**
 * The current week's timetable as the server rendered /booking with it (the same answers as schedule.range,
 * classTypes.list and the public config's open-class price), and the moment it was read.
 */
export interface ServerWeek {
  monday: string;
  /** ISO instant: the clock the page's HTML was drawn at (which classes had started). */
  at: string;
  slots: SlotDto[];
  classTypes: ClassTypeDto[];
  openClassPricePence: number;
  /**
   * The class packs on sale (packs.list's answer): drawn under the timetable in the HTML, so a short week (a
   * Sunday's) does not have the page move when they arrive.
   */
  packs: PackDto[];
}

export interface CheckoutCreatedDto {
  clientSecret: string;
  /** What is left to pay by card, after any gift voucher. */
  amountPence: number;
  /** What a gift voucher paid (decision 730). */
  voucherPence?: number;
  /** The voucher's balance left after it paid (with `voucherPence`). */
  voucherBalancePence?: number;
  description: string;
  /** Until when a class place is held for this payment (absent for training, which holds no place). */
  holdExpiresAt?: Date;
  /** As BookingCreatedDto.holdToken: REST answers only. */
  holdToken?: string;
  /** Booked at once with nothing to pay (a 100% code): the order, for the confirmation screen. */
  orderId?: number;
  /** Several places booked together (decision 780): every place's booking, the first place first. */
  bookingIds?: number[];
}

export interface PaymentStatusDto {
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'refunded';
  message: string | null;
}

export interface PublicConfigDto {
  businessName: string;
  contactEmail: string;
  contactPhone: string;
  social: { facebook: string; instagram: string; youtube: string };
  reviewUrl: string;
  publicUrl: string;
  openClassPricePence: number;
  payments: { provider: 'stripe' | 'test'; publishableKey: string | null };
}

export interface QrDto {
  qrCodeDataUrl: string;
  url: string;
}

export interface AdminUserDto {
  username: string;
}

export interface LoginResultDto {
  token: string;
  user: AdminUserDto;
  expiresAt: Date;
}

/** A row of the admin bookings table: a class booking, or a checkout / training order. */
export interface AdminBookingDto {
  /** The booking id for a class booking, the order id for a training order: unique only with `ref`'s kind. */
  id: number;
  /** 'B-1042' or 'T-17': unique across both kinds. */
  ref: string;
  kind: 'booking' | 'class_checkout' | 'training' | 'pack' | 'appointment' | 'move' | 'voucher' | 'membership';
  name: string;
  email: string;
  phone: string;
  className: string;
  classDate: string | null;
  classTime: string | null;
  locationName: string | null;
  participantCount: number;
  specialRequests: string;
  status: BookingStatus;
  amountPence: number | null;
  /** The order behind the row (null for a class booking made without one); refunds go to it. */
  orderId: number | null;
  /** What the provider took, and what has been given back (pending refunds included). */
  paidPence: number;
  refundedPence: number;
  sessionType: SessionType | null;
  /** The discount code the order used, as typed at checkout (upper-case). */
  discountCode: string | null;
  /** Money was taken or a class credit spent on it: never back to held or expired (domain/booking-status.ts). */
  paid: boolean;
  /** The customer was checked in at the class. */
  checkedIn: boolean;
  /**
   * Several places booked and paid together (decision 780): the first place's reference, on every place of the group
   * (the first included). The money is on that row; the others are paid with it. Null for a booking of one place.
   */
  partyRef: string | null;
  createdAt: Date;
  /** When it last changed (a training row: its order, payment or appointment), decision 750. */
  updatedAt: Date;
}

/** What the refund dialog offers: the terms' tier for the time left, and what is still refundable. */
export interface RefundQuoteDto {
  ref: string;
  paidPence: number;
  refundedPence: number;
  refundablePence: number;
  /** The terms' suggestion (100, 50 or 0 %); a training order has no class time, so everything left. */
  suggestedPence: number;
  percent: number;
  /** Hours before the class starts (negative once it has); null for training. */
  hoursBefore: number | null;
  /** A class pack: its credits, so the dialog says what a refund takes away (decision 512); null otherwise. */
  packCredits: { granted: number; remaining: number; revoked: number } | null;
}

/** One page of the owner's merged bookings list. */
export interface AdminBookingPage {
  rows: AdminBookingDto[];
  /**
   * The rows matching the filter, counted up to four pages past this one: a long history is never counted
   * whole for one page. When counting stopped, `totalIsExact` is false and there are more than `total`.
   */
  total: number;
  totalIsExact: boolean;
  page: number;
  pageSize: number;
  /** Read by change (updatedSince, cursor or limit): the next page's cursor; null on the last page and when paged by number. */
  nextCursor: string | null;
}

export interface DiscountCodeDto {
  id: number;
  code: string;
  description: string;
  discountType: DiscountType;
  /** Whole percent, or pence for fixed codes. */
  value: number;
  isActive: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  /** Uses allowed per e-mail address; null: no limit per address. */
  maxUsesPerEmail: number | null;
  uses: number;
  /** When it last changed (decision 750). */
  updatedAt: Date;
}

export interface EnquiryDto {
  id: number;
  name: string;
  email: string;
  phone: string;
  service: Service | null;
  message: string;
  handled: boolean;
  createdAt: Date;
  /** When it last changed (decision 750). */
  updatedAt: Date;
}

/** A future booking that taking a slot, class type or location off the schedule would cancel. */
export interface AffectedBookingDto {
  ref: string;
  name: string;
  email: string;
  className: string;
  date: string;
  startTime: string;
  participantCount: number;
  status: BookingStatus;
  paidPence: number;
  /** What goes back: everything paid and not yet refunded (the owner cancelling refunds in full). */
  refundPence: number;
}

export interface WithdrawPreviewDto {
  /** What happens to the target itself: a slot nobody ever booked is deleted, anything else is deactivated. */
  outcome: 'delete' | 'deactivate';
  affected: AffectedBookingDto[];
  totalRefundPence: number;
}

export interface WithdrawResultDto {
  outcome: 'deleted' | 'deactivated';
  cancelled: (AffectedBookingDto & { refundStatus: string })[];
  /** Bookings the cancellation refused (for example cancelled by their customer a moment before), with why. */
  failed: { ref: string; reason: string }[];
}
