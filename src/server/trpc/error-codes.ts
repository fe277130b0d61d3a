import type { z } from 'zod';
import { type ApiErrorCode, apiErrorCodeOfStatus } from '../../domain/api-errors';
import { FULLY_BOOKED } from '../../domain/errors';
import { WAITLIST_ERRORS } from '../../domain/waitlist';
import { CLASS_TYPE_HAS_BOOKINGS } from '../services/admin/class-types';
import { CODE_USED, DUPLICATE_CODE } from '../services/admin/discounts';
import { SLOT_HAS_BOOKINGS } from '../services/admin/schedule';
import { TIME_TAKEN } from '../services/appointments/book';
import { CANCEL_ERRORS } from '../services/booking/cancel';
import { CREDIT_ERRORS } from '../services/money/credit-rules';
import { REFUND_ERRORS } from '../services/money/refunds';

/**
 * The specific codes, read from the services' own refusal texts (each is one exported constant there), so no
 * service changes to say which refusal it made. A message not listed gets its status's general code.
 */
const SPECIFIC: [text: string, code: ApiErrorCode][] = [
  [FULLY_BOOKED, 'class_full'],
  [TIME_TAKEN, 'time_taken'],
  [CREDIT_ERRORS.noCredit, 'no_credit'],
  [WAITLIST_ERRORS.alreadyBooked, 'already_booked'],
  [WAITLIST_ERRORS.notFull, 'class_not_full'],
  [WAITLIST_ERRORS.offerGone, 'offer_gone'],
  [CANCEL_ERRORS.notCancellable, 'not_cancellable'],
  [REFUND_ERRORS.tooMuch, 'refund_exceeds_paid'],
  [REFUND_ERRORS.nothingPaid, 'nothing_paid'],
  [DUPLICATE_CODE, 'duplicate_code'],
  [CODE_USED, 'in_use'],
  [SLOT_HAS_BOOKINGS, 'in_use'],
  [CLASS_TYPE_HAS_BOOKINGS, 'in_use'],
  ['The site content was changed elsewhere', 'edit_conflict'],
];

/** The stable code of an error answer: the specific refusal when its text is known, else the status's. */
export function apiErrorCodeOf(status: number, message: string | undefined): ApiErrorCode {
  if (message && status >= 400 && status < 500) {
    const specific = SPECIFIC.find(([text]) => message.startsWith(text));
    if (specific) return specific[1];
  }
  return apiErrorCodeOfStatus(status);
}

/** The first field a validation error names ('items.0.name'), for the body's `param`. */
export function firstParamOf(error: z.ZodError): string | undefined {
  const issue = error.issues.find((i) => i.path.length > 0);
  return issue ? issue.path.map(String).join('.') : undefined;
}
