/** What an API key may do. Each admin REST path names the one scope it needs (rest/ routes' `scope`). */
export const API_SCOPES = [
  'bookings:read',
  'bookings:write',
  'schedule:manage',
  'discounts:manage',
  'enquiries:manage',
  'webhooks:manage',
  'packs:manage',
  'refunds:write',
  'vouchers:manage',
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
  'refunds:write': 'Refund bookings and orders (money goes back)',
  'vouchers:manage': 'Issue gift vouchers and read their list',
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
  /** When it stops working by itself (null: never); a rolled key's old secret gets one. */
  expiresAt: Date | null;
  /** When it last changed (decision 750). */
  updatedAt: Date;
}

/** Rolling a key: the new one starts now; the old one keeps working this many hours (Stripe's model), at most a week. */
export const API_KEY_ROLL_OVERLAP_HOURS = 24;
export const API_KEY_ROLL_OVERLAP_MAX_HOURS = 168;
