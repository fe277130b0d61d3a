import { TRAINING_PRICES } from './catalog';
import { parsePriceToPence } from './money';
import type { SessionType } from './schemas';

/**
 * Which personal-training purchase a link is about: by its title, else by its price (pounds text).
 * The amount charged is always the server's; the link's price is only a hint.
 */
export function trainingSessionType(title: string | undefined, price: string | undefined): SessionType {
  if (title === TRAINING_PRICES.package.title || /package/i.test(title ?? '')) return 'package';
  if (title === TRAINING_PRICES.single.title || /single/i.test(title ?? '')) return 'single';
  return parsePriceToPence(price, -1) === TRAINING_PRICES.package.pricePence ? 'package' : 'single';
}
