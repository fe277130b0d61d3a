/** What an API key may do. Each admin REST path names the one scope it needs (rest/ routes' `scope`). */
export const API_SCOPES = [
  'bookings:read',
  'bookings:write',
  'schedule:manage',
  'discounts:manage',
  'enquiries:manage',
  'webhooks:manage',
  'packs:manage',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'bookings:read': 'Read bookings',
  'bookings:write': 'Change booking status',
  'schedule:manage': 'Manage schedule, class types and locations',
  'discounts:manage': 'Manage discount codes',
  'enquiries:manage': 'Read and handle enquiries',
  'webhooks:manage': 'Manage webhook endpoints',
  'packs:manage': 'Manage class packs and credit balances',
};

/** Every key starts so; a bearer token with this prefix is a key, anything else a sign-in session. */
export const API_KEY_PREFIX = 'bk_';

export interface ApiKeyDto {
  id: number;
  name: string;
  /** The key's first characters, e.g. 'bk_3f9a…', to tell keys apart. */
  prefix: string;
  scopes: ApiScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}
