import { createContext, useContext, type ReactNode } from 'react';
import type { CheckoutQuoteDto } from '../../../domain/dto';

/** The id of the JSON block the server writes into a /checkout page it rendered with the link's price. */
export const SERVER_QUOTE_ELEMENT_ID = 'checkout-quote';

/**
 * The server's quote for the link it rendered /checkout from: `input` names what was quoted (quoteKey), so the
 * page uses it only for that link. The price is the server's, worked out when the page was sent.
 */
export interface ServerQuote {
  input: string;
  quote: CheckoutQuoteDto;
}

/** Reads the server's quote from the page (synchronously, so the first render equals the server's HTML). */
export function readServerQuote(doc: Document = document): ServerQuote | null {
  const text = doc.getElementById(SERVER_QUOTE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerQuote;
  } catch {
    return null;
  }
}

const ServerQuoteContext = createContext<ServerQuote | null>(null);

export function ServerQuoteProvider({ value, children }: { value: ServerQuote | null; children: ReactNode }) {
  return <ServerQuoteContext.Provider value={value}>{children}</ServerQuoteContext.Provider>;
}

/** The server's quote when the page was rendered for this input (quoteKey), else undefined. */
export function useServerQuote(key: string): CheckoutQuoteDto | undefined {
  const served = useContext(ServerQuoteContext);
  return served && served.input === key ? served.quote : undefined;
}
