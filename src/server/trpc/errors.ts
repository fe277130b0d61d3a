import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { type DomainError, type DomainErrorCode, isDomainError } from '../../domain/errors';

/** 'email: Please enter a valid email address; phone: ...' — every issue names its field. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  return z.flattenError(error).fieldErrors as Record<string, string[]>;
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
