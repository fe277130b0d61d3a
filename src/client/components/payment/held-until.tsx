import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatTime12h, londonClock } from '../../../domain/time';

/** '14:32' for what is left of the hold (minutes:seconds), never below zero. */
export function heldFor(until: Date | string, now: number): string {
  const left = Math.max(0, Math.ceil((new Date(until).getTime() - now) / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/**
 * How long the place waits for her payment, counting down each second, with the end on the timetable's
 * 12-hour UK clock; once it has run out she is told so plainly (the server may give the place to someone else).
 */
export function HeldUntil({ until }: { until: Date | string }) {
  const [now, setNow] = useState(() => Date.now());
  const end = new Date(until).getTime();
  const over = now >= end;
  useEffect(() => {
    if (over) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [over]);
  if (over) {
    return (
      <Text fz="sm" fw={600} c="red.9" role="alert" data-testid="held-until">
        Your hold on this place has run out. Go back and continue again to take it, if it is still free.
      </Text>
    );
  }
  return (
    <Text fz="sm" fw={600} data-testid="held-until" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <IconClock size={16} aria-hidden />
      {/* The ticking figure is not announced every second; the sentence is read once. */}
      <span>
        Held for <span aria-hidden>{heldFor(until, now)}</span> (until {formatTime12h(londonClock(until))})
      </span>
    </Text>
  );
}
