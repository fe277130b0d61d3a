/**
 * The specification's /checkout payloads are `{ amount, description }` (and `sessionType` for training):
 * the richer fields (class, date, time, customer) are optional. This reads what is being bought from the
 * description when the fields are absent, and checks a claimed amount against the server's price.
 */
import { TRAINING_PRICES } from '../../../domain/catalog';
import { invalid } from '../../../domain/errors';
import { formatPence, poundsToPence } from '../../../domain/money';
import type { SessionType } from '../../../domain/schemas';
import { isIsoDate, isTimeOfDay } from '../../../domain/time';

export interface ClassHints {
  className?: string;
  date?: string;
  time?: string;
}

/**
 * 'Mat Pilates Class, 2031-06-02 10:00' -> the class whose name the text contains (longest match wins,
 * so 'Yogalates' beats 'Yoga'), the first yyyy-MM-dd and the first HH:mm. Absent parts stay absent.
 */
export function classHintsOf(description: string | undefined, classNames: string[]): ClassHints {
  if (!description) return {};
  const text = description.toLowerCase();
  const className = [...classNames].sort((a, b) => b.length - a.length).find((name) => name && text.includes(name.toLowerCase()));
  const date = /\b(\d{4}-\d{2}-\d{2})\b/.exec(description)?.[1];
  const time = /\b(\d{2}:\d{2})\b/.exec(description)?.[1];
  return {
    ...(className ? { className } : {}),
    ...(date && isIsoDate(date) ? { date } : {}),
    ...(time && isTimeOfDay(time) ? { time } : {}),
  };
}

/** A training payment's package: its sessionType, else the package title the description names. */
export function sessionTypeOf(sessionType: SessionType | undefined, description: string | undefined): SessionType {
  if (sessionType) return sessionType;
  const text = description?.toLowerCase() ?? '';
  const match = (Object.keys(TRAINING_PRICES) as SessionType[]).find((key) => text.includes(TRAINING_PRICES[key].title.toLowerCase()));
  if (!match) throw invalid('sessionType', 'is required (single or package)');
  return match;
}

/** A claimed `amount` (pounds, the spec's) or `amountPence` that differs from the server's price is a 400 naming the price. */
export function assertAmount(
  claimed: { amount?: number | undefined; amountPence?: number | undefined },
  pricePence: number,
  what: string,
): void {
  if (claimed.amountPence !== undefined && claimed.amountPence !== pricePence) {
    throw invalid('amountPence', `the price of ${what} is ${pricePence} pence (${formatPence(pricePence)}), not ${claimed.amountPence}`);
  }
  if (claimed.amount !== undefined && poundsToPence(claimed.amount) !== pricePence) {
    throw invalid('amount', `the price of ${what} is ${formatPence(pricePence)} (amount ${pricePence / 100}), not ${claimed.amount}`);
  }
}
