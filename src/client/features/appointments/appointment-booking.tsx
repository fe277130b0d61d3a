import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef, useState } from 'react';
import type { AppointmentCreatedDto, AppointmentTypeDto } from '../../../domain/appointments/dto';
import type { FreeTime } from '../../../domain/availability';
import { addDays, londonToday, mondayOf } from '../../../domain/time';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage } from '../../components/payment/error-message';
import { useHold } from '../../components/payment/use-hold';
import { useShowConfirmation } from '../../components/payment/use-confirmation';
import { trpc } from '../../trpc';
import { PaymentStep, preparedPayment } from '../../components/payment/payment-step';
import { AppointmentSummary } from './appointment-summary';
import { type AppointmentDetails, DetailsForm, EMPTY_DETAILS, type MembershipChoice, type PayBy } from './details-form';
import { TypeChoice } from './type-choice';
import { CreditCodeStep } from '../../components/credit-code-step';
import { MembershipCodeStep, membershipRefusal } from '../../components/membership-code-step';
import { voucherLeft, voucherRefusal } from '../../components/voucher-code-input';
import { formatPence } from '../../../domain/money';
import type { HealthAnswers } from '../../../domain/appointments/rules';
import { WeekTimes } from '../../components/week-times';
import { completeHealth, EMPTY_HEALTH, type HealthDraft, HealthQuestions } from '../../components/health-questions';

type Step = 'type' | 'time' | 'details' | 'credit' | 'membership' | 'health' | 'pay' | 'done';

const STEP_TITLES: Record<Step, string> = {
  type: 'Choose a session',
  time: 'Choose a time',
  details: 'Your details',
  credit: 'Pay with a package credit',
  membership: 'Book with your membership',
  health: 'Your health questionnaire',
  pay: 'Payment',
  done: 'Booking Confirmed!',
};

/** The server's 409: somebody else took the time between the list and her tap. */
export function timeGone(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code === 'CONFLICT' ? error.message || 'That time has just been taken. Please choose another.' : null;
}

/** What the server takes of her details for any booking: who she is and her notes. */
const contactOf = ({ voucherCode: _voucher, ...contact }: AppointmentDetails) => contact;
/** The voucher, only when she typed one (a card payment: a package credit needs none). */
const voucherOf = ({ voucherCode }: AppointmentDetails) => (voucherCode.trim() ? { voucherCode: voucherCode.trim() } : {});

/**
 * What proves her address and pays without a card, kept for the health step's second try: a package credit's token,
 * or her membership (its code; null when her account session proves it).
 */
type Proof = { via: 'credit'; token: string } | { via: 'membership'; code: string | null };

/** Whether her membership may book this time, and how (decision 793): signed in and included, by her code, or not offered. */
export function membershipChoice(
  plansIncludeAppointments: boolean,
  quote: { email: string | null; included: boolean; reason?: string | null } | undefined,
): MembershipChoice {
  if (quote?.email && quote.included) return 'signed-in';
  // Signed in with a membership that cannot book it: the reason is shown, and her code would be refused the same.
  if (quote?.email && quote.reason) return null;
  return plansIncludeAppointments ? 'code' : null;
}

/** The server's 400 naming `health`: no answers on file for her (she has proved the address with her code). */
export function healthNeeded(error: unknown): boolean {
  return error instanceof TRPCClientError && /^health: /.test(error.message);
}

/** The week to show first and the limits of the week buttons, from today in London and the type's horizon. */
export function weekBounds(today: string, horizonDays: number) {
  const first = mondayOf(today);
  const last = mondayOf(addDays(today, horizonDays));
  return { first, last };
}

/**
 * A personal-training appointment booked online: the session, a free time of a week (London), her details,
 * then the card (the same hold and payment step as a class) or nothing for a free one.
 */
export function AppointmentBooking() {
  const utils = trpc.useUtils();
  const [step, setStep] = useState<Step>('type');
  const [type, setType] = useState<AppointmentTypeDto | null>(null);
  const [time, setTime] = useState<FreeTime | null>(null);
  const [details, setDetails] = useState<AppointmentDetails>(EMPTY_DETAILS);
  const [health, setHealth] = useState<HealthAnswers | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [proof, setProof] = useState<Proof | null>(null);
  const [draft, setDraft] = useState<HealthDraft>(EMPTY_HEALTH);
  const [draftTried, setDraftTried] = useState(false);
  const today = londonToday();
  const [monday, setMonday] = useState(() => mondayOf(today));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const types = trpc.appointments.types.useQuery();
  const availability = trpc.appointments.availability.useQuery(
    { typeId: type?.id ?? 0, from: monday, to: addDays(monday, 6) },
    { enabled: type !== null && step === 'time' },
  );
  const held = useHold({ onLost: () => setStep('details') });
  // Her membership (decision 793): offered when a plan on sale includes appointments; signed in, her account says
  // at once whether it books this time (signed out the answer is `email: null`, never a 401).
  const plans = trpc.memberships.plans.useQuery(undefined, { enabled: type !== null && type.pricePence > 0 });
  const memberQuote = trpc.memberships.appointmentQuote.useQuery(
    { start: time?.start ?? '' },
    { enabled: time !== null && type !== null && type.pricePence > 0, retry: false, refetchOnWindowFocus: false },
  );
  const membership = membershipChoice(plans.data?.some((p) => p.includesAppointments) ?? false, memberQuote.data);
  const memberRefusal = memberQuote.data?.email && !memberQuote.data.included ? memberQuote.data.reason : null;
  // Which way the booking in flight pays, for the answer's handler (its options are those of the render that sent
  // it): a refusal is said where she chose it.
  const via = useRef<PayBy>('card');
  const showConfirmation = useShowConfirmation();
  /**
   * Booked (paid, or nothing to pay): the confirmation screen that stays, as after a class (reference, time, place,
   * calendar); this card's own last step only if it cannot be shown. What a gift voucher has left is said on the way.
   */
  const confirmed = (result: AppointmentCreatedDto | undefined) => {
    const left = voucherLeft(result);
    void (result?.orderId ? showConfirmation({ order: result.orderId }) : Promise.resolve(false)).then((shown) => {
      if (!shown) setStep('done');
      else if (left) notifySuccess('Gift voucher', `Your gift voucher paid ${formatPence(result!.voucherPence!)}: ${left}.`);
    });
  };
  const book = trpc.appointments.book.useMutation({
    onSuccess: (result) => {
      void utils.appointments.availability.invalidate();
      if (!result.success) {
        notifyError('Booking Error', result.message || 'Failed to book. Please try again.');
        return;
      }
      if (result.clientSecret) {
        held.hold(result.clientSecret);
        setStep('pay');
      } else confirmed(result);
    },
    onError: (error) => {
      // A credit or her membership for a first session: she answers the questionnaire, then the same proof books
      // it (decision 700).
      if (via.current !== 'card' && healthNeeded(error)) {
        setStep('health');
        return;
      }
      // With a credit or a membership, the step (or her details) says what went wrong (no live credit, a month
      // used up, the time taken meanwhile).
      if (via.current !== 'card') return;
      if (voucherRefusal(error)) return;
      const gone = timeGone(error);
      if (gone) {
        // Her time went to somebody else: the week is read again and she picks another.
        setNotice(gone);
        setTime(null);
        setStep('time');
        void utils.appointments.availability.invalidate();
      } else notifyError('Booking Error', errorMessage(error, 'Failed to book. Please try again.'));
    },
  });

  // A new step takes the keyboard's focus to its heading (not on first render: the page is read from the top).
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const bounds = type ? weekBounds(today, type.horizonDays) : null;

  const chooseType = (chosen: AppointmentTypeDto) => {
    setType(chosen);
    setMonday(mondayOf(today));
    setNotice(null);
    setStep('time');
  };

  /**
   * With her proof (a credit's token, her membership's code or session): her answers when she gave them; without,
   * the server uses those on file or asks for them.
   */
  const bookWith = (given: Proof, answers: HealthAnswers | null = health, contact: AppointmentDetails = details) => {
    if (!type || !time) return;
    setProof(given);
    via.current = given.via;
    book.mutate({
      typeId: type.id,
      start: new Date(time.start),
      ...contactOf(contact),
      ...(answers ? { health: answers } : {}),
      ...(given.via === 'credit'
        ? { creditToken: given.token }
        : { useMembership: true, ...(given.code ? { membershipCode: given.code } : {}) }),
    });
  };

  const submit = (values: AppointmentDetails, answers: HealthAnswers | null, payBy: PayBy) => {
    if (!type || !time) return;
    setDetails(values);
    setHealth(answers);
    book.reset();
    if (payBy === 'credit') setStep('credit');
    else if (payBy === 'membership') {
      // Signed in, her session proves it: booked from here. Signed out: her code first.
      if (membership === 'signed-in') bookWith({ via: 'membership', code: null }, answers, values);
      else setStep('membership');
    } else if (answers) {
      via.current = 'card';
      setProof(null);
      book.mutate({ typeId: type.id, start: new Date(time.start), ...contactOf(values), health: answers, ...voucherOf(values) });
    }
  };

  const answerThenBook = () => {
    const answers = completeHealth(draft);
    setDraftTried(true);
    if (!answers || !proof) return;
    setHealth(answers);
    bookWith(proof, answers);
  };

  /** Back from the card: the time is given back and taken again when she continues. */
  const backFromPayment = () => {
    held.leave();
    book.reset();
    void utils.appointments.availability.invalidate();
    setStep('details');
  };

  const restart = () => {
    book.reset();
    setProof(null);
    setDraft(EMPTY_HEALTH);
    setDraftTried(false);
    setType(null);
    setTime(null);
    setNotice(null);
    setStep('type');
  };

  return (
    <Container size="lg" py={{ base: 24, md: 40 }} data-testid="appointment-booking">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} fz="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {STEP_TITLES[step]}
          </Title>
          {type && step !== 'type' && <AppointmentSummary type={type} time={step === 'time' ? null : time} />}
          {step === 'type' && (
            <TypeChoice
              types={types.data}
              loading={types.isPending}
              failed={types.isError}
              onRetry={() => void types.refetch()}
              onChoose={chooseType}
            />
          )}
          {step === 'time' && type && bounds && (
            <>
              <WeekTimes
                monday={monday}
                times={availability.data?.times}
                loading={availability.isPending}
                failed={availability.isError}
                canGoBack={monday > bounds.first}
                canGoOn={monday < bounds.last}
                notice={notice}
                onPrev={() => setMonday((m) => addDays(m, -7))}
                onNext={() => setMonday((m) => addDays(m, 7))}
                onRetry={() => void availability.refetch()}
                onPick={(picked) => {
                  setTime(picked);
                  setNotice(null);
                  setStep('details');
                }}
              />
              <Anchor component="button" type="button" fz="sm" onClick={restart} style={{ alignSelf: 'flex-start' }}>
                Choose a different session
              </Anchor>
            </>
          )}
          {step === 'details' && type && (
            <>
              {memberRefusal && (
                <Text fz="sm" c="dimmed" data-testid="membership-refusal">
                  Your membership: {memberRefusal}
                </Text>
              )}
              <DetailsForm
                // Signed in as a member: her account's e-mail is the membership's (the server checks it is).
                key={membership === 'signed-in' ? 'member' : 'visitor'}
                initialValues={
                  membership === 'signed-in' && !details.email && memberQuote.data?.email
                    ? { ...details, email: memberQuote.data.email }
                    : details
                }
                free={type.pricePence === 0}
                creditable={type.acceptsTrainingCredits || type.creditPackIds.length > 0}
                membership={membership}
                membershipError={
                  proof?.via === 'membership' && book.error && !healthNeeded(book.error) ? membershipRefusal(book.error) : null
                }
                busy={book.isPending}
                voucherError={voucherRefusal(book.error)}
                onSubmit={submit}
                onBack={() => setStep('time')}
              />
            </>
          )}
          {step === 'credit' && type && (
            <CreditCodeStep
              for="session"
              email={details.email}
              busy={book.isPending}
              error={book.error ? errorMessage(book.error, 'Failed to book with a credit. Please try again.') : null}
              onVerified={(token) => bookWith({ via: 'credit', token })}
              onBack={() => setStep('details')}
            />
          )}
          {step === 'membership' && type && (
            <MembershipCodeStep
              for="session"
              email={details.email}
              busy={book.isPending}
              error={book.error && !healthNeeded(book.error) ? membershipRefusal(book.error) : null}
              onSubmit={(code) => bookWith({ via: 'membership', code })}
              onBack={() => setStep('details')}
            />
          )}
          {step === 'health' && type && (
            <Stack gap="sm" data-testid="credit-health">
              <Text>We have no health answers from you yet: please answer them before your first session.</Text>
              <HealthQuestions value={draft} onChange={setDraft} showMissing={draftTried} />
              {book.error && !healthNeeded(book.error) && (
                <Text c="red.8" size="sm" role="alert">
                  {proof?.via === 'membership'
                    ? membershipRefusal(book.error)
                    : errorMessage(book.error, 'Failed to book with a credit. Please try again.')}
                </Text>
              )}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep('details')} disabled={book.isPending}>
                  Back
                </Button>
                <Button onClick={answerThenBook} loading={book.isPending}>
                  {proof?.via === 'membership' ? 'Book with my membership' : 'Book with a credit'}
                </Button>
              </Group>
            </Stack>
          )}
          {step === 'pay' && type && (
            <PaymentStep
              payment={preparedPayment(book)}
              pricePence={type.pricePence}
              discountCode={null}
              purchase="session"
              onPaid={() => {
                held.settled();
                confirmed(book.data);
              }}
              onBack={backFromPayment}
            />
          )}
          {step === 'done' && (
            <Stack gap="sm" align="flex-start" data-testid="appointment-confirmed">
              <Text style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <IconCircleCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden />
                Your session is booked. We have e-mailed the details to {details.email}.
              </Text>
              {voucherLeft(book.data) && (
                <Text fz="sm" data-testid="voucher-left">
                  Your gift voucher paid {formatPence(book.data!.voucherPence!)}: {voucherLeft(book.data)}.
                </Text>
              )}
              <Button variant="light" onClick={restart}>
                Book another session
              </Button>
            </Stack>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
