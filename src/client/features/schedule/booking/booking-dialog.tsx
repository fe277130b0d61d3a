import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef, useState } from 'react';
import { normaliseDiscountCode } from '../../../../domain/discount';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useHold } from '../../../components/payment/use-hold';
import { useShowConfirmation } from '../../../components/payment/use-confirmation';
import { trpc } from '../../../trpc';
import type { BookChoice } from '../schedule-view';
import { BookingForm, EMPTY_BOOKING_FORM, type BookingFormValues, type DiscountState } from './booking-form';
import { BookingSummary } from './booking-summary';
import { CreditStep } from './credit-step';
import { PaymentStep, preparedPayment } from '../../../components/payment/payment-step';

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
  const showConfirmation = useShowConfirmation();
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

  // A new step replaces the button that had the focus: the focus goes to the step's heading (the dialog's
  // title), not to <body>, so keyboard and screen-reader users hear where they are.
  const content = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const title = content.current?.closest('[role="dialog"]')?.querySelector<HTMLElement>('.mantine-Modal-title');
    if (!title) return;
    title.tabIndex = -1;
    title.focus();
  }, [step]);

  // The check of the code in the field, shared by its blur and a tap on 'Continue to Payment' that follows it.
  const checking = useRef<{ code: string; result: Promise<DiscountState> } | null>(null);

  const checkDiscount = (raw: string): Promise<DiscountState> => {
    const code = normaliseDiscountCode(raw);
    latestCode.current = code;
    if (!code) {
      setDiscount({ status: 'idle' });
      return Promise.resolve({ status: 'idle' });
    }
    if (checking.current?.code === code) return checking.current.result;
    setDiscount({ status: 'checking', code });
    const result = validate.mutateAsync({ code }).then(
      (answer): DiscountState =>
        answer.valid
          ? { status: 'valid', code, result: answer }
          : { status: 'invalid', code, message: answer.error ?? 'Invalid discount code' },
      (): DiscountState => ({ status: 'invalid', code, message: 'Failed to validate discount code' }),
    );
    checking.current = { code, result };
    void result.then((state) => {
      if (latestCode.current === code) setDiscount(state);
      // A failed check may be tried again; an answered one is kept for this code.
      if (state.status === 'invalid' && state.message === 'Failed to validate discount code' && checking.current?.code === code)
        checking.current = null;
    });
    return result;
  };

  const submit = async (form: BookingFormValues) => {
    const code = normaliseDiscountCode(form.discountCode);
    // The tap that blurred the code field (or Enter in it) goes through once the code is checked: a valid code
    // is applied,
    // an invalid one she has not seen yet stops here with its message beside the field (seen, she may go on without it).
    const seen = discount.status === 'invalid' && discount.code === code;
    const checked = code ? await checkDiscount(code) : ({ status: 'idle' } as DiscountState);
    if (checked.status === 'invalid' && !seen) return;
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
      ...(checked.status === 'valid' ? { discountCode: checked.code } : {}),
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

  /** Paid, or nothing to pay: the confirmation screen, which stays (a toast only if it cannot be shown). */
  const paid = () => {
    held.settled();
    void utils.schedule.range.invalidate();
    const booked = create.data;
    const from = booked?.clientSecret ? { clientSecret: booked.clientSecret } : booked?.orderId ? { order: booked.orderId } : null;
    void (from ? showConfirmation(from) : Promise.resolve(false)).then((shown) => {
      if (shown) return;
      notifySuccess('Booking Confirmed!', "You'll receive an email confirmation shortly.");
      onClose();
    });
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
      <Stack gap="md" ref={content}>
        <BookingSummary choice={choice} />
        {step === 'form' ? (
          <BookingForm
            pricePence={pricePence}
            discount={discount}
            initialValues={values}
            onDiscountBlur={(raw) => void checkDiscount(raw)}
            onSubmit={(form) => void submit(form)}
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
