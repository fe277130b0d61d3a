/**
 * What is kept and for how long: the privacy page prints these lines and the daily purge
 * (services/customers/purge.ts) deletes by these numbers, so the page cannot promise what the job does not do.
 */
export const RETENTION = {
  /** Enquiries, and copies of e-mails whether sent, failed or never sent (no e-mail server configured). */
  messagesMonths: 12,
  /** Booking and payment records (HMRC: six years); then names and contacts are removed. */
  accountsYears: 6,
  /** Class-credit lots, counted from the day their credits expire. */
  expiredCreditsMonths: 12,
  /** Per-IP request counters. */
  countersHours: 24,
  /** A passkey not used for this long is deleted (she can add it again after an e-mailed link). */
  unusedPasskeyYears: 2,
  /** Personal-training manage links. */
  purchaseLinkMonths: 6,
} as const;

export interface RetentionLine {
  what: string;
  howLong: string;
}

/** One line per kind of personal data kept, as the privacy page lists them. */
export const RETENTION_LINES: RetentionLine[] = [
  {
    what: 'Booking and payment records (including class credits used and attendance)',
    howLong: `kept for our accounts, which UK law requires for ${RETENTION.accountsYears} years; after that the names, e-mail addresses, phone numbers and requests on them are removed automatically`,
  },
  {
    what: 'Class credits',
    howLong: `kept while they can be used; a lot of credits is deleted ${RETENTION.expiredCreditsMonths} months after its credits expire (its address is removed if a booking record still refers to it)`,
  },
  {
    what: 'Memberships (your plan, its paid months and the classes booked with it)',
    howLong: `kept while the membership runs; its payments are booking and payment records, kept for our accounts for ${RETENTION.accountsYears} years`,
  },
  {
    what: 'Waiting-list places',
    howLong: 'deleted the day after the class has taken place',
  },
  {
    what: 'Personal-training appointments, with your health questionnaire answers',
    howLong: `kept with our booking records for ${RETENTION.accountsYears} years after the session; after that the names, contact details, notes and health answers on them are removed automatically`,
  },
  {
    what: 'Notes we keep about you as a client (for example an injury to mind)',
    howLong: `deleted ${RETENTION.accountsYears} years after they were written, or as soon as you ask us to erase your data`,
  },
  {
    what: 'Your account: sign-in links, sessions and passkeys',
    howLong: `a sign-in link works once, for 15 minutes; a session ends 30 days after you last used it; both are deleted within a day after that. A passkey's public key (never the key itself, which stays on your device) is kept until you remove it, ask us to erase your data, or have not used it for ${RETENTION.unusedPasskeyYears} years`,
  },
  {
    what: 'Our log of changes made in the studio admin (which may name you)',
    howLong: `deleted after ${RETENTION.accountsYears} years`,
  },
  {
    what: 'Copies of booking events sent to services we connect (such as a calendar or mailing tool)',
    howLong: `deleted ${RETENTION.messagesMonths} months after they were sent`,
  },
  {
    what: 'Enquiries',
    howLong: `deleted ${RETENTION.messagesMonths} months after you sent them`,
  },
  {
    what: 'Our copies of the e-mails we send you',
    howLong: `deleted ${RETENTION.messagesMonths} months after they were written, whether or not they were sent; once sent, a copy no longer holds working links or codes`,
  },
  {
    what: 'Private links in our e-mails',
    howLong: `stop working once the class has taken place (${RETENTION.purchaseLinkMonths} months after purchase for personal training) and are deleted the day after`,
  },
  {
    what: 'Links and codes you ask for (your data, a credit code)',
    howLong: 'work for one hour (a credit code for 15 minutes) and are deleted within a day after that',
  },
  {
    what: 'Request counts per IP address (to protect our forms from abuse)',
    howLong: `deleted within ${RETENTION.countersHours / 24 + 1} days`,
  },
];
