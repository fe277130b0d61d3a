import type { BookingCreatedDto } from '../../../../domain/dto';
import { MembershipCodeStep, membershipRefusal } from '../../../components/membership-code-step';
import { trpc } from '../../../trpc';
import type { BookingFormValues } from './booking-form';

/**
 * A class booked signed out with her membership code (decision 741): the shared code step, booking through
 * `memberships.book`; the server's refusal is said in the step.
 */
export function MembershipStep({
  values,
  classTypeId,
  scheduleId,
  onBack,
  onBooked,
}: {
  values: BookingFormValues;
  classTypeId: number;
  scheduleId: number;
  onBack: () => void;
  onBooked: (result: BookingCreatedDto) => void;
}) {
  const book = trpc.memberships.book.useMutation({
    onSuccess: (result) => {
      if (result.success) onBooked(result);
    },
  });
  const error = book.data && !book.data.success ? book.data.message : book.error ? membershipRefusal(book.error) : null;
  return (
    <MembershipCodeStep
      email={values.email}
      for="class"
      busy={book.isPending}
      error={error}
      onSubmit={(code) =>
        book.mutate({
          scheduleId,
          classTypeId,
          name: values.name,
          email: values.email,
          phone: values.phone,
          membershipCode: code,
        })
      }
      onBack={onBack}
    />
  );
}
