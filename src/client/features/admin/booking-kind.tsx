import { Badge } from '@mantine/core';
import type { AdminBookingDto } from '../../../domain/dto';

// Apart from the bookings table so the overview tab can show kinds without the table's status Select and
// the shared zod schemas (~37 KB gzip) in its chunk (decision 162).

export const KIND_LABELS: Record<AdminBookingDto['kind'], string> = {
  booking: 'Class',
  class_checkout: 'Class (checkout)',
  training: 'Training',
  pack: 'Class pack',
  appointment: 'Appointment',
  move: 'Class move (difference)',
  voucher: 'Gift voucher',
  membership: 'Membership (monthly)',
};

/** Class or training: every row says which it is, next to its reference. */
export function KindBadge({ kind }: { kind: AdminBookingDto['kind'] }) {
  return (
    <Badge size="xs" variant="light" color={kind === 'training' ? 'violet' : 'blue'}>
      {KIND_LABELS[kind]}
    </Badge>
  );
}

/** Unique across both kinds: 'B-12' and 'T-12' are different rows. */
export const rowKey = (row: Pick<AdminBookingDto, 'ref'>) => row.ref;
