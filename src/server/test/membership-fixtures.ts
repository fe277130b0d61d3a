/** The invoice object Stripe sends with invoice.paid / invoice.payment_failed. */
export function invoiceObject(o: {
  id: string;
  subscription: string;
  customer: string;
  amount: number;
  start: Date;
  end: Date;
  reason: string;
  paid: boolean;
}) {
  return {
    id: o.id,
    object: 'invoice',
    customer: o.customer,
    status: o.paid ? 'paid' : 'open',
    amount_due: o.amount,
    amount_paid: o.paid ? o.amount : 0,
    billing_reason: o.reason,
    parent: { type: 'subscription_details', subscription_details: { subscription: o.subscription, metadata: {} } },
    lines: {
      object: 'list',
      has_more: false,
      data: [{ id: `il_${o.id}`, object: 'line_item', period: { start: o.start.getTime() / 1000, end: o.end.getTime() / 1000 } }],
    },
  };
}
