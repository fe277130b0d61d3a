/**
 * Errors a service throws when a request cannot be carried out. They carry a code and a message meant
 * for the person who made the request; the tRPC layer and the REST adapter translate them to HTTP once.
 * Pure: no transport, no I/O.
 */
export type DomainErrorCode = 'NOT_FOUND' | 'CONFLICT' | 'INVALID' | 'FORBIDDEN' | 'UNAUTHORIZED' | 'RATE_LIMITED' | 'UNAVAILABLE';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** The request field the error is about, when there is one (e.g. 'discountCode'). */
  readonly field: string | undefined;
  /** For RATE_LIMITED: seconds until a retry may succeed. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: DomainErrorCode, message: string, opts: { field?: string; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.field = opts.field;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const unauthorized = (message: string) => new DomainError('UNAUTHORIZED', message);
export const unavailable = (message: string) => new DomainError('UNAVAILABLE', message);
export const rateLimited = (message: string, retryAfterSeconds: number) => new DomainError('RATE_LIMITED', message, { retryAfterSeconds });
/** A 400 about one field; the message reads 'field: what is wrong' as the zod errors do. */
export const invalid = (field: string | null, message: string) =>
  new DomainError('INVALID', field ? `${field}: ${message}` : message, field ? { field } : {});

/** The answer to a booking for a class with no place left (REST sends it with 409). */
export const FULLY_BOOKED = 'This class is fully booked';
