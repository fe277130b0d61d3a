import { useState } from 'react';
import type { BookingCreatedDto } from '../../../../domain/dto';
import { CreditCodeStep } from '../../../components/credit-code-step';
import { errorMessage } from '../../../components/payment/error-message';
import { trpc } from '../../../trpc';
import type { BookingFormValues } from './booking-form';

/** Paying for a class with a class credit: the server books the place and spends the credit together. */
export function CreditStep(props: {
  values: BookingFormValues;
  classTypeId: number;
  scheduleId: number;
  onBooked: (result: BookingCreatedDto) => void;
  onBack: () => void;
}) {
  const { values, classTypeId, scheduleId, onBooked, onBack } = props;
  const [error, setError] = useState<string | null>(null);
  const book = trpc.bookings.createWithCredit.useMutation();
  const bookWith = async (creditToken: string) => {
    setError(null);
    try {
      const result = await book.mutateAsync({
        name: values.name,
        email: values.email,
        phone: values.phone,
        specialRequests: values.specialRequests,
        classTypeId,
        scheduleId,
        creditToken,
      });
      if (result.success) onBooked(result);
      else setError(result.message);
    } catch (e) {
      setError(errorMessage(e, 'Failed to book with a credit. Please try again.'));
    }
  };
  return (
    <CreditCodeStep
      email={values.email}
      for="class"
      busy={book.isPending}
      error={error}
      onVerified={(creditToken) => void bookWith(creditToken)}
      onBack={onBack}
    />
  );
}
