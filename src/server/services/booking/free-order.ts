import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { hashHoldToken } from './hold-token';

/**
 * The order of a class booking paid with no money (a pack credit, a membership): £0, so every booking keeps the one
 * manage-link, receipt and cancellation path. Returns the order's id.
 */
export async function insertFreeBookingOrder(
  tx: DbOrTx,
  input: { bookingId: number; description: string; name: string; email: string; phone: string; holdToken: string },
): Promise<number> {
  const [order] = await tx
    .insert(orders)
    .values({
      kind: 'booking',
      bookingId: input.bookingId,
      description: input.description,
      name: input.name,
      email: input.email.trim(),
      phone: input.phone,
      originalPence: 0,
      amountPence: 0,
      holdTokenHash: hashHoldToken(input.holdToken),
    })
    .returning({ id: orders.id });
  return order!.id;
}
