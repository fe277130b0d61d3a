/**
 * The REST API's versions, Stripe's model (decision 720): a dated `API-Version`. Every answer says which
 * version it speaks; a request may name one it was written against. Additions (a new operation, a new
 * optional field, a new error code) keep the version; a change that could break a client (a field removed,
 * renamed or retyped, an operation removed) gets a new date, with the old behaviour kept for the old date,
 * and a line in docs/api-changelog.md. Pure: no transport.
 */
export const API_VERSION_HEADER = 'API-Version';

/** Every version the server speaks, oldest first. */
export const API_VERSIONS = ['2026-11-28'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];
export const CURRENT_API_VERSION: ApiVersion = API_VERSIONS[API_VERSIONS.length - 1]!;

/** The version a request asked for: the current one when it names none; null when it names one we do not speak. */
export function requestedApiVersion(header: string | string[] | undefined): ApiVersion | null {
  if (header === undefined) return CURRENT_API_VERSION;
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (value === '') return CURRENT_API_VERSION;
  return (API_VERSIONS as readonly string[]).includes(value) ? (value as ApiVersion) : null;
}
