/**
 * Memberships (issue 36, decisions 740-745). Plans are the owner's; a visitor subscribes (the first month's payment
 * confirmed in the browser); every paid invoice grants its month once (the period's unique invoice id), in one
 * transaction with its order, payment, receipt and audit rows; booking with a membership takes the place through
 * the one place rule and reserves one use of the month's allowance by a conditional UPDATE in that transaction.
 * The service composes one module per use case: plans.ts (the owner's plans), join.ts (joining: the first month's
 * order, a gift voucher and the intro price on it, decisions 800-801), renewals.ts (paid and failed invoices, the
 * test provider's renewals, Stripe's webhook), cards.ts (card forms and card updates), member-actions.ts (her
 * memberships, cancel, holiday), book.ts with month-uses.ts (booking with a membership), figures.ts (the reports).
 */
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CustomerService } from '../customers/customers';
import type { JobService } from '../jobs/jobs';
import type { MailService } from '../mail/mail';
import type { Log } from '../platform/log';
import type { BillingProvider } from './billing';
import { createMembershipBooking } from './book';
import { createCards } from './cards';
import { createJoin } from './join';
import { createMemberActions } from './member-actions';
import { createPlans } from './plans';
import { createRenewals } from './renewals';
import { GRACE_DAYS_DEFAULT } from './rules';

export function createMembershipService(deps: {
  db: Db;
  config: Config;
  billing: BillingProvider;
  mail: MailService;
  jobs: JobService;
  customers: CustomerService;
  clock: () => Date;
  graceDays?: number;
  log?: Log;
}) {
  const { db, config, billing, mail, jobs, customers, clock } = deps;
  const graceDays = deps.graceDays ?? GRACE_DAYS_DEFAULT;

  const renewals = createRenewals({ db, config, billing, mail, jobs, graceDays, ...(deps.log ? { log: deps.log } : {}) });
  const join = createJoin({ db, config, billing, mail, jobs, clock, invoicePaid: renewals.invoicePaid });
  const plans = createPlans({ db, clock, graceDays });
  const cards = createCards({
    db,
    billing,
    clock,
    invoicePaid: renewals.invoicePaid,
    renew: renewals.renew,
    introCardSaved: renewals.introCardSaved,
  });
  const member = createMemberActions({ db, billing, clock, graceDays });
  const booking = createMembershipBooking({ db, config, mail, customers, clock, graceDays });

  return {
    graceDays,
    invoicePaid: renewals.invoicePaid,
    invoiceFailed: renewals.invoiceFailed,
    renew: renewals.renew,

    admin: plans.admin,
    onSale: plans.onSale,

    /** Opens a subscription whose first month she pays in the browser (join.ts, decisions 800, 801). */
    subscribe: join.subscribe,

    confirmTestCard: cards.confirmTestCard,
    cardSetup: cards.cardSetup,
    changeCard: cards.changeCard,
    confirmTestCardSetup: cards.confirmTestCardSetup,
    receiveWebhook: renewals.receiveWebhook,

    mine: member.mine,
    cancel: member.cancel,
    pause: member.pause,

    quote: booking.quote,
    quoteAppointment: booking.quoteAppointment,
    book: booking.book,
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
