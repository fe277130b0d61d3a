/** Her account and her data: the sign-in link, the data request link, and the owner's notice of an erasure. */
import type { MailMessage } from './mail';
import { type Brand, composeMail } from './emails';

/** The link a visitor asked for on the privacy page: whoever opens it can download or erase what is held about the address. */
export function dataRequestMail(brand: Brand, f: { to: string; url: string; minutes: number }): MailMessage {
  return composeMail(brand, {
    to: f.to,
    subject: `Your data held by ${brand.BUSINESS_NAME}`,
    greeting: 'Hello,',
    blocks: [
      { p: `Someone, we hope you, asked on our website to see or erase the personal data we hold about ${f.to}.` },
      { action: 'See or erase my data', url: f.url },
      { p: `The link works for ${f.minutes} minutes. If you did not ask, ignore this e-mail: nothing changes without the link.` },
    ],
    closing: 'Best wishes,',
    meta: { kind: 'data-request' },
  });
}

/** Tells the owner a customer's data was erased, by reference only: the address is what was erased. */
export function ownerErasureMail(
  brand: Brand,
  f: { bookingRefs: number[]; orderRefs: number[]; enquiries: number; emails: number },
): MailMessage {
  const refs = (ids: number[]) => (ids.length ? ids.join(', ') : 'none');
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: "A customer's personal data was erased",
    blocks: [
      {
        p: 'A customer asked for their personal data to be erased through the website, and it has been. The bookings and orders stay in your accounts with their amounts and dates, without name, e-mail or phone.',
      },
      {
        facts: [
          ['Bookings', refs(f.bookingRefs)],
          ['Orders', refs(f.orderRefs)],
          ['Enquiries deleted', String(f.enquiries)],
          ['E-mail copies deleted', String(f.emails)],
        ],
      },
      {
        p: 'If you keep copies anywhere else (your own mailbox, a spreadsheet), please delete them too. The card payment provider keeps its own payment records as the law requires.',
      },
    ],
    meta: { kind: 'owner-erasure', bookingRefs: f.bookingRefs, orderRefs: f.orderRefs },
  });
}

/** The one-time link to her account page; the token rides in the fragment, so the kept copy loses it (decision 520). */
export function accountSignInMail(brand: Brand, f: { to: string; url: string; minutes: number }): MailMessage {
  return composeMail(brand, {
    to: f.to,
    subject: `Sign in to ${brand.BUSINESS_NAME}`,
    greeting: 'Hello,',
    blocks: [
      { p: `Someone, we hope you, asked to sign in to ${brand.BUSINESS_NAME} as ${f.to}.` },
      { action: 'Sign in to my account', url: f.url },
      { p: `The link works once, for ${f.minutes} minutes. If you did not ask, ignore this e-mail: nobody can sign in without the link.` },
    ],
    closing: 'Best wishes,',
    meta: { kind: 'account-sign-in' },
  });
}
