import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): sign-in links and session tokens. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
export const normalisedEmail = (email: string) => email.trim().toLowerCase();
