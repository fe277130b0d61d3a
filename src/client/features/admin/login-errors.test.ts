import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { isUnauthorized } from './admin-session';
import { loginErrorText } from './login-errors';
import { errorText } from './notify';

/** An error as the tRPC client makes it from a server's error response (the wire shape). */
function answered(code: string, httpStatus: number, message: string) {
  return TRPCClientError.from({ error: { message, code: -32000, data: { code, httpStatus, fieldErrors: null } } });
}

describe('sign-in messages (SPEC §8)', () => {
  it("shows the server's message: wrong credentials and the throttling text", () => {
    expect(loginErrorText(answered('UNAUTHORIZED', 401, 'Invalid credentials'))).toBe('Invalid credentials');
    expect(loginErrorText(answered('TOO_MANY_REQUESTS', 429, 'Too many sign-in attempts. Try again in 15 minutes.'))).toBe(
      'Too many sign-in attempts. Try again in 15 minutes.',
    );
  });

  it("falls back to 'Invalid credentials' when the server gives no usable message", () => {
    expect(loginErrorText(answered('INTERNAL_SERVER_ERROR', 500, 'boom'))).toBe('Invalid credentials');
    expect(loginErrorText(answered('UNAUTHORIZED', 401, ''))).toBe('Invalid credentials');
  });

  it("says 'Failed to connect to server' when no answer came back", () => {
    expect(loginErrorText(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe('Failed to connect to server');
    expect(loginErrorText(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('Failed to connect to server');
  });
});

describe('admin error toasts', () => {
  it("adds the server's reason to the spec's text", () => {
    const overlap = answered('CONFLICT', 409, 'Overlaps the 09:00-10:00 slot at Main Studio on Monday 2 March 2026');
    expect(errorText('Failed to create schedule', overlap)).toBe(
      'Failed to create schedule: Overlaps the 09:00-10:00 slot at Main Studio on Monday 2 March 2026',
    );
  });

  it("keeps only the spec's text for internal errors and lost connections", () => {
    expect(errorText('Failed to delete schedule', answered('INTERNAL_SERVER_ERROR', 500, 'relation does not exist'))).toBe(
      'Failed to delete schedule',
    );
    expect(errorText('Failed to update booking status.', TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(
      'Failed to update booking status.',
    );
  });

  it('recognises an expired or revoked session', () => {
    expect(isUnauthorized(answered('UNAUTHORIZED', 401, 'Sign in as an administrator to do this'))).toBe(true);
    expect(isUnauthorized(answered('FORBIDDEN', 403, 'no'))).toBe(false);
    expect(isUnauthorized(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(false);
  });
});
