import { TRPCClientError } from '@trpc/client';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from '../../trpc';

/** Keeps the sign-in the way SPEC §3 names it: adminToken and adminUser ({ username } as JSON). */
export function saveAdminSession(token: string, username: string): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  localStorage.setItem(ADMIN_USER_KEY, JSON.stringify({ username }));
}

export function clearAdminSession(): void {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  localStorage.removeItem(ADMIN_USER_KEY);
}

/** The stored username, or null when adminUser is missing or not the JSON we wrote. */
export function readAdminUsername(): string | null {
  try {
    const user = JSON.parse(localStorage.getItem(ADMIN_USER_KEY) ?? 'null') as unknown;
    return user && typeof user === 'object' && typeof (user as { username?: unknown }).username === 'string'
      ? (user as { username: string }).username
      : null;
  } catch {
    return null;
  }
}

function trpcCode(error: unknown): string | null {
  return error instanceof TRPCClientError ? ((error.data as { code?: string } | undefined)?.code ?? null) : null;
}

/** An expired, revoked or missing admin session. */
export function isUnauthorized(error: unknown): boolean {
  return trpcCode(error) === 'UNAUTHORIZED';
}

/** No tRPC answer at all: the server is down, the network is gone, or a proxy answered instead. */
export function isConnectionFailure(error: unknown): boolean {
  return !(error instanceof TRPCClientError) || error.data == null;
}

/**
 * The server's own explanation, when it is one a person can act on (a refusal such as an overlapping
 * slot or a slot with bookings). Internal errors and connection failures give null.
 */
export function serverMessage(error: unknown): string | null {
  if (isConnectionFailure(error)) return null;
  if (trpcCode(error) === 'INTERNAL_SERVER_ERROR') return null;
  const message = (error as Error).message.trim();
  return message === '' ? null : message;
}
