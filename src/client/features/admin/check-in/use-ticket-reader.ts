import { useCallback, useRef, useState } from 'react';
import { ticketTokenOf, type CheckInResultDto } from '../../../../domain/attendance';
import type { ScanAnswer } from './scan-result';

export const NOT_A_TICKET = 'This QR code is not one of our tickets.';

/**
 * Reads tickets from the camera or the address and keeps the answer to the last one. The camera reads a code
 * many times a second while it stays in view: only the first read of a ticket counts, so its "Checked in" does
 * not turn into "Already checked in" a moment later. A different ticket is read at once, even while the first
 * is still being checked, and the answer on screen is always the one for the ticket read last.
 */
export function useTicketReader(
  check: (ticket: string) => Promise<CheckInResultDto>,
  onCheckedIn: (slotId: number) => void,
  errorMessage: (error: unknown) => string,
) {
  const [answer, setAnswer] = useState<ScanAnswer | null>(null);
  const [inFlight, setInFlight] = useState(0);
  const last = useRef<string | null>(null);

  /** `again`: read it even if it is the ticket just read (a ticket link opened on purpose). */
  const read = useCallback(
    (text: string, again = false) => {
      const key = ticketTokenOf(text) ?? text;
      if (key === last.current && !again) return;
      last.current = key;
      if (!ticketTokenOf(text)) {
        setAnswer({ kind: 'error', message: NOT_A_TICKET });
        return;
      }
      setInFlight((n) => n + 1);
      check(text)
        .then(
          (result) => {
            onCheckedIn(result.slotId);
            if (last.current === key) setAnswer({ kind: 'result', result });
          },
          (error: unknown) => {
            if (last.current === key) setAnswer({ kind: 'error', message: errorMessage(error) });
          },
        )
        .finally(() => setInFlight((n) => n - 1));
    },
    [check, onCheckedIn, errorMessage],
  );

  /** The camera was closed: the next read of any ticket counts again. */
  const forget = useCallback(() => {
    last.current = null;
  }, []);

  return { answer, read, forget, pending: inFlight > 0 };
}
