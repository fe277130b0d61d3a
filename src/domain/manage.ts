import { z } from 'zod';

/** A manage-link token as e-mailed: 32 random bytes, base64url. */
export const manageTokenSchema = z.object({ token: z.string().trim().min(1, 'token: required').max(200) });

/** The visitor's own view of an order, reached through the private link in her e-mails. */
export interface ManageViewDto {
  kind: 'class' | 'purchase';
  /** Booking reference for a class, order reference otherwise (as printed in the e-mails). */
  reference: number;
  name: string;
  email: string;
  /** The class name, or what was bought. */
  title: string;
  status: 'confirmed' | 'held' | 'cancelled' | 'refunded' | 'expired' | 'pending' | 'paid';
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  location: { name: string; address: string; mapUrl: string } | null;
  /** For a class with no location: what the owner wrote about joining it. */
  virtualDetails: string | null;
  amountPaidPence: number;
  calendar: { google: string; outlook: string; ics: string } | null;
}
