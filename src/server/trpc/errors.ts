import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { type DomainError, type DomainErrorCode, invalid, isDomainError } from '../../domain/errors';
import { pgErrorCode } from '../services/admin/db-errors';

/** 'email: Please enter a valid email address; phone: ...' — every issue names its field. */
export function describeZodError(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  return z.flattenError(error).fieldErrors;
}

/** Finds the ZodError behind a tRPC error, if the error came from input validation. */
export function zodCause(error: unknown): z.ZodError | null {
  if (error instanceof z.ZodError) return error;
  if (error instanceof TRPCError && error.cause instanceof z.ZodError) return error.cause;
  return null;
}

const TRPC_CODE_OF: Record<DomainErrorCode, TRPCError['code']> = {
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  INVALID: 'BAD_REQUEST',
  FORBIDDEN: 'FORBIDDEN',
  UNAUTHORIZED: 'UNAUTHORIZED',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** The one translation of a service's domain error into tRPC's (and so HTTP's) terms. */
export function trpcErrorOf(error: DomainError): TRPCError {
  return new TRPCError({ code: TRPC_CODE_OF[error.code], message: error.message, cause: error });
}

/** The domain error behind a tRPC error, if a service threw one. */
export function domainCause(error: unknown): DomainError | null {
  if (isDomainError(error)) return error;
  if (error instanceof TRPCError && isDomainError(error.cause)) return error.cause;
  return null;
}

/** What a caller is told about a failure of ours: never the SQL, the driver, a file path or a stack. */
export const INTERNAL_MESSAGE = 'Internal server error';

const references = new WeakMap<object, string>();

/**
 * A short id that ties an answer to its log entry: the body carries it, the log line carries it and the
 * whole error. The same error object always gets the same id (tRPC's onError and its formatter see one object).
 */
export function errorReference(error: unknown): string {
  if (!error || typeof error !== 'object') return randomBytes(6).toString('hex');
  let reference = references.get(error);
  if (!reference) {
    reference = randomBytes(6).toString('hex');
    references.set(error, reference);
  }
  return reference;
}

/**
 * True for an error whose message was not written for the caller: anything tRPC had to wrap as
 * INTERNAL_SERVER_ERROR (a driver error, a bug). Errors thrown on purpose carry another code.
 */
export function isInternal(error: TRPCError): boolean {
  return error.code === 'INTERNAL_SERVER_ERROR' && !isDomainError(error.cause);
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: value too long, out of range, malformed text, NUL in
 * text) can only come from a value in the request that the schemas let through: the caller's mistake,
 * so a 400, with the details in the log only.
 */
export function dataExceptionOf(error: unknown): DomainError | null {
  const code = pgErrorCode(error);
  if (!code?.startsWith('22')) return null;
  const translated = invalid(null, 'The request holds a value that cannot be stored (too long, out of range or malformed)');
  // Kept for the log line (app.ts, rest/define.ts); never written to a body.
  translated.cause = error;
  return translated;
}

/** fieldErrors for a domain error about one field, shaped as zod's are ({ field: [message] }). */
export function domainFieldErrors(error: DomainError | null): Record<string, string[]> | null {
  if (!error?.field) return null;
  const prefix = `${error.field}: `;
  return { [error.field]: [error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message] };
}
