import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SlotBatchResult } from '../../../../domain/dto';
import { addDays, formatLongDate, isIsoDate, mondayOf } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { notifyError } from '../notify';
import { BatchOutcome, notifyBatch } from './series-form';

/** Copies the week of `date` (its active slots) to the week the owner picks, next week unless changed. */
export function CopyWeekForm({ date, onDone }: { date: string; onDone: () => void }) {
  const from = mondayOf(date);
  const [to, setTo] = useState(addDays(from, 7));
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<SlotBatchResult | null>(null);
  const utils = trpc.useUtils();
  const copy = trpc.admin.schedule.copyWeek.useMutation({
    onSuccess: (made) => {
      notifyBatch('Week Copied', made);
      if (made.skipped.length === 0) onDone();
      else setResult(made);
    },
    onError: (e) => notifyError('Failed to copy the week', e),
    onSettled: () => Promise.all([utils.admin.schedule.invalidate(), utils.schedule.invalidate()]),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const problem = !isIsoDate(to) ? 'Choose a date in the target week' : mondayOf(to) === from ? 'Choose a different week' : null;
        setError(problem);
        if (!problem) copy.mutate({ fromWeek: from, toWeek: to });
      }}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm">
          Copies every active slot of the week starting {formatLongDate(from)} to the same days and times of the week you choose. Slots that
          would overlap one already there are left out.
        </Text>
        <TextInput
          label="Any date in the target week"
          type="date"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={error}
          description={isIsoDate(to) ? `Week starting ${formatLongDate(mondayOf(to))}` : undefined}
        />
        {result && <BatchOutcome result={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={copy.isPending}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          {!result && (
            <Button type="submit" loading={copy.isPending}>
              Copy Week
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
