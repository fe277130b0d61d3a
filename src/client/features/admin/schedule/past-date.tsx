import { formatLongDate, londonToday } from '../../../../domain/time';
import { useConfirm } from '../crud/use-crud';

/**
 * The schedule forms' one "that date has passed, create anyway?" step (single slots and weekly series):
 * `guard` goes straight on for today or later and asks first for a past date.
 */
export function usePastDateCheck() {
  const { ask, dialog } = useConfirm();
  const guard = (date: string, go: () => void) => {
    if (date >= londonToday()) return go();
    ask({
      title: 'Create in the past?',
      message: `${formatLongDate(date)} has passed. Slots on past dates are created too, but nobody can book them.`,
      confirmLabel: 'Create anyway',
      onConfirm: go,
    });
  };
  return { guard, dialog };
}
