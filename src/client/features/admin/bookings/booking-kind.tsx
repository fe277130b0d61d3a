import { Badge } from '@mantine/core';
import type { AdminBookingDto } from '../../../../domain/dto';

// Apart from the bookings table so the overview tab can show kinds without the table's status Select and
// the shared zod schemas (~37 KB gzip) in its chunk (decision 162).

export const KIND_LABELS: Record<AdminBookingDto['kind'], string | null> = {
  booking: null,
  class_checkout: 'Checkout',
  training: 'Training',
};

/** Marks checkout and personal-training orders among class bookings (nothing for a plain booking). */
export function KindBadge({ kind }: { kind: AdminBookingDto['kind'] }) {
  const label = KIND_LABELS[kind];
  if (!label) return null;
  return (
    <Badge size="xs" variant="light" color={kind === 'training' ? 'violet' : 'blue'}>
      {label}
    </Badge>
  );
}

export const rowKey = (row: Pick<AdminBookingDto, 'kind' | 'id'>) => `${row.kind}-${row.id}`;
