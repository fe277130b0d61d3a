import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { formatPence } from '../../../domain/money';
import type { PackDto } from '../../../domain/packs';
import { intentHandlers, lazyWithPreload } from '../../components/load-on-intent';
import { trpc } from '../../trpc';

// The purchase (a form, its validation, the card step) is code a visitor who only looks at the packs never
// needs: it loads when a Buy button is hovered, focused or touched, or at the latest when it is pressed.
const { Component: BuyPackDialog, preload: preloadDialog } = lazyWithPreload(() => import('./buy-pack-dialog'));

/**
 * Class packs on sale, on the booking page; nothing shows while the owner sells none. `served`: the packs the server
 * rendered the page with, shown until the list is read again.
 */
export function PacksOffer({ served }: { served?: PackDto[] }) {
  const packs = trpc.packs.list.useQuery(undefined, served ? { placeholderData: served } : {});
  const [buying, setBuying] = useState<PackDto | null>(null);
  if (!packs.data?.length) return null;
  return (
    <Container size="xl" pb={{ base: 48, md: 72 }}>
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
                  <Badge variant="outline" color="teal.9">
                    {p.credits === 1 ? '1 class' : `${p.credits} classes`}
                  </Badge>
                  <Badge variant="light" color="gray" c="dark.7">
                    valid {p.validityDays} days
                  </Badge>
                </Group>
                <Text fz="sm" c="dimmed">
                  For: {p.covers.join(', ')}
                </Text>
                <Button mt="xs" onClick={() => setBuying(p)} {...intentHandlers(preloadDialog)} aria-label={`Buy ${p.name}`}>
                  Buy pack
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      {buying && (
        <Suspense fallback={null}>
          <BuyPackDialog pack={buying} onClose={() => setBuying(null)} />
        </Suspense>
      )}
    </Container>
  );
}
