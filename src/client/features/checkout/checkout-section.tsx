import { Button, Container, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { Suspense, useEffect, useState } from 'react';
import type { CheckoutCreatedDto } from '../../../domain/dto';
import { formatPence } from '../../../domain/money';
import { notifySuccess } from '../../components/notify';
import { HeldUntil } from '../../components/payment/held-until';
import { errorMessage } from '../../components/payment/error-message';
import { useHold } from '../../components/payment/use-hold';
import { useShowConfirmation } from '../../components/payment/use-confirmation';
import { useBusinessName } from '../../components/use-business';
import { voucherLeft } from '../../components/voucher-code-input';
import { trpc } from '../../trpc';
import { type CheckoutParams, quoteInputOf, quoteKey } from './checkout-params';
import { useServerQuote } from './server-quote';
import { CustomerForm, type CustomerValues } from './customer-form';
import { ButtonLink } from '../../components/button-link';
import { intentHandlers, lazyWithPreload } from '../../components/load-on-intent';

export const RETURN_HOME_MS = 3000;

// The card form is shown only once she has given her details: its code loads when she reaches for the form.
const PaymentStep = lazyWithPreload(() => import('../../components/payment/payment-form').then((m) => ({ default: m.PaymentForm })));

function Loading() {
  return (
    <Group justify="center" gap="sm" py="xl" role="status">
      <Loader size="sm" aria-hidden />
      <Text>Setting up secure payment...</Text>
    </Group>
  );
}

/**
 * /checkout: the server's price, who is paying, the card form; then the confirmation screen (SPEC §2, §4).
 * `embedded`: inside another page with its own title (/booking?type=training), so its heading is a section's.
 */
export function CheckoutSection({ params, embedded = false }: { params: CheckoutParams; embedded?: boolean }) {
  const navigate = useNavigate();
  const name = useBusinessName();
  const input = quoteInputOf(params);
  // The server's price when it rendered this page (so the page is whole before any script runs); the query
  // still asks again, and its answer replaces it.
  const quote = trpc.checkout.quote.useQuery(input, { placeholderData: useServerQuote(quoteKey(input)) });
  const createClass = trpc.checkout.createClassPayment.useMutation();
  const createTraining = trpc.checkout.createTrainingPayment.useMutation();
  const [payment, setPayment] = useState<CheckoutCreatedDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [discountError, setDiscountError] = useState<string | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  // Her details stay in the form when she goes back; the place she held is given back.
  const [customer, setCustomer] = useState<CustomerValues | undefined>(undefined);
  const held = useHold({ onLost: () => setPayment(null) });
  const showConfirmation = useShowConfirmation();

  useEffect(() => {
    if (!paid) return;
    const timer = window.setTimeout(() => void navigate({ to: '/' }), RETURN_HOME_MS);
    return () => window.clearTimeout(timer);
  }, [paid, navigate]);

  const start = async (customer: CustomerValues) => {
    PaymentStep.preload();
    setFailure(null);
    setDiscountError(null);
    setVoucherError(null);
    setCustomer(customer);
    const { discountCode, voucherCode, ...who } = customer;
    const code = discountCode.trim();
    const voucher = voucherCode?.trim() ?? '';
    // The server prices the payment with the code (the link's amount is the price before it).
    const common = {
      ...who,
      amount: params.pricePounds,
      description: quote.data?.description ?? params.description,
      ...(code ? { discountCode: code } : {}),
      ...(voucher ? { voucherCode: voucher } : {}),
    };
    try {
      const created =
        params.type === 'training'
          ? await createTraining.mutateAsync({ ...common, sessionType: params.sessionType ?? 'single' })
          : await createClass.mutateAsync({ ...common, class: params.className, date: params.date, time: params.time });
      if (!created.clientSecret && created.orderId) {
        // A 100% code: booked with nothing to pay, on the same confirmation screen.
        if (!(await showConfirmation({ order: created.orderId }))) setPaid(true);
        return;
      }
      if (created.clientSecret) held.hold(created.clientSecret);
      setPayment(created);
    } catch (error) {
      const data =
        error instanceof TRPCClientError ? (error.data as { fieldErrors?: Record<string, string[]> | null } | undefined) : undefined;
      const codeRefusal = data?.fieldErrors?.discountCode?.[0];
      const voucherRefusal = data?.fieldErrors?.voucherCode?.[0];
      if (codeRefusal) setDiscountError(codeRefusal);
      else if (voucherRefusal) setVoucherError(voucherRefusal);
      else setFailure(errorMessage(error, 'Failed to prepare payment. Please try again.'));
    }
  };

  const creating = createClass.isPending || createTraining.isPending;
  const originalPence = quote.data?.amountPence;
  const amountPence = payment?.amountPence ?? originalPence;
  const voucherPence = payment?.voucherPence ?? 0;
  const discountPence = payment && originalPence !== undefined ? Math.max(0, originalPence - payment.amountPence - voucherPence) : 0;
  const usedCode = customer?.discountCode.trim().toUpperCase();

  return (
    <Container size="sm" py={embedded ? { base: 24, md: 32 } : { base: 32, md: 56 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="xs">
            <IconLock size={24} aria-hidden />
            <Title order={embedded ? 2 : 1} fz="h2">
              Secure Payment
            </Title>
          </Group>
          {quote.isPending ? (
            <Loading />
          ) : quote.isError || amountPence === undefined ? (
            <Text c="red.8" role="alert">
              {errorMessage(quote.error, 'This purchase is not available.')}
            </Text>
          ) : (
            <>
              <Text>{payment?.description ?? quote.data.description}</Text>
              {/* The amounts as the class booking's payment step shows them: price, her code's saving, total. */}
              <Paper withBorder p="sm" data-testid="payment-amounts">
                {(discountPence > 0 || voucherPence > 0) && (
                  <>
                    <Group justify="space-between">
                      <Text fz="sm">Original price</Text>
                      <Text fz="sm">{formatPence(originalPence ?? amountPence)}</Text>
                    </Group>
                    {discountPence > 0 && (
                      <Group justify="space-between" c="teal.9">
                        <Text fz="sm">Discount{usedCode ? ` (${usedCode})` : ''}</Text>
                        <Text fz="sm">-{formatPence(discountPence)}</Text>
                      </Group>
                    )}
                    {voucherPence > 0 && (
                      <Group justify="space-between" c="teal.9">
                        <Text fz="sm">Gift voucher{voucherLeft(payment) ? ` (${voucherLeft(payment)})` : ''}</Text>
                        <Text fz="sm">-{formatPence(voucherPence)}</Text>
                      </Group>
                    )}
                    <Divider my={6} />
                  </>
                )}
                <Group justify="space-between" data-testid="checkout-total">
                  <Text fw={700}>{voucherPence > 0 ? 'Left to pay' : 'Total'}</Text>
                  <Text fw={800} fz="xl">
                    {formatPence(amountPence)}
                  </Text>
                </Group>
              </Paper>
              {paid ? (
                <Text role="status" fw={600} c="teal.9">
                  Payment received. Taking you back to the home page...
                </Text>
              ) : payment ? (
                <>
                  {payment.holdExpiresAt && <HeldUntil until={payment.holdExpiresAt} />}
                  <Suspense fallback={<Loading />}>
                    <PaymentStep.Component
                      clientSecret={payment.clientSecret}
                      amountPence={payment.amountPence}
                      processingLabel="Processing..."
                      purchase={params.type === 'training' ? 'training' : 'class'}
                      onPaid={() => {
                        held.settled();
                        // The confirmation screen; if it cannot be shown, a toast and home after a moment.
                        void showConfirmation({ clientSecret: payment.clientSecret }).then((shown) => {
                          if (shown) return;
                          notifySuccess(
                            'Payment Successful',
                            `Thank you for your purchase! ${name} will contact you to confirm your booking.`,
                          );
                          setPaid(true);
                        });
                      }}
                    />
                  </Suspense>
                  <Button
                    variant="default"
                    leftSection={<IconArrowLeft size={16} aria-hidden />}
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() => {
                      held.leave();
                      setPayment(null);
                    }}
                  >
                    Back
                  </Button>
                </>
              ) : creating ? (
                <Loading />
              ) : (
                <Stack gap="md" {...intentHandlers(PaymentStep.preload)}>
                  <CustomerForm
                    busy={creating}
                    initialValues={customer}
                    discountError={discountError}
                    voucherError={voucherError}
                    onSubmit={(values) => void start(values)}
                  />
                  {failure && (
                    <Text c="red.8" role="alert">
                      {failure}
                    </Text>
                  )}
                </Stack>
              )}
            </>
          )}
          {!paid && !payment && !embedded && (
            <ButtonLink to="/" variant="default" style={{ alignSelf: 'flex-start' }}>
              Cancel
            </ButtonLink>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
