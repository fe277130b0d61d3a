import type { SessionType } from '../../../domain/schemas';
import { isIsoDate, isTimeOfDay } from '../../../domain/time';
import { trainingSessionType } from '../../../domain/training';

/** The /checkout link's query string, as the route validates it. */
export interface CheckoutSearch {
  price?: string;
  amount?: string;
  type?: string;
  class?: string;
  date?: string;
  time?: string;
  description?: string;
  sessionType?: string;
}

export interface CheckoutParams {
  type: 'class' | 'training';
  className?: string;
  /** The price in the link, in pounds: sent along for the server to check, never charged as such. */
  pricePounds: number;
  sessionType?: SessionType;
  date?: string;
  time?: string;
  description?: string;
}

/**
 * SPEC §4: /checkout needs a positive price (or amount); without one the visitor is sent home (null).
 */
export function readCheckoutParams(search: CheckoutSearch): CheckoutParams | null {
  const raw = search.price ?? search.amount;
  if (raw === undefined || raw.trim() === '') return null;
  const pricePounds = Number(raw.replace(/^£/, ''));
  if (!Number.isFinite(pricePounds) || pricePounds <= 0) return null;
  const type = search.type === 'training' ? 'training' : 'class';
  const sessionType =
    search.sessionType === 'single' || search.sessionType === 'package'
      ? search.sessionType
      : type === 'training'
        ? trainingSessionType(search.class, raw)
        : undefined;
  return {
    type,
    className: search.class?.trim() || undefined,
    pricePounds,
    sessionType: type === 'training' ? sessionType : undefined,
    // A malformed date or time is dropped here rather than sent to be refused.
    date: search.date && isIsoDate(search.date) ? search.date : undefined,
    time: search.time && isTimeOfDay(search.time) ? search.time.slice(0, 5) : undefined,
    description: search.description?.trim() || undefined,
  };
}

/** What /checkout asks the server to price for these parameters (checkout.quote's input). */
export function quoteInputOf(params: CheckoutParams) {
  return { type: params.type, class: params.className, sessionType: params.sessionType, date: params.date, time: params.time };
}

/** One string per quote input: the server's quote in the page is used only for the link it was made for. */
export const quoteKey = (input: ReturnType<typeof quoteInputOf>): string => JSON.stringify(input);

/**
 * The query string that reads back (readCheckoutParams) as these parameters, and nothing else: the server renders
 * /checkout from it (src/client/entry-server.tsx), so the page it sends is the one the client's first pass draws.
 */
export function checkoutSearchOf(params: CheckoutParams): CheckoutSearch {
  return {
    price: String(params.pricePounds),
    type: params.type,
    class: params.className,
    sessionType: params.sessionType,
    date: params.date,
    time: params.time,
    description: params.description,
  };
}
