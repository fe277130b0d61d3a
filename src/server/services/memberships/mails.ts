import { type Brand, composeMail } from '../mail/emails';
import type { MailMessage } from '../mail/mail';

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const day = (d: Date) => d.toLocaleDateString('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' });

export function membershipWelcomeMail(brand: Brand, f: { to: string; name: string; planName: string; code: string }): MailMessage {
  return composeMail(brand, {
    to: f.to,
    subject: `Your ${f.planName} membership`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p: `Thank you for joining. Once your first month is paid, book classes without paying: sign in to your account, or give your membership code.`,
      },
      { facts: [['Membership code', f.code]] },
    ],
    secrets: [f.code],
  });
}

export function membershipPaidMail(
  brand: Brand,
  f: {
    to: string;
    name: string;
    planName: string;
    amountPence: number;
    periodStart: Date;
    periodEnd: Date;
    allowance: number | null;
    receipt: number | null;
  },
): MailMessage {
  return composeMail(brand, {
    to: f.to,
    subject: `${f.planName}: your month is paid`,
    greeting: `Hello ${f.name},`,
    blocks: [
      { p: `Thank you! ${pounds(f.amountPence)} is received for your ${f.planName} membership.` },
      {
        facts: [
          ['From', day(f.periodStart)],
          ['Until', day(f.periodEnd)],
          ['Classes this month', f.allowance === null ? 'Unlimited' : String(f.allowance)],
          f.receipt !== null && ['Receipt', String(f.receipt)],
        ],
      },
    ],
  });
}

export function cardUpdateMail(
  brand: Brand,
  f: { to: string; name: string; planName: string; amountPence: number; graceDays: number; url: string },
): MailMessage {
  return composeMail(brand, {
    to: f.to,
    subject: `${f.planName}: your payment did not go through`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p: `We could not take this month's ${pounds(f.amountPence)} for your ${f.planName} membership. Please update your card; if it is not paid within ${f.graceDays} days, booking with your membership pauses until it is.`,
      },
      { action: 'Update your card', url: f.url },
    ],
  });
}
