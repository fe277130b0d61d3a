import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Badge, Button, Card, Container, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { CheckoutCreatedDto } from '../../../domain/dto';
import { formatPence } from '../../../domain/money';
import { type PackDto, packPurchaseSchema } from '../../../domain/packs';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage, PaymentForm } from '../../components/payment/payment-form';
import { trpc } from '../../trpc';

/** Class packs on sale, on the booking page; nothing shows while the owner sells none. */
export function PacksOffer() {
  const packs = trpc.packs.list.useQuery();
  const [buying, setBuying] = useState<PackDto | null>(null);
  if (!packs.data?.length) return null;
  return (
    <Container size="xl" pt={{ base: 24, md: 32 }}>
      <Stack gap="sm">
        <Title order={2} fz="h3" ta="center">
          Class packs
        </Title>
        <Text ta="center">Buy credits once, then book each class with a credit instead of a card.</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {packs.data.map((p) => (
            <Card key={p.id} withBorder radius="md" padding="lg" data-testid="pack-card">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={700}>{p.name}</Text>
                  <Text fw={800} fz="lg">
                    {formatPence(p.pricePence)}
                  </Text>
                </Group>
                {p.description && <Text fz="sm">{p.description}</Text>}
                <Group gap={6}>
                  <Badge variant="outline" color="teal.9">{p.credits === 1 ? '1 class' : `${p.credits} classes`}</Badge>
                  <Badge variant="light" color="gray" c="dark.7">
                    valid {p.validityDays} days
                  </Badge>
                </Group>
                <Text fz="sm" c="dimmed">
                  For: {p.covers.join(', ')}
                </Text>
                <Button mt="xs" onClick={() => setBuying(p)} aria-label={`Buy ${p.name}`}>
                  Buy pack
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      {buying && <BuyPackDialog pack={buying} onClose={() => setBuying(null)} />}
    </Container>
  );
}

interface BuyerValues {
  name: string;
  email: string;
  phone: string;
}

function BuyPackDialog({ pack, onClose }: { pack: PackDto; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const [order, setOrder] = useState<CheckoutCreatedDto | null>(null);
  const buy = trpc.packs.buy.useMutation({
    onSuccess: setOrder,
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to start the payment. Please try again.')),
  });
  const form = useForm<BuyerValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', phone: '' },
    validate: schemaResolver(packPurchaseSchema.omit({ packId: true }), { sync: true }),
  });
  const paid = () => {
    notifySuccess('Pack bought!', 'Your credits are on their way by e-mail. Book a class below with "Use a class credit".');
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={`Buy ${pack.name}`} fullScreen={fullScreen} closeOnClickOutside={false} closeButtonProps={{ 'aria-label': 'Close' }}>
      {order ? (
        <Stack gap="md">
          <Text>
            {order.description}: <b>{formatPence(order.amountPence)}</b>
          </Text>
          <PaymentForm clientSecret={order.clientSecret} amountPence={order.amountPence} processingLabel="Processing Payment..." onPaid={paid} />
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((v) => buy.mutate({ packId: pack.id, ...v }))}>
          <Stack gap="sm">
            <Text fz="sm">The credits belong to this e-mail address: we send a code to it when you book with one.</Text>
            <TextInput label="Full Name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label="Email Address" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
            <TextInput label="Phone Number" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
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
