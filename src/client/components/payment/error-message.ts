import { TRPCClientError } from '@trpc/client';

/** The server's message for a failed call, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof TRPCClientError || error instanceof Error ? error.message || fallback : fallback;
}
