import { createContext, useContext, type ReactNode } from 'react';
import { type CheckoutQuoteDto, PAGE_JSON_IDS, type ServerQuote } from '../../../domain/dto';
import { readPageJson } from '../../components/page-json';

/** The id of the JSON block the server writes into a /checkout page it rendered with the link's price. */
export const SERVER_QUOTE_ELEMENT_ID = PAGE_JSON_IDS.checkoutQuote;

export type { ServerQuote };

/** Reads the server's quote from the page (synchronously, so the first render equals the server's HTML). */
export function readServerQuote(doc: Document = document): ServerQuote | null {
  return readPageJson<ServerQuote>(SERVER_QUOTE_ELEMENT_ID, doc);
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
