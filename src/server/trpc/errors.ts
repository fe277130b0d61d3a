import { TRPCError } from '@trpc/server';
import { z } from 'zod';

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
