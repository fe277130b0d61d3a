/**
 * The stable `code` of every REST error body: what a program branches on (the `message` is for people and
 * may be reworded). One list; the OpenAPI `Error` schema and docs/api-errors.md show it. Codes are only
 * ever added, never renamed or removed. Pure: no transport, no I/O.
 */
import { z } from 'zod';

export const API_ERROR_CODES = [
  // 400
  'validation_failed',
  'invalid_json',
  // 401, 403
  'unauthorized',
  'forbidden',
  // 404, 405
  'not_found',
  'method_not_allowed',
  // 409: the general one, then the specific ones a client may act on
  'conflict',
  'class_full',
  'time_taken',
  'no_credit',
  'already_booked',
  'class_not_full',
  'offer_gone',
  'not_cancellable',
  'refund_exceeds_paid',
  'nothing_paid',
  'duplicate_code',
  'in_use',
  'edit_conflict',
  'idempotency_key_reused',
  'idempotency_key_in_use',
  // other 4xx
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'bad_request',
  'unsupported_api_version',
  // 5xx
  'internal_error',
  'service_unavailable',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorCode = z.enum(API_ERROR_CODES);

/** The code an HTTP status gives when nothing more specific is known. */
export function apiErrorCodeOfStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'validation_failed';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}
