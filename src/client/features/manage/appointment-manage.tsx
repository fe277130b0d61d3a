import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useState } from 'react';
import { addDays, londonToday, mondayOf } from '../../../domain/time';
import { errorMessage } from '../../components/payment/error-message';
import { PaymentStep } from '../../components/payment/payment-step';
import { notifySuccess } from '../../components/notify';
import { LinkLoading, LinkProblem } from '../../components/private-link-states';
import { trpc } from '../../trpc';
import { AppointmentDetails, CancelAppointment, HealthOnLink, RescheduleAppointment } from './appointment-parts';

/** How far ahead the week buttons go; the server offers nothing past the type's horizon anyway. */
const WEEKS_AHEAD = 26;

const codeOf = (error: unknown) => (error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined);

/**
 * Her appointment through the e-mailed manage link: the details, the health questionnaire when a first session
 * needs it, the card payment of a time the owner held for her, moving it to another free time and cancelling
 * under the terms. Every answer comes from the server; the page only asks and shows.
 */
export function AppointmentManage({ token, contact }: { token: string; contact: string }) {
  const view = trpc.manage.appointment.useMutation();
  const { mutate } = view;
  const refresh = useCallback(() => mutate({ token }), [mutate, token]);
  useEffect(() => refresh(), [refresh]);

  const today = londonToday();
  const first = mondayOf(today);
  const [monday, setMonday] = useState(first);
  const [moving, setMoving] = useState(false);
  const [paying, setPaying] = useState(true);
  const times = trpc.manage.appointmentTimes.useMutation();
  const loadTimes = times.mutate;
  useEffect(() => {
    if (moving) loadTimes({ token, from: monday, to: addDays(monday, 6) });
  }, [moving, monday, token, loadTimes]);

  const reschedule = trpc.manage.appointmentReschedule.useMutation({
    onSuccess: () => {
      setMoving(false);
      notifySuccess('Session moved', 'We have e-mailed you the new time.');
      refresh();
    },
    onError: (error) => {
      // Taken meanwhile: the week is read again and she picks another.
      if (codeOf(error) === 'CONFLICT') loadTimes({ token, from: monday, to: addDays(monday, 6) });
      refresh();
    },
  });
  const cancel = trpc.manage.appointmentCancel.useMutation({
    onSuccess: (result) => {
      if (result.cancelled)
        notifySuccess(
          'Session cancelled',
          result.refundPence > 0
            ? 'Your refund is on its way. We have sent you an e-mail.'
            : result.credit
              ? 'Your package credit is back in your balance. We have sent you an e-mail.'
              : 'We have sent you an e-mail.',
        );
      refresh();
    },
    // The refund changed (a tier boundary passed): the new quote is shown.
    onError: () => refresh(),
  });
  const health = trpc.manage.appointmentHealth.useMutation({
    onSuccess: () => {
      notifySuccess('Thank you', 'Your answers have been sent to your trainer.');
      refresh();
    },
  });

  if (view.error) {
    const notFound = codeOf(view.error) === 'NOT_FOUND';
    return (
      <LinkProblem
        notFound={notFound}
        notFoundTitle="This link is not valid or has expired"
        failedTitle="Your appointment could not be loaded"
        hint="Links in our e-mails work until the session has taken place. Check that you opened the whole link from your latest e-mail."
        extra={contact}
        next={{ to: '/booking', label: 'Book a session' }}
      />
    );
  }
  const data = view.data;
  if (!data) return <LinkLoading what="your appointment" />;
  const live = data.status === 'confirmed' || data.status === 'held';
  return (
    <Stack gap="lg">
      <AppointmentDetails view={data} />
      {live && data.healthRequired && (
        <Stack gap="xs">
          <Alert color="yellow" title="Before your first session" role="status">
            Please answer the health questionnaire below{data.status === 'held' ? ': the card payment opens once it is answered.' : '.'}
          </Alert>
          <HealthOnLink
            busy={health.isPending}
            error={health.error ? errorMessage(health.error, 'Your answers could not be sent. Please try again.') : null}
            onSubmit={(answers) => health.mutate({ token, health: answers })}
          />
        </Stack>
      )}
      {data.status === 'held' && data.payment && paying && (
        <Stack gap="xs">
          <Text fw={600}>Pay for your session</Text>
          <PaymentStep
            payment={{
              status: 'ready',
              booking: {
                success: true,
                message: '',
                clientSecret: data.payment.clientSecret,
                amountPence: data.payment.amountPence,
                holdExpiresAt: data.payment.holdExpiresAt,
              },
            }}
            pricePence={data.payment.amountPence}
            discountCode={null}
            onPaid={() => {
              notifySuccess('Payment received', 'Your session is confirmed. We have sent you an e-mail.');
              refresh();
            }}
            onBack={() => setPaying(false)}
          />
        </Stack>
      )}
      {data.status === 'confirmed' && (
        <RescheduleAppointment
          view={data}
          monday={monday}
          times={times.data?.times}
          loading={times.isPending || (moving && !times.data && !times.error)}
          failed={times.isError}
          canGoBack={monday > first}
          canGoOn={monday < addDays(first, 7 * WEEKS_AHEAD)}
          open={moving}
          busy={reschedule.isPending}
          error={reschedule.error ? errorMessage(reschedule.error, 'Your session could not be moved. Please try again.') : null}
          onOpen={() => setMoving(true)}
          onClose={() => setMoving(false)}
          onPrev={() => setMonday((m) => addDays(m, -7))}
          onNext={() => setMonday((m) => addDays(m, 7))}
          onRetry={() => loadTimes({ token, from: monday, to: addDays(monday, 6) })}
          onConfirm={(time) => reschedule.mutate({ token, start: new Date(time.start) })}
        />
      )}
      {(live || cancel.error) && (
        <CancelAppointment
          cancellation={data.cancellation}
          paidWith={data.paidWith}
          busy={cancel.isPending}
          error={cancel.error ? errorMessage(cancel.error, 'Your session could not be cancelled. Please try again.') : null}
          onConfirm={(refundPence) => cancel.mutate({ token, refundPence })}
        />
      )}
    </Stack>
  );
}
