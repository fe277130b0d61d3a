import { isConnectionFailure, serverMessage } from './admin-session';

export const INVALID_CREDENTIALS_TEXT = 'Invalid credentials';
export const CONNECTION_FAILED_TEXT = 'Failed to connect to server';

/** SPEC §8: the server's message (e.g. the throttling text) or 'Invalid credentials'; no answer at all is a connection failure. */
export function loginErrorText(error: unknown): string {
  if (isConnectionFailure(error)) return CONNECTION_FAILED_TEXT;
  return serverMessage(error) ?? INVALID_CREDENTIALS_TEXT;
}
