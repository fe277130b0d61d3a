/**
 * The website's own e-mails: the contact form's two (the owner's copy, the sender's acknowledgement) and the owner's
 * notice that a webhook endpoint was switched off.
 */
import { formatLongDate, formatTime12h, londonClock, londonToday } from '../../../domain/time';
import type { MailMessage } from './mail';
import { type Brand, composeMail } from './emails';

export interface EnquiryMailFacts {
  id: number;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  message: string;
}

/** To the owner: an integration's endpoint stopped answering for 3 days, so it was switched off. */
export function webhookSwitchedOffMail(
  brand: Brand,
  f: { endpointId: number; url: string; description: string; failingSince: Date; lastError: string | null },
): MailMessage {
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: `A webhook endpoint was switched off: ${f.description || f.url}`,
    blocks: [
      {
        p: `Deliveries to ${f.url} have failed since ${formatLongDate(londonToday(f.failingSince))} at ${formatTime12h(londonClock(f.failingSince))} with no success in between, so the website stopped sending to it.`,
      },
      { facts: [['Last error', f.lastError ?? '(none recorded)']] },
      {
        p: 'Events are still recorded: once the receiving service works again, switch the endpoint back on in Admin, Webhooks, and use "send again" or the events API to catch up.',
      },
    ],
    meta: { kind: 'owner-webhook-off', endpointId: f.endpointId },
  });
}

export function ownerEnquiryMail(brand: Brand, f: EnquiryMailFacts): MailMessage {
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: `New enquiry from ${f.name}`,
    blocks: [
      { p: `${f.name} sent an enquiry through the website.` },
      {
        facts: [
          ['E-mail', f.email],
          ['Phone', f.phone || '(not given)'],
          ['Interested in', f.service ?? '(not given)'],
        ],
      },
      { p: f.message || '(no message)' },
      { p: 'Please reply within 24 hours.' },
    ],
    meta: { kind: 'owner-enquiry', enquiryId: f.id },
  });
}

/** The acknowledgement to the person who asked: her message back, and when to expect an answer. */
export function enquiryAcknowledgementMail(brand: Brand, f: EnquiryMailFacts): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `We have your message: ${brand.BUSINESS_NAME}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      { p: `Thank you for getting in touch. ${brand.BUSINESS_NAME} will get back to you within 24 hours.` },
      {
        facts: [
          ['Interested in', f.service ?? '(not given)'],
          ['Phone', f.phone || '(not given)'],
        ],
      },
      { title: 'Your message', items: [f.message || '(no message)'] },
      { p: `If anything is urgent, call ${brand.CONTACT_PHONE} or reply to this e-mail.` },
    ],
    closing: 'Best wishes,',
    meta: { kind: 'enquiry-acknowledgement', enquiryId: f.id },
  });
}
