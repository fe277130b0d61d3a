import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatPence } from '../../../domain/money';
import { dayjs, formatLongDate, formatTime12h, LONDON } from '../../../domain/time';
import type { OfferClaimResult, OfferViewDto } from '../../../domain/waitlist';
import { notifySuccess } from '../../components/notify';
import { errorMessage, PaymentForm } from '../../components/payment/payment-form';
import { useHashToken } from '../../components/use-hash-token';
import { LinkLoading, LinkProblem } from '../../components/private-link-states';
import { trpc } from '../../trpc';

const untilText = (iso: string) => {
  const d = dayjs(iso).tz(LONDON);
  return `${formatTime12h(d.format('HH:mm'))} on ${formatLongDate(d.format('YYYY-MM-DD'))}`;
};

function OfferFacts({ view }: { view: OfferViewDto }) {
  return (
    <Stack gap={4}>
      <Text>
        <strong>Date:</strong> {formatLongDate(view.date)}
      </Text>
      <Text>
        <strong>Time:</strong> {formatTime12h(view.startTime)} - {formatTime12h(view.endTime)}
      </Text>
      <Text>
        <strong>Location:</strong> {view.location ?? 'Virtual Class'}
      </Text>
    </Stack>
  );
}

/** The form that turns the offer into a booking: the booking form's details the waiting list did not ask for. */
function ClaimForm({
  view,
  busy,
  error,
  onClaim,
  onDecline,
}: {
  view: OfferViewDto;
  busy: boolean;
  error: string | null;
  onClaim: (v: { classTypeId?: number; phone: string; specialRequests: string; discountCode?: string }) => void;
  onDecline: () => void;
}) {
  const [classTypeId, setClassTypeId] = useState<string | null>(
    view.classes.length === 1 ? String(view.classes[0]!.classTypeId ?? '') : null,
  );
  const [phone, setPhone] = useState('');
  const [specialRequests, setSpecialRequests] = useState('');
  const [discountCode, setDiscountCode] = useState('');
  const chosen =
    view.classes.find((c) => String(c.classTypeId ?? '') === classTypeId) ?? (view.classes.length === 1 ? view.classes[0] : undefined);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onClaim({
          classTypeId: chosen?.classTypeId ?? undefined,
          phone,
          specialRequests,
          discountCode: discountCode.trim() || undefined,
        });
      }}
    >
      <Stack gap="sm">
        {view.classes.length > 1 ? (
          <NativeSelect
            label="Class"
            required
            data={[
              { value: '', label: 'Choose a class' },
              ...view.classes.map((c) => ({ value: String(c.classTypeId ?? ''), label: `${c.name} (${formatPence(c.pricePence)})` })),
            ]}
            value={classTypeId ?? ''}
            onChange={(e) => setClassTypeId(e.currentTarget.value || null)}
          />
        ) : (
          <Text>
            <strong>Class:</strong> {chosen?.name} ({chosen ? formatPence(chosen.pricePence) : ''})
          </Text>
        )}
        <TextInput label="Phone" required type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} />
        <Textarea
          label="Special requests"
          value={specialRequests}
          onChange={(e) => setSpecialRequests(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <TextInput label="Discount code" value={discountCode} onChange={(e) => setDiscountCode(e.currentTarget.value)} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          <Button type="button" variant="subtle" color="gray" onClick={onDecline}>
            I cannot come: let the place go
          </Button>
          <Button type="submit" loading={busy} disabled={view.classes.length > 1 && !chosen}>
            Claim my place
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /waitlist#<token>: the offer of a freed place, from the e-mail sent to the first in line. */
export function OfferSection() {
  const token = useHashToken();
  const view = trpc.waitlist.viewOffer.useMutation();
  const { mutate } = view;
  const claim = trpc.waitlist.claimOffer.useMutation();
  const decline = trpc.waitlist.declineOffer.useMutation({
    onSuccess: () => {
      if (view.data?.status === 'waiting') notifySuccess('You have left the waiting list', 'Thank you for letting us know.');
      else notifySuccess('Place let go', 'Thank you for letting us know: the next person on the list has been offered it.');
      if (token) mutate({ token });
    },
  });
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [payment, setPayment] = useState<OfferClaimResult | null>(null);
  const [booked, setBooked] = useState(false);
  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  let body: React.ReactNode;
  if (token === null || view.error) {
    const notFound = token === null || view.error?.data?.code === 'NOT_FOUND';
    body = (
      <LinkProblem
        notFound={notFound}
        notFoundTitle="This link is not valid"
        failedTitle="The offer could not be loaded"
        hint="Check that you opened the whole link from your latest e-mail."
        next={{ to: '/booking', label: 'See the class schedule' }}
      />
    );
  } else if (!view.data) {
    body = <LinkLoading what="your offer" />;
  } else if (booked || view.data.status === 'claimed') {
    body = (
      <Alert color="teal" title="Your place is booked" role="status">
        <Text>We have sent the confirmation to {view.data.email}. See you in class!</Text>
      </Alert>
    );
  } else if (view.data.status === 'waiting') {
    body = (
      <Stack gap="md">
        <OfferFacts view={view.data} />
        <Alert color="blue" title={`You are number ${view.data.position ?? '?'} on the waiting list`} role="status">
          <Text>If a place comes free, we will e-mail you and keep it for you for a while.</Text>
        </Alert>
        <Group>
          <Button variant="default" color="red" loading={decline.isPending} onClick={() => token && decline.mutate({ token })}>
            Leave the waiting list
          </Button>
        </Group>
      </Stack>
    );
  } else if (view.data.status === 'left') {
    body = (
      <Stack gap="md">
        <OfferFacts view={view.data} />
        <Alert color="gray" title="You have left the waiting list" role="status">
          <Anchor component={Link} to="/booking">
            See the class schedule
          </Anchor>
        </Alert>
      </Stack>
    );
  } else if (view.data.status !== 'offered') {
    body = (
      <Stack gap="md">
        <OfferFacts view={view.data} />
        <Alert color="gray" title={view.data.status === 'declined' ? 'You let this place go' : 'This offer has ended'} role="status">
          <Text>The place has been passed on to the next person on the waiting list.</Text>
          <Anchor component={Link} to="/booking" mt="xs" display="inline-block">
            See the class schedule
          </Anchor>
        </Alert>
      </Stack>
    );
  } else if (payment) {
    body = (
      <Stack gap="md">
        <OfferFacts view={view.data} />
        <Text>
          {payment.description}: <strong>{formatPence(payment.amountPence)}</strong>
        </Text>
        <PaymentForm
          clientSecret={payment.clientSecret}
          amountPence={payment.amountPence}
          processingLabel="Processing Payment..."
          onPaid={() => {
            setBooked(true);
            notifySuccess('Payment Successful', 'Your place is booked. We have sent you a confirmation e-mail.');
          }}
        />
      </Stack>
    );
  } else {
    const data = view.data;
    body = (
      <Stack gap="md">
        <Text>
          Hello {data.name}, a place has come free and we are keeping it for you until{' '}
          <strong>{data.offeredUntil ? untilText(data.offeredUntil) : 'soon'}</strong>.
        </Text>
        <OfferFacts view={data} />
        <ClaimForm
          view={data}
          busy={claim.isPending}
          error={claim.error ? errorMessage(claim.error, 'Your place could not be claimed. Please try again.') : null}
          onClaim={(v) =>
            token &&
            claim.mutate(
              { token, ...v },
              {
                onSuccess: (result) => {
                  if (result.status === 'confirmed') {
                    setBooked(true);
                    notifySuccess('Place booked', 'There was nothing to pay. We have sent you a confirmation e-mail.');
                  } else setPayment(result);
                },
                onError: () => mutate({ token }),
              },
            )
          }
          onDecline={() => setConfirmDecline(true)}
        />
      </Stack>
    );
  }
  return (
    <Container size="sm" py={{ base: 24, md: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>A place for you</Title>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          {body}
        </Paper>
      </Stack>
      <Modal opened={confirmDecline} onClose={() => setConfirmDecline(false)} title="Let the place go?" centered>
        <Stack gap="md">
          <Text>The place will be offered to the next person on the waiting list. You cannot undo this.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDecline(false)}>
              Keep my offer
            </Button>
            <Button
              color="red"
              loading={decline.isPending}
              onClick={() => {
                setConfirmDecline(false);
                if (token) decline.mutate({ token });
              }}
            >
              Let it go
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
