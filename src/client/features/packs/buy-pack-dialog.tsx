import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { CheckoutCreatedDto } from '../../../domain/dto';
import { formatPence } from '../../../domain/money';
import { type PackDto, packPurchaseSchema } from '../../../domain/packs';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage, PaymentForm } from '../../components/payment/payment-form';
import { VoucherCodeInput, voucherLeft, voucherRefusal } from '../../components/voucher-code-input';
import { useShowConfirmation } from '../../components/payment/use-confirmation';
import { trpc } from '../../trpc';

interface BuyerValues {
  name: string;
  email: string;
  phone: string;
  voucherCode: string;
}

/** The buyer's details, then the card: a pack's purchase (loaded when a visitor reaches for a Buy button). */
export default function BuyPackDialog({ pack, onClose }: { pack: PackDto; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const [order, setOrder] = useState<CheckoutCreatedDto | null>(null);
  const buy = trpc.packs.buy.useMutation({
    onSuccess: (created) => {
      // A voucher that pays the whole pack: the credits are hers at once, no card.
      if (created.amountPence === 0) {
        const left = voucherLeft(created);
        notifySuccess('Pack bought!', `Your gift voucher paid for it${left ? ` (${left})` : ''}: your credits are on their way by e-mail.`);
        onClose();
      } else setOrder(created);
    },
    onError: (error) => {
      if (!voucherRefusal(error)) notifyError('Error', errorMessage(error, 'Failed to start the payment. Please try again.'));
    },
  });
  const form = useForm<BuyerValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', phone: '', voucherCode: '' },
    validate: schemaResolver(packPurchaseSchema.omit({ packId: true }), { sync: true }),
  });
  const showConfirmation = useShowConfirmation();
  const paid = () => {
    void (order ? showConfirmation({ clientSecret: order.clientSecret }) : Promise.resolve(false)).then((shown) => {
      if (shown) return;
      notifySuccess('Pack bought!', 'Your credits are on their way by e-mail. Book a class below with "Use a class credit".');
      onClose();
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Buy ${pack.name}`}
      fullScreen={fullScreen}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {order ? (
        <Stack gap="md">
          <Text>
            {order.description}: <b>{formatPence(order.amountPence)}</b>
            {(order.voucherPence ?? 0) > 0 && (
              <>
                {' '}
                left to pay after {formatPence(order.voucherPence!)} from your gift voucher
                {voucherLeft(order) ? ` (${voucherLeft(order)})` : ''}
              </>
            )}
          </Text>
          <PaymentForm
            clientSecret={order.clientSecret}
            amountPence={order.amountPence}
            processingLabel="Processing Payment..."
            purchase="pack"
            onPaid={paid}
          />
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit(({ voucherCode, ...buyer }) =>
            buy.mutate({ packId: pack.id, ...buyer, ...(voucherCode.trim() ? { voucherCode: voucherCode.trim() } : {}) }),
          )}
        >
          <Stack gap="sm">
            <Text fz="sm">The credits belong to this e-mail address: we send a code to it when you book with one.</Text>
            <TextInput label="Full Name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label="Email Address" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
            <TextInput label="Phone Number" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            <VoucherCodeInput {...form.getInputProps('voucherCode')} error={voucherRefusal(buy.error)} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={buy.isPending}>
                Continue to Payment ({formatPence(pack.pricePence)})
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
