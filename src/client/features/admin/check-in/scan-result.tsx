import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { CheckInResultDto } from '../../../../domain/attendance';
import { shortDate, timeRange } from '../format';

export type ScanAnswer = { kind: 'result'; result: CheckInResultDto } | { kind: 'error'; message: string };

const LOOK = {
  checked_in: { color: 'green', title: 'Checked in', Icon: IconCircleCheck },
  already: { color: 'yellow', title: 'Already checked in', Icon: IconInfoCircle },
  other_day: { color: 'red', title: 'Not today', Icon: IconAlertTriangle },
  not_confirmed: { color: 'red', title: 'Not confirmed', Icon: IconAlertTriangle },
} as const;

/** What the last scan said, big enough to read at arm's length; read out to a screen reader as it changes. */
export function ScanResult({ answer }: { answer: ScanAnswer }) {
  if (answer.kind === 'error') {
    return (
      <Alert color="red" variant="filled" title="Not a valid ticket" icon={<IconAlertTriangle aria-hidden />} role="alert">
        {answer.message}
      </Alert>
    );
  }
  const { result } = answer;
  const look = LOOK[result.outcome];
  return (
    <Alert color={look.color} variant="light" title={look.title} icon={<look.Icon aria-hidden />} role="status" aria-live="polite">
      <Text fw={700} size="lg">
        {result.name}
        {result.participantCount > 1 ? ` (${result.participantCount} people)` : ''}
      </Text>
      <Text size="sm">
        {result.className}, {shortDate(result.date)}, {timeRange(result.startTime, result.endTime)}
      </Text>
      <Text size="sm" fw={500} mt={4}>
        {result.message}
      </Text>
    </Alert>
  );
}
