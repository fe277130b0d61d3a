import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TRPCClientError } from '@trpc/client';
import { useRef, useState } from 'react';
import { normaliseDiscountCode } from '../../../../domain/discount';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useHold } from '../../../components/payment/use-hold';
import { trpc } from '../../../trpc';
import type { BookChoice } from '../schedule-view';
import { BookingForm, EMPTY_BOOKING_FORM, type BookingFormValues, type DiscountState } from './booking-form';
import { BookingSummary } from './booking-summary';
import { CreditStep } from './credit-step';
import { PaymentStep, preparedPayment } from './payment-step';

// Refusals the server explains (full slot, price changed, too many requests) are shown with its message.
const EXPLAINED = new Set(['BAD_REQUEST', 'CONFLICT', 'NOT_FOUND', 'PRECONDITION_FAILED', 'TOO_MANY_REQUESTS', 'UNPROCESSABLE_CONTENT']);

function explainedMessage(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code && EXPLAINED.has(code) && error.message ? error.message : null;
}

/** 'Book Your Class' -> 'Complete Your Booking' -> toast and close (SPEC §2, §4, §8). */
export default function BookingDialog({ choice, onClose }: { choice: BookChoice; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const utils = trpc.useUtils();
  const [step, setStep] = useState<'form' | 'payment' | 'credit'>('form');
  const [values, setValues] = useState<BookingFormValues>(EMPTY_BOOKING_FORM);
  const [discount, setDiscount] = useState<DiscountState>({ status: 'idle' });
  const latestCode = useRef('');
  // Returning from another page after the place was given back: her details are still in the form.
  const held = useHold({ onLost: () => setStep('form') });
  const validate = trpc.discounts.validate.useMutation();
  const create = trpc.bookings.create.useMutation({
    onSuccess: (result) => {
      // A held place changes the availability everyone sees.
      void utils.schedule.range.invalidate();
      if (result.success && result.clientSecret) held.hold(result.clientSecret);
      if (!result.success) notifyError('Booking Error', result.message || 'Failed to create booking');
    },
    onError: (error) => {
      const explained = explainedMessage(error);
      if (explained) notifyError('Booking Error', explained);
      else notifyError('Error', 'Failed to process booking. Please try again.');
    },
  });

  const pricePence = choice.offer.pricePence;

  const checkDiscount = (raw: string) => {
    const code = normaliseDiscountCode(raw);
    latestCode.current = code;
    if (!code) {
      setDiscount({ status: 'idle' });
      return;
    }
    if (discount.status !== 'idle' && discount.code === code && discount.status !== 'checking') return;
    setDiscount({ status: 'checking', code });
    validate.mutate(
      { code },
      {
        onSuccess: (result) => {
          if (latestCode.current !== code) return;
          setDiscount(
            result.valid
              ? { status: 'valid', code, result }
              : { status: 'invalid', code, message: result.error ?? 'Invalid discount code' },
          );
        },
        onError: () => {
          if (latestCode.current === code) setDiscount({ status: 'invalid', code, message: 'Failed to validate discount code' });
        },
      },
    );
  };

  const submit = (form: BookingFormValues) => {
    const code = normaliseDiscountCode(form.discountCode);
    // Enter pressed in the code field skips its blur: check the code first, then let the visitor continue.
    if (code && (discount.status === 'idle' || discount.code !== code)) return checkDiscount(code);
    setValues(form);
    setStep('payment');
    create.mutate({
      name: form.name,
      email: form.email,
      phone: form.phone,
      specialRequests: form.specialRequests,
      classTypeId: choice.offer.classTypeId,
      scheduleId: choice.slot.slot.id,
      price: pricePence / 100,
      // SPEC §3: the code is sent only when it was found valid.
      ...(discount.status === 'valid' ? { discountCode: discount.code } : {}),
    });
  };

  /** Back to her details (kept); the place is given back and taken again when she continues. */
  const back = () => {
    held.leave();
    create.reset();
    setStep('form');
  };

  const close = () => {
    held.leave();
    onClose();
  };

  const paid = () => {
    held.settled();
    notifySuccess('Booking Confirmed!', "You'll receive an email confirmation shortly.");
    void utils.schedule.range.invalidate();
    onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      // A stray tap beside the dialog must neither lose her typed details nor give up the place she holds.
      closeOnClickOutside={false}
      title={step === 'form' ? 'Book Your Class' : step === 'credit' ? 'Book with a Credit' : 'Complete Your Booking'}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="md">
        <BookingSummary choice={choice} />
        {step === 'form' ? (
          <BookingForm
            pricePence={pricePence}
            discount={discount}
            initialValues={values}
            onDiscountBlur={checkDiscount}
            onSubmit={submit}
            onUseCredit={(form) => {
              setValues(form);
              setStep('credit');
            }}
            onCancel={close}
          />
        ) : step === 'credit' ? (
          <CreditStep
            values={values}
            classTypeId={choice.offer.classTypeId}
            scheduleId={choice.slot.slot.id}
            onBack={() => setStep('form')}
            onBooked={(result) => {
              notifySuccess('Booking Confirmed!', result.message);
              void utils.schedule.range.invalidate();
              onClose();
            }}
          />
        ) : (
          <PaymentStep
            payment={preparedPayment(create)}
            pricePence={pricePence}
            discountCode={discount.status === 'valid' ? discount.code : null}
            onPaid={paid}
            onBack={back}
          />
        )}
      </Stack>
    </Modal>
  );
}
