import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Chip, Container, Group, Loader, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import type { CheckoutCreatedDto } from '../../../domain/dto';
import { formatPence } from '../../../domain/money';
import { addDays, formatLongDate, londonToday } from '../../../domain/time';
import { voucherPurchaseInput } from '../../../domain/vouchers';
import { notifyError } from '../../components/notify';
import { errorMessage, PaymentForm } from '../../components/payment/payment-form';
import { trpc } from '../../trpc';

interface VoucherValues {
  amountPence: number | null;
  recipientName: string;
  recipientEmail: string;
  message: string;
  sendOn: string;
  name: string;
  email: string;
}

const formSchema = voucherPurchaseInput
  .omit({ holdToken: true, phone: true, amountPence: true })
  .extend({ amountPence: voucherPurchaseInput.shape.amountPence.nullable().refine((v) => v !== null, 'Choose an amount') });

/** What she bought and when it goes: the screen after the card is accepted. */
export function VoucherSent({
  values,
}: {
  values: { amountPence: number; recipientName: string; recipientEmail: string; sendOn: string };
}) {
  const who = values.recipientName || values.recipientEmail;
  const when = values.sendOn === londonToday() ? 'today' : `on ${formatLongDate(values.sendOn)}`;
  return (
    // Teal with its own title colour, as the other confirmations (data-request-form.tsx): readable (axe contrast).
    <Alert color="teal" role="status" title="Thank you: your gift voucher is paid for">
      <Text>
        A {formatPence(values.amountPence)} gift voucher will be e-mailed to {who} ({values.recipientEmail}) {when}, with its code and a
        printable card. Your receipt is on its way to you by e-mail.
      </Text>
    </Alert>
  );
}

/** The public gift-voucher page (decision 730): an amount from the owner's list, for someone, sent on a day, paid by card. */
export function GiftVoucherSection() {
  const options = trpc.vouchers.options.useQuery();
  const [order, setOrder] = useState<CheckoutCreatedDto | null>(null);
  const [paid, setPaid] = useState(false);
  const today = londonToday();
  const form = useForm<VoucherValues>({
    mode: 'controlled',
    initialValues: { amountPence: null, recipientName: '', recipientEmail: '', message: '', sendOn: today, name: '', email: '' },
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const buy = trpc.vouchers.buy.useMutation({
    onSuccess: setOrder,
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to start the payment. Please try again.')),
  });
  const submit = form.onSubmit((v) =>
    buy.mutate({
      amountPence: v.amountPence ?? 0,
      recipientEmail: v.recipientEmail,
      recipientName: v.recipientName || undefined,
      message: v.message || undefined,
      sendOn: v.sendOn,
      name: v.name,
      email: v.email,
    }),
  );

  let body;
  if (options.isPending) {
    body = (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading gift vouchers" />
      </Group>
    );
  } else if (options.isError) {
    body = (
      <Alert color="red" title="Gift vouchers could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{errorMessage(options.error, 'Please try again in a moment.')}</Text>
          <Button variant="default" size="xs" onClick={() => void options.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (options.data.amountsPence.length === 0) {
    body = (
      <Alert color="gray" title="No gift vouchers on sale just now">
        Please get in touch if you would like to give a class as a present.
      </Alert>
    );
  } else if (paid && order) {
    const v = form.getValues();
    body = <VoucherSent values={{ ...v, amountPence: v.amountPence ?? 0 }} />;
  } else if (order) {
    body = (
      <Stack gap="md">
        <Text>
          {order.description}: <b>{formatPence(order.amountPence)}</b>
        </Text>
        <PaymentForm
          clientSecret={order.clientSecret}
          amountPence={order.amountPence}
          processingLabel="Processing Payment..."
          purchase="voucher"
          onPaid={() => setPaid(true)}
        />
        <Button variant="default" onClick={() => setOrder(null)} style={{ alignSelf: 'flex-start' }}>
          Back
        </Button>
      </Stack>
    );
  } else {
    const amount = form.getValues().amountPence;
    body = (
      <form noValidate onSubmit={submit} aria-label="Buy a gift voucher">
        <Stack gap="sm">
          <Stack gap={4}>
            <Text fw={500} fz="sm" id="voucher-amount-label">
              Amount
            </Text>
            <Chip.Group value={amount === null ? '' : String(amount)} onChange={(v) => form.setFieldValue('amountPence', Number(v))}>
              <Group gap="xs" role="radiogroup" aria-labelledby="voucher-amount-label">
                {options.data.amountsPence.map((p) => (
                  <Chip key={p} value={String(p)} type="radio">
                    {formatPence(p)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {form.errors.amountPence ? (
              <Text c="red" fz="sm">
                {form.errors.amountPence}
              </Text>
            ) : null}
          </Stack>
          <TextInput label="Recipient's name" autoComplete="off" {...form.getInputProps('recipientName')} />
          <TextInput label="Recipient's e-mail" withAsterisk type="email" autoComplete="off" {...form.getInputProps('recipientEmail')} />
          <Textarea label="Your message" autosize minRows={2} maxLength={500} {...form.getInputProps('message')} />
          <TextInput
            label="Send it on"
            description="The voucher is e-mailed at 8 am on this day."
            type="date"
            withAsterisk
            min={today}
            max={addDays(today, 365)}
            {...form.getInputProps('sendOn')}
          />
          <TextInput label="Your name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Your e-mail" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Text fz="xs" c="dimmed">
            Vouchers are valid for {options.data.validityMonths} months and pay for classes, appointments and packs, in part or in full.
          </Text>
          <Button type="submit" loading={buy.isPending} style={{ alignSelf: 'flex-start' }}>
            {amount ? `Continue to Payment (${formatPence(amount)})` : 'Continue to Payment'}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>Gift vouchers</Title>
        <Text>Give a class, a course or a personal training session: choose an amount and we e-mail the voucher on the day you pick.</Text>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
