import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, Stack, Text } from '@mantine/core';
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
import { MembershipStep } from './membership-step';
import type { BookingCreatedDto } from '../../../../domain/dto';
import { PaymentStep, preparedPayment } from '../../../components/payment/payment-step';

// Refusals the server explains (full slot, price changed, too many requests) are shown with its message.
const EXPLAINED = new Set(['BAD_REQUEST', 'CONFLICT', 'NOT_FOUND', 'PRECONDITION_FAILED', 'TOO_MANY_REQUESTS', 'UNPROCESSABLE_CONTENT']);

function explainedMessage(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code && EXPLAINED.has(code) && error.message ? error.message : null;
}

/** 'Book Your Class' -> 'Complete Your Booking' (or 'Book with a Credit') -> the confirmation screen (SPEC §2, §4, §8). */
export default function BookingDialog({ choice, onClose }: { choice: BookChoice; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const utils = trpc.useUtils();
  const [step, setStep] = useState<'form' | 'payment' | 'credit' | 'membership'>('form');
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
  const places = values.participantCount;
  // Signed in with a membership that covers this class: no payment step (decision 741). Signed out: email null.
  const quote = trpc.memberships.quote.useQuery(
    { scheduleId: choice.slot.slot.id, classTypeId: choice.offer.classTypeId },
    { retry: false, refetchOnWindowFocus: false },
  );
  const member = quote.data?.included && quote.data.email ? { ...quote.data, email: quote.data.email } : null;
  const refusal = quote.data && !quote.data.included && quote.data.email ? quote.data.reason : null;
  const bookMember = trpc.memberships.bookSignedIn.useMutation();

  /** Booked without a card (a credit, a membership code): the same confirmation screen; the toast only if it cannot be shown. */
  const booked = (result: BookingCreatedDto) => {
    void utils.schedule.range.invalidate();
    void (result.orderId ? showConfirmation({ order: result.orderId }) : Promise.resolve(false)).then((shown) => {
      if (shown) return;
      notifySuccess('Booking Confirmed!', result.message);
      onClose();
    });
  };

  /** Booked with her membership: the same confirmation screen as a paid booking. */
  const submitMember = async (form: BookingFormValues) => {
    setValues(form);
    try {
      const result = await bookMember.mutateAsync({
        scheduleId: choice.slot.slot.id,
        classTypeId: choice.offer.classTypeId,
        name: form.name,
        phone: form.phone,
      });
      void utils.schedule.range.invalidate();
      if (!result.success) {
        notifyError('Booking Error', result.message || 'Failed to create booking');
        return;
      }
      const shown = result.orderId ? await showConfirmation({ order: result.orderId }) : false;
      if (shown) return;
      notifySuccess('Booking Confirmed!', result.message);
      onClose();
    } catch (error) {
      void quote.refetch();
      notifyError('Booking Error', explainedMessage(error) ?? 'Failed to process booking. Please try again.');
    }
  };

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
      // Several places (decision 780): hers and one per further attendee, paid together.
      ...(form.participantCount > 1 ? { participantCount: form.participantCount, attendees: form.attendees.map((a) => a.trim()) } : {}),
      // SPEC §3: the code is sent only when it was found valid.
      ...(checked.status === 'valid' ? { discountCode: checked.code } : {}),
      ...(form.voucherCode.trim() ? { voucherCode: form.voucherCode.trim() } : {}),
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
      title={
        step === 'form'
          ? 'Book Your Class'
          : step === 'credit'
            ? 'Book with a Credit'
            : step === 'membership'
              ? 'Book with a Membership'
              : 'Complete Your Booking'
      }
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="md" ref={content}>
        <BookingSummary choice={choice} includedIn={member && step === 'form' ? member.planName : null} />
        {step === 'form' && refusal ? (
          <Text fz="sm" c="dimmed" data-testid="membership-refusal">
            Your membership: {refusal}
          </Text>
        ) : null}
        {step === 'form' ? (
          <BookingForm
            // Her account's answer arrives after the form is drawn: the form starts again with her e-mail in it.
            key={member ? 'member' : 'visitor'}
            membership={member}
            pricePence={pricePence}
            spotsLeft={choice.slot.slot.availableSpots}
            discount={discount}
            initialValues={values}
            onDiscountBlur={(raw) => void checkDiscount(raw)}
            onSubmit={(form) => void (member ? submitMember(form) : submit(form))}
            onUseCredit={(form) => {
              setValues(form);
              setStep('credit');
            }}
            onUseMembershipCode={(form) => {
              setValues(form);
              setStep('membership');
            }}
            onCancel={close}
          />
        ) : step === 'membership' ? (
          <MembershipStep
            values={values}
            classTypeId={choice.offer.classTypeId}
            scheduleId={choice.slot.slot.id}
            onBack={() => setStep('form')}
            onBooked={booked}
          />
        ) : step === 'credit' ? (
          <CreditStep
            values={values}
            classTypeId={choice.offer.classTypeId}
            scheduleId={choice.slot.slot.id}
            onBack={() => setStep('form')}
            onBooked={booked}
          />
        ) : (
          <PaymentStep
            payment={preparedPayment(create)}
            pricePence={pricePence * places}
            discountCode={discount.status === 'valid' ? discount.code : null}
            onPaid={paid}
            onBack={back}
          />
        )}
      </Stack>
    </Modal>
  );
}
