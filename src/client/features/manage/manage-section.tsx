import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useSiteData } from '../../components/site-data';
import { trpc } from '../../trpc';
import { useHashToken } from '../../components/use-hash-token';
import { LinkLoading, LinkProblem } from '../../components/private-link-states';
import { notifySuccess } from '../../components/notify';
import { DataActions, ErasedNotice, saveJson } from '../../components/data-actions';
import { PaymentForm } from '../../components/payment/payment-form';
import { formatPence } from '../../../domain/money';
import { formatLongDate, formatTime12h, londonWallClock } from '../../../domain/time';
import { AppointmentManage } from './appointment-manage';
import { BookingDetails } from './booking-details';
import { CancelBooking } from './cancel-booking';
import { CancelOffer } from './cancel-offer';

/** '2:30 PM on Monday, 2 March 2026' (UK time). */
function heldUntil(instant: string): string {
  const [date, time] = londonWallClock(new Date(instant)).split(' ') as [string, string];
  return `${formatTime12h(time)} on ${formatLongDate(date)}`;
}

export function ManageSection() {
  const token = useHashToken();
  const business = useSiteData();
  const view = trpc.manage.view.useMutation();
  const { mutate } = view;
  const exportData = trpc.manage.exportData.useMutation({ onSuccess: (data) => saveJson(data) });
  const eraseData = trpc.manage.eraseData.useMutation();
  const cancel = trpc.manage.cancel.useMutation({
    onSuccess: (result) => {
      if (result.cancelled) {
        notifySuccess(
          'Booking cancelled',
          result.refundPence > 0
            ? 'Your refund is on its way. We have sent you an e-mail.'
            : result.credit
              ? 'Your class credit is in your balance. We have sent you an e-mail.'
              : 'We have sent you an e-mail.',
        );
      }
      if (token) mutate({ token });
    },
    // The amount changed (a tier boundary passed): show the new quote.
    onError: () => token && mutate({ token }),
  });
  const choose = trpc.manage.choose.useMutation({
    onSuccess: (result) => {
      notifySuccess(
        'Thank you',
        result.choice === 'refund' ? 'Your refund is on its way. We have sent you an e-mail.' : 'Your class credit is in your balance.',
      );
      if (token) mutate({ token });
    },
  });
  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  const contact = business.contactEmail
    ? ` Please contact us at ${business.contactEmail} or ${business.contactPhone}.`
    : ' Please contact us.';
  let body: React.ReactNode;
  if (eraseData.isSuccess) {
    body = <ErasedNotice />;
  } else if (token === null || view.error) {
    const notFound = token === null || view.error?.data?.code === 'NOT_FOUND';
    body = (
      <LinkProblem
        notFound={notFound}
        notFoundTitle="This link is not valid or has expired"
        failedTitle="Your booking could not be loaded"
        hint="Links in our e-mails work until the class has taken place. Check that you opened the whole link from your latest e-mail."
        extra={contact}
        next={{ to: '/booking', label: 'See the class schedule' }}
      />
    );
  } else if (!view.data) {
    body = <LinkLoading what="your booking" />;
  } else if (view.data.kind === 'appointment' && token) {
    // A personal-training appointment: its own view, with moving it and the health questionnaire.
    body = (
      <Stack gap="lg">
        <AppointmentManage token={token} contact={contact} />
        <DataActions
          email={view.data.email}
          downloading={exportData.isPending}
          downloadError={exportData.error ? 'Your data could not be prepared. Please try again in a moment.' : null}
          onDownload={() => exportData.mutate({ token })}
          erasing={eraseData.isPending}
          eraseError={eraseData.error?.message ?? null}
          onErase={() => eraseData.mutate({ token })}
        />
      </Stack>
    );
  } else {
    const { cancellation } = view.data;
    body = (
      <Stack gap="lg">
        <BookingDetails view={view.data} />
        {view.data.payment && view.data.status === 'held' && (
          // A class booked for her by the owner with a card link: the place is held while she pays here.
          <Stack gap="xs">
            <Text>
              Your place is held until {heldUntil(view.data.payment.holdExpiresAt)}. Pay{' '}
              <strong>{formatPence(view.data.payment.amountPence)}</strong> by card to confirm it.
            </Text>
            <PaymentForm
              clientSecret={view.data.payment.clientSecret}
              amountPence={view.data.payment.amountPence}
              processingLabel="Processing Payment..."
              onPaid={() => {
                notifySuccess('Payment Successful', 'Your place is booked. We have sent you a confirmation e-mail.');
                if (token) mutate({ token });
              }}
            />
          </Stack>
        )}
        {view.data.offer && (
          <CancelOffer
            offer={view.data.offer}
            refundBy={view.data.cancellation?.refundBy}
            busy={choose.isPending}
            error={choose.error?.message ?? null}
            onChoose={(choice) => token && choose.mutate({ token, choice })}
          />
        )}
        {cancellation && (cancellation.allowed || view.data.kind === 'purchase' || view.data.status === 'confirmed') && (
          <CancelBooking
            cancellation={cancellation}
            busy={cancel.isPending}
            error={cancel.error?.message ?? null}
            onConfirm={(refundPence, choice) => token && cancel.mutate({ token, refundPence, choice })}
          />
        )}
        <DataActions
          email={view.data.email}
          downloading={exportData.isPending}
          downloadError={exportData.error ? 'Your data could not be prepared. Please try again in a moment.' : null}
          onDownload={() => token && exportData.mutate({ token })}
          erasing={eraseData.isPending}
          eraseError={eraseData.error?.message ?? null}
          onErase={() => token && eraseData.mutate({ token })}
        />
      </Stack>
    );
  }
  return (
    <Container size="sm" py={{ base: 24, md: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>Your booking</Title>
        {body}
      </Stack>
    </Container>
  );
}
