import { createContext, useContext, type ReactNode } from 'react';
import { PAGE_JSON_IDS, type ServerWeek } from '../../../domain/dto';
import { readPageJson } from '../../components/page-json';

export type { ServerWeek };

/** Reads the week the server rendered /booking with (synchronously, so the first render equals its HTML). */
export function readServerWeek(doc: Document = document): ServerWeek | null {
  return readPageJson<ServerWeek>(PAGE_JSON_IDS.scheduleWeek, doc);
}

const ServerWeekContext = createContext<ServerWeek | null>(null);

export function ServerWeekProvider({ value, children }: { value: ServerWeek | null; children: ReactNode }) {
  return <ServerWeekContext.Provider value={value}>{children}</ServerWeekContext.Provider>;
}

let read: { week: ServerWeek | null } | null = null;

/**
 * The server's week when the page was rendered with one, else null: from the provider in the server's render, from
 * the page's JSON block in the browser (read once; the entry chunk carries no provider, so the landing page's first
 * download does not grow).
 */
export function useServerWeek(): ServerWeek | null {
  const provided = useContext(ServerWeekContext);
  if (provided || typeof document === 'undefined') return provided;
  read ??= { week: readServerWeek() };
  return read.week;
}
