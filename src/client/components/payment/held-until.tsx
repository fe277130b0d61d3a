import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { londonClock } from '../../../domain/time';

/** How long the place waits for her payment, on the clock she reads in the UK. */
export function HeldUntil({ until }: { until: Date | string }) {
  return (
    <Text fz="sm" fw={600} data-testid="held-until" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <IconClock size={16} aria-hidden />
      Held for you until {londonClock(until)}
    </Text>
  );
}
