export type ProviderName = 'stripe' | 'test';
export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'refunded';

export interface CreatePaymentInput {
  amountPence: number;
  currency: 'gbp';
  description: string;
  /** Order and booking ids, so a payment can always be traced back (Stripe metadata values are strings). */
  metadata: Record<string, string>;
  /** Same key, same payment: a retried request never opens a second charge. */
  idempotencyKey: string;
}

export interface ProviderPayment {
  id: string;
  clientSecret: string;
}

/** Who paid, as the payment form collected it (billing details, receipt e-mail). */
export interface Payer {
  name: string | null;
  email: string | null;
  phone: string | null;
}

export interface ProviderPaymentState {
  id: string;
  status: ProviderPaymentStatus;
  amountPence: number;
  failureMessage: string | null;
  payer: Payer | null;
  /** The card's fingerprint (Stripe: the charge's card.fingerprint), the same for one card whoever pays with it. */
  cardFingerprint?: string | null;
}

export type RefundReason = 'owner' | 'self_cancel' | 'late_payment' | 'provider';

export interface RefundInput {
  providerPaymentId: string;
  amountPence: number;
  /** The refund row's key: the provider gives the money back once however often it is asked. */
  idempotencyKey: string;
  reason: RefundReason;
}

export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending';
}

/** A refund as the provider reports it (made here, or in the provider's dashboard). */
export interface ProviderRefundState {
  id: string;
  paymentId: string;
  amountPence: number;
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  /** The refund row's key when this site asked for it (sent as metadata), so its echo is not counted twice. */
  refundKey: string | null;
}

/** A verified webhook event, reduced to what the confirmation code needs. */
export interface PaymentEvent {
  id: string;
  /** The provider's own event type, recorded as received. */
  type: string;
  outcome: 'succeeded' | 'failed' | 'cancelled' | 'ignored';
  paymentId: string | null;
  /** The order id from the payment's metadata: finds the payment even if its id was not stored yet. */
  orderId: number | null;
  amountPence: number | null;
  failureMessage: string | null;
  /** refund.created / refund.updated: the refund it is about. */
  refund?: ProviderRefundState | null;
  /** charge.refunded: the payment whose refunds are to be read from the provider (the event may not list them). */
  refundedPaymentId?: string | null;
}

/** The one interface the booking code talks to; Stripe in production, the embedded test provider elsewhere. */
export interface PaymentProvider {
  name: ProviderName;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  retrieve(id: string): Promise<ProviderPaymentState>;
  /** Gives (part of) a succeeded payment back; throws when the provider refuses. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Every refund of a payment, as the provider has them now. */
  refundsOf(paymentId: string): Promise<ProviderRefundState[]>;
  /** Throws WebhookSignatureError unless the body carries the provider's valid signature. */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent;
  /** The payment a client secret belongs to, or null when the secret is not one of this provider's. */
  paymentIdOf(clientSecret: string): string | null;
  /** The client secret of an existing payment (for a visitor who asks again while their hold is live). */
  clientSecretOf(id: string): Promise<string>;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** `stripe` when a secret key is configured, the embedded test provider otherwise. */
