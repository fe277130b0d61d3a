import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type BookingRef, orderRef } from '../../../domain/booking-ref';
import { notFound } from '../../../domain/errors';
import { type PdfFile, type ReceiptSettings, type ReceiptSummary, receiptRef, vatIncludedPence } from '../../../domain/receipts';
import type { Db, DbOrTx } from '../../db/client';
import { orders, payments, receiptCounter, receipts, receiptSettings, refunds, siteContent } from '../../db/schema';
import * as audit from '../admin/audit';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { microsOf, syncPage, syncWindow } from '../platform/sync';
import type { Actor } from '../admin/audit';
import { type ReceiptDocument, renderReceiptPdf } from './receipt-pdf';

const NOT_FOUND = 'No receipt with that reference.';

/** How the money moved, as the receipt prints it. */
const METHOD: Record<'stripe' | 'test', { payment: string; refund: string }> = {
  stripe: { payment: 'Card payment (Stripe)', refund: 'Refunded to the card that paid (Stripe)' },
  test: { payment: 'Card payment (test mode)', refund: 'Refunded to the card that paid (test mode)' },
};

/** Money the owner took herself (decision 640): the receipt names how, whatever the provider setting. */
const IN_PERSON: Record<'cash' | 'bank_transfer', { payment: string; refund: string }> = {
  cash: { payment: 'Cash (paid in person)', refund: 'Given back in cash' },
  bank_transfer: { payment: 'Bank transfer', refund: 'Given back by bank transfer' },
};

const methodText = (p: { provider: 'stripe' | 'test'; method: string }, kind: 'payment' | 'refund') =>
  p.method === 'cash' || p.method === 'bank_transfer' ? IN_PERSON[p.method][kind] : METHOD[p.provider][kind];

/**
 * The next receipt number. The counter row is created by the first receipt and moved by every later one; the
 * row lock is held until the caller's transaction ends, so a rolled-back payment gives its number back and two
 * instances never hand out the same one. Call it last in a transaction (after every other lock) so waiting for
 * it never forms a cycle with a lock someone else holds.
 */
async function nextNumber(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .insert(receiptCounter)
    .values({ id: 1, last: 1 })
    .onConflictDoUpdate({ target: receiptCounter.id, set: { last: sql`${receiptCounter.last} + 1` } })
    .returning({ last: receiptCounter.last });
  return row!.last;
}

/** Who sells: the business name the site shows, the receipt address (else the studio's), the VAT status now. */
async function sellerOf(tx: DbOrTx, fallbackName: string) {
  const [content] = await tx
    .select({
      name: sql<string | null>`${siteContent.content} ->> 'businessName'`,
      address: sql<string | null>`${siteContent.content} ->> 'studioAddress'`,
    })
    .from(siteContent)
    .where(eq(siteContent.id, 1));
  const [settings] = await tx
    .select({ address: receiptSettings.address, vatNumber: receiptSettings.vatNumber, rate: receiptSettings.vatRateBasisPoints })
    .from(receiptSettings)
    .where(eq(receiptSettings.id, 1));
  return {
    sellerName: content?.name?.trim() || fallbackName,
    sellerAddress: settings?.address.trim() || content?.address?.trim() || '',
    vatNumber: settings?.vatNumber ?? null,
    vatRateBasisPoints: settings?.vatNumber ? settings.rate : null,
  };
}

async function issue(
  tx: DbOrTx,
  fallbackName: string,
  values: { kind: 'payment' | 'refund'; orderId: number; paymentId: number; refundId: number | null; amountPence: number; method: string },
  now: Date,
): Promise<number> {
  const [order] = await tx.select({ description: orders.description }).from(orders).where(eq(orders.id, values.orderId));
  const seller = await sellerOf(tx, fallbackName);
  const vatPence = seller.vatRateBasisPoints === null ? null : vatIncludedPence(values.amountPence, seller.vatRateBasisPoints);
  const number = await nextNumber(tx);
  await tx.insert(receipts).values({
    number,
    ...values,
    issuedAt: now,
    description: order?.description ?? '',
    ...seller,
    vatPence,
  });
  return number;
}

/**
 * The receipt of a payment just recorded as taken, in the transaction that records it (the payment row locked by
 * the caller). Once per payment: null when it has one already.
 */
export async function issuePaymentReceipt(tx: DbOrTx, fallbackName: string, paymentId: number, now: Date): Promise<number | null> {
  const [payment] = await tx
    .select({
      orderId: payments.orderId,
      amountPence: payments.amountPence,
      provider: payments.provider,
      method: payments.method,
      status: payments.status,
      receipt: receipts.number,
    })
    .from(payments)
    .leftJoin(receipts, and(eq(receipts.paymentId, payments.id), eq(receipts.kind, 'payment')))
    .where(eq(payments.id, paymentId));
  if (!payment || payment.receipt !== null || (payment.status !== 'succeeded' && payment.status !== 'refunded')) return null;
  // A complimentary place (£0) is given, not paid: nothing to receipt.
  if (payment.method === 'complimentary') return null;
  return issue(
    tx,
    fallbackName,
    {
      kind: 'payment',
      orderId: payment.orderId,
      paymentId,
      refundId: null,
      amountPence: payment.amountPence,
      method: methodText(payment, 'payment'),
    },
    now,
  );
}

/**
 * The credit note of a refund the moment it is recorded as given back (succeeded), in that transaction; the
 * refund row is locked by the caller's update. Once per refund: null when it has one, or is not (yet) given back.
 */
export async function issueRefundReceipt(tx: DbOrTx, fallbackName: string, refundId: number, now: Date): Promise<number | null> {
  const [refund] = await tx
    .select({
      orderId: refunds.orderId,
      paymentId: refunds.paymentId,
      amountPence: refunds.amountPence,
      status: refunds.status,
      provider: payments.provider,
      method: payments.method,
      receipt: receipts.number,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(receipts, eq(receipts.refundId, refunds.id))
    .where(eq(refunds.id, refundId));
  if (!refund || refund.receipt !== null || refund.status !== 'succeeded') return null;
  return issue(
    tx,
    fallbackName,
    {
      kind: 'refund',
      orderId: refund.orderId,
      paymentId: refund.paymentId,
      refundId,
      amountPence: refund.amountPence,
      method: methodText(refund, 'refund'),
    },
    now,
  );
}

const summaryColumns = {
  number: receipts.number,
  kind: receipts.kind,
  issuedAt: receipts.issuedAt,
  description: receipts.description,
  amountPence: receipts.amountPence,
  orderId: receipts.orderId,
  bookingId: orders.bookingId,
};

type SummaryRow = {
  number: number;
  kind: 'payment' | 'refund';
  issuedAt: Date;
  description: string;
  amountPence: number;
  orderId: number;
  bookingId: number | null;
};

const toSummary = (r: SummaryRow): ReceiptSummary => ({
  ref: receiptRef(r.number),
  number: r.number,
  kind: r.kind,
  issuedAt: r.issuedAt.toISOString(),
  description: r.description,
  amountPence: r.amountPence,
  orderRef: orderRef({ orderId: r.orderId, bookingId: r.bookingId }),
  updatedAt: r.issuedAt.toISOString(),
});

const sameEmail = (email: string) => sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`;

/** Lists and documents of receipts, and the owner's receipt settings. Issuing is the payment's and refund's own work. */
export function createReceiptService(deps: { db: Db }) {
  const { db } = deps;

  async function documentOf(number: number, email: string | null): Promise<PdfFile> {
    const [row] = await db
      .select({
        number: receipts.number,
        kind: receipts.kind,
        issuedAt: receipts.issuedAt,
        description: receipts.description,
        amountPence: receipts.amountPence,
        method: receipts.method,
        sellerName: receipts.sellerName,
        sellerAddress: receipts.sellerAddress,
        vatNumber: receipts.vatNumber,
        vatRateBasisPoints: receipts.vatRateBasisPoints,
        vatPence: receipts.vatPence,
        paymentId: receipts.paymentId,
        refundId: receipts.refundId,
        orderId: orders.id,
        bookingId: orders.bookingId,
        customerName: orders.name,
        customerEmail: orders.email,
      })
      .from(receipts)
      .innerJoin(orders, eq(orders.id, receipts.orderId))
      .where(and(eq(receipts.number, number), email === null ? undefined : sameEmail(email)));
    if (!row) throw notFound(NOT_FOUND);
    let paymentReceiptNumber: number | null = null;
    let refundFailed = false;
    if (row.kind === 'refund') {
      const [paid] = await db
        .select({ number: receipts.number })
        .from(receipts)
        .where(and(eq(receipts.paymentId, row.paymentId!), eq(receipts.kind, 'payment')));
      paymentReceiptNumber = paid?.number ?? null;
      const [refund] = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, row.refundId!));
      refundFailed = refund?.status === 'failed';
    }
    const document: ReceiptDocument = {
      ...row,
      orderRef: orderRef({ orderId: row.orderId, bookingId: row.bookingId }),
      paymentReceiptNumber,
      refundFailed,
    };
    return {
      filename: `${row.kind === 'payment' ? 'receipt' : 'credit-note'}-${receiptRef(row.number)}.pdf`,
      contentType: 'application/pdf',
      bytes: await renderReceiptPdf(document),
    };
  }

  return {
    /** Her receipts (the orders of her address), newest first. */
    async listForEmail(email: string): Promise<ReceiptSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(receipts)
        .innerJoin(orders, eq(orders.id, receipts.orderId))
        .where(sameEmail(email))
        .orderBy(desc(receipts.number));
      return rows.map(toSummary);
    },

    /** One of her receipts as a PDF; anyone else's number is simply not found. */
    pdfForEmail: (email: string, number: number) => documentOf(number, email),

    /** Any receipt, for the owner. */
    pdfForOwner: (number: number) => documentOf(number, null),

    /** The receipts of a row of the owner's bookings list (`B-<booking id>` or `T-<order id>`), oldest first. */
    async ofBooking(ref: BookingRef): Promise<ReceiptSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(receipts)
        .innerJoin(orders, eq(orders.id, receipts.orderId))
        .where(ref.kind === 'class' ? eq(orders.bookingId, ref.id) : and(eq(orders.id, ref.id), isNull(orders.bookingId)))
        .orderBy(receipts.number);
      return rows.map(toSummary);
    },

    /**
     * Every receipt and credit note read by change (decision 750), for an accounting tool: issued at or after
     * updatedSince, oldest first. A receipt never changes, so its updatedAt is its issuedAt; the cursor's key is
     * its number.
     */
    async changes(input: SyncQuery): Promise<SyncPage<ReceiptSummary>> {
      const window = syncWindow({ updatedAt: receipts.issuedAt, id: receipts.number }, input);
      const rows = await db
        .select({ ...summaryColumns, syncMicros: microsOf(receipts.issuedAt) })
        .from(receipts)
        .innerJoin(orders, eq(orders.id, receipts.orderId))
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit);
      return syncPage(rows, input, toSummary, (r) => r.number);
    },

    async settings(): Promise<ReceiptSettings> {
      const [row] = await db
        .select({ address: receiptSettings.address, vatNumber: receiptSettings.vatNumber, rate: receiptSettings.vatRateBasisPoints })
        .from(receiptSettings)
        .where(eq(receiptSettings.id, 1));
      return {
        address: row?.address ?? '',
        vatRegistered: row?.vatNumber != null,
        vatNumber: row?.vatNumber ?? null,
        vatRatePercent: row?.rate == null ? null : row.rate / 100,
      };
    },

    /** Applies to receipts issued from now on; those issued keep what they said. */
    async updateSettings(input: ReceiptSettings, actor: Actor): Promise<ReceiptSettings> {
      const values = {
        address: input.address,
        vatNumber: input.vatRegistered ? input.vatNumber : null,
        vatRateBasisPoints: input.vatRegistered ? Math.round(input.vatRatePercent! * 100) : null,
        updatedAt: new Date(),
      };
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(receiptSettings).where(eq(receiptSettings.id, 1)).for('update');
        await tx
          .insert(receiptSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: receiptSettings.id, set: values });
        await audit.record(tx, {
          actor,
          action: 'receipt_settings.update',
          entity: 'receipt_settings',
          entityId: 1,
          before: before ?? null,
          after: values,
        });
      });
      return this.settings();
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
