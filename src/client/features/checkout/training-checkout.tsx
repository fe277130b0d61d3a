import { TRAINING_PRICES } from '../../../domain/catalog';
import { trainingSessionType } from '../../../domain/training';
import type { CheckoutParams } from './checkout-params';
import { CheckoutSection } from './checkout-section';

/**
 * /booking?type=training (the pricing section's links): the personal-training purchase is paid right there, with
 * the same form, discount code and card step as /checkout, not behind a page with one button. The price is the
 * package's (the server's); the link's price only tells which package is meant.
 */
export function TrainingCheckout({ title, price }: { title?: string | undefined; price?: string | undefined }) {
  const sessionType = trainingSessionType(title, price);
  const pkg = TRAINING_PRICES[sessionType];
  const params: CheckoutParams = { type: 'training', className: pkg.title, pricePounds: pkg.pricePence / 100, sessionType };
  return <CheckoutSection params={params} embedded />;
}
