/**
 * Real traffic whose e-mails carry every kind of working link and code: a paid booking (manage link,
 * QR ticket, calendar invitation), the owner's cancellation of it (a refund-or-credit link), a waiting-list offer, a data request, an account sign-in link and a credit code. It runs
 * through the services and tRPC as a visitor's requests do, with mail delivered to an SMTP sink, and
 * returns the secrets the delivered messages carried, read as she would read them.
 */
import { createSlot, seededClassType, visitor } from './booking-fixtures';
import type { TestEnv } from './harness';
import type { ReceivedMail } from './smtp-sink';
import { decodeQrPng } from './ticket-fixtures';

const CARD_OK = '4242424242424242';

export interface MailedSecrets {
  manage: string[];
  /** The link in the owner's cancellation of a paid class, where she picks a refund or a credit (decision 510). */
  cancelOffer: string[];
  offer: string[];
  dataRequest: string[];
  /** The one-time sign-in link to her account page. */
  accountSignIn: string[];
  ticket: string[];
  code: string[];
  /** Not e-mailed but as secret: the credit token verifyCode answers with. */
  creditToken: string[];
}

export const allSecrets = (s: MailedSecrets) => Object.values(s).flat();

const linkTokens = (text: string, path: string) => [...text.matchAll(new RegExp(`/${path}#([A-Za-z0-9_-]{43})`, 'g'))].map((m) => m[1]!);

async function deliver(env: TestEnv) {
  await env.services.mail.idle();
  for (let i = 0; i < 5; i++) {
    await env.services.jobs.runDue();
    await env.services.mail.idle();
  }
}

/** What the messages delivered to the sink carry; every kind must be there, or the traffic proved nothing. */
export async function secretsIn(received: ReceivedMail[]): Promise<Omit<MailedSecrets, 'creditToken'>> {
  const body = received.map((m) => `${m.subject}\n${m.text}\n${m.html ?? ''}`).join('\n');
  const tickets = await Promise.all(
    received.flatMap((m) => m.attachments.filter((a) => a.filename === 'ticket.png').map((a) => decodeQrPng(a.bytes))),
  );
  return {
    manage: [...new Set(linkTokens(body, 'manage'))],
    cancelOffer: [
      ...new Set(
        linkTokens(
          received
            .filter((m) => m.subject.startsWith('Cancelled:'))
            .map((m) => `${m.text}\n${m.html ?? ''}`)
            .join('\n'),
          'manage',
        ),
      ),
    ],
    offer: [...new Set(linkTokens(body, 'waitlist'))],
    dataRequest: [...new Set(linkTokens(body, 'my-data'))],
    accountSignIn: [...new Set(linkTokens(body, 'account'))],
    ticket: tickets.map((t) => /#ticket=([A-Za-z0-9_-]{43})/.exec(t)![1]!),
    code: received.flatMap((m) => /^Your code to book with a credit: (\d{6})$/.exec(m.subject)?.[1] ?? []),
  };
}

/**
 * Drives the traffic for `tag` (addresses `visitor<tag>...@example.com`) and returns what was mailed.
 * Needs services built with SMTP_URL pointing at `sink`.
 */
export async function trafficWithMail(env: TestEnv, sink: { received: ReceivedMail[] }, tag: string): Promise<MailedSecrets> {
  const caller = (n: number) => env.caller({ ip: `203.0.113.${n}` });
  const mat = await seededClassType(env.db, 'Mat Pilates Class');

  // A paid booking: confirmation with manage link, ticket and .ics; later a reminder.
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
  const booked = await caller(1).bookings.create({ ...visitor(tag), classTypeId: mat.id, scheduleId: slot.id });
  await caller(1).payments.confirmTest({ clientSecret: booked.clientSecret!, cardNumber: CARD_OK });

  // The class is full: another visitor waits; the owner cancels the booking (her e-mail offers a refund or a credit
  // through a link) and the place is offered.
  await caller(2).waitlist.join({ scheduleId: slot.id, name: `Waiting ${tag}`, email: `visitor${tag}-wait@example.com` });
  await env.services.cancellation.ownerCancel({ bookingId: booked.bookingId!, by: 'admin', reason: 'Test' });

  // Her data, asked for on the privacy page.
  await caller(3).privacy.requestData({ email: `visitor${tag}@example.com` });
  // A sign-in link to her account page.
  await caller(3).account.signIn({ email: `visitor${tag}@example.com` });

  // A pack bought, a code asked for and turned into a credit token.
  const token = await env.adminToken();
  const pack = await env
    .caller({ token })
    .admin.packs.create({ name: `Pack ${tag}`, pricePence: 5000, credits: 5, validityDays: 60, classTypeIds: [] });
  const email = `visitor${tag}-credits@example.com`;
  const bought = await caller(4).packs.buy({ packId: pack.id, name: `Credit ${tag}`, email, phone: '07700 900123' });
  await caller(4).payments.confirmTest({ clientSecret: bought.clientSecret, cardNumber: CARD_OK });
  await caller(4).packs.requestCode({ email });
  await deliver(env);
  const codeMail = sink.received.filter((m) => m.to.includes(email) && m.subject.startsWith('Your code to book with a credit')).at(-1);
  const code = /(\d{6})$/.exec(codeMail!.subject)![1]!;
  const { creditToken } = await caller(4).packs.verifyCode({ email, code });
  const other = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
  await caller(4).bookings.createWithCredit({ ...visitor(`${tag}-c`), email, classTypeId: mat.id, scheduleId: other.id, creditToken });
  await deliver(env);

  const mine = (m: ReceivedMail) => m.to.some((to) => to.includes(`visitor${tag}`));
  return { ...(await secretsIn(sink.received.filter(mine))), creditToken: [creditToken] };
}
