import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AccountBooking, AccountView as AccountViewDto } from '../../../domain/account';
import { formatPence } from '../../../domain/money';
import type { ReceiptSummary } from '../../../domain/receipts';
import { formatLongDate, formatTime12h, londonToday } from '../../../domain/time';

export interface AccountActions {
  onLeave: (waitlistId: number) => void;
  onSignOut: () => void;
  onSignOutEverywhere: () => void;
  /** E-mails her the link of the existing "your data" page (download or erase). */
  onDataLink: () => void;
  /** Opens the move dialog for an upcoming booking she may move. */
  onMove?: (booking: AccountBooking) => void;
  busy?: boolean;
  dataLinkSent?: boolean;
  /** Her passkeys (a panel of its own, with its own requests), shown before "Your data". */
  passkeys?: React.ReactNode;
}

const STATUS: Record<AccountBooking['status'], string> = { confirmed: 'Confirmed', cancelled: 'Cancelled', refunded: 'Refunded' };

function BookingCard({
  b,
  onMove,
  busy,
}: {
  b: AccountBooking;
  onMove?: ((b: AccountBooking) => void) | undefined;
  busy?: boolean | undefined;
}) {
  return (
    <Card withBorder padding="sm" aria-label={`Booking ${b.ref}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{b.className}</Text>
          <Text size="sm">
            {formatLongDate(b.date)}, {formatTime12h(b.startTime)}
          </Text>
          <Text size="sm" c="dimmed">
            {b.location ?? 'Online'} · <span data-testid="account-ref">{b.ref}</span>
            {b.paidWith === 'credit' ? ' · paid with a credit' : ''}
          </Text>
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge variant="light" color={b.status === 'confirmed' ? 'teal' : 'gray'}>
            {STATUS[b.status]}
          </Badge>
          {onMove && b.upcoming && b.movable && (
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => onMove(b)}
              disabled={busy}
              aria-label={`Move ${b.ref} to another class`}
            >
              Move
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** Everything she holds, phone first: one column of cards. */
export function AccountView({ view, receipts = [], ...actions }: { view: AccountViewDto; receipts?: ReceiptSummary[] } & AccountActions) {
  const upcoming = view.bookings.filter((b) => b.upcoming);
  const past = view.bookings.filter((b) => !b.upcoming).reverse();
  return (
    <Stack gap="lg">
      <Text>
        Signed in as <strong>{view.email}</strong>
        {view.name ? ` (${view.name})` : ''}
      </Text>

      <Stack gap="xs">
        <Title order={2}>Upcoming classes</Title>
        {upcoming.length ? (
          upcoming.map((b) => <BookingCard key={b.ref} b={b} onMove={actions.onMove} busy={actions.busy} />)
        ) : (
          <Text c="dimmed">No classes booked.</Text>
        )}
      </Stack>

      {view.appointments.length > 0 && (
        <Stack gap="xs">
          <Title order={2}>Appointments</Title>
          {view.appointments.map((a) => (
            <Card key={a.ref} withBorder padding="sm">
              <Text fw={600}>{a.typeName}</Text>
              <Text size="sm">
                {new Date(a.startsAt).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })}
              </Text>
              <Text size="sm" c="dimmed">
                {a.ref}
              </Text>
            </Card>
          ))}
        </Stack>
      )}

      <Stack gap="xs">
        <Title order={2}>Credits</Title>
        {view.credits.length ? (
          view.credits.map((c) => (
            <Card key={`${c.title}-${c.expiresAt}`} withBorder padding="sm">
              <Text fw={600}>
                {c.remaining} of {c.granted} left: {c.title}
              </Text>
              <Text size="sm">For: {c.covers}</Text>
              <Text size="sm" c="dimmed">
                Use by {new Date(c.expiresAt).toLocaleDateString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' })}
              </Text>
            </Card>
          ))
        ) : (
          <Text c="dimmed">No credits.</Text>
        )}
      </Stack>

      {view.waitlist.length > 0 && (
        <Stack gap="xs">
          <Title order={2}>Waiting lists</Title>
          {view.waitlist.map((w) => (
            <Card key={w.id} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600}>{w.className}</Text>
                  <Text size="sm">
                    {formatLongDate(w.date)}, {formatTime12h(w.startTime)} ·{' '}
                    {w.status === 'offered' ? 'a place is offered to you' : `number ${w.position} in line`}
                  </Text>
                </Stack>
                <Button variant="default" size="sm" onClick={() => actions.onLeave(w.id)} disabled={actions.busy}>
                  Leave
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      {past.length > 0 && (
        <Stack gap="xs">
          <Title order={2}>Past classes</Title>
          {past.map((b) => (
            <BookingCard key={b.ref} b={b} />
          ))}
        </Stack>
      )}

      {receipts.length > 0 && (
        <Stack gap="xs">
          <Title order={2}>Receipts</Title>
          {receipts.map((r) => (
            <Card key={r.ref} withBorder padding="sm" aria-label={`${r.kind === 'payment' ? 'Receipt' : 'Credit note'} ${r.ref}`}>
              <Group justify="space-between" wrap="nowrap" align="center">
                <Stack gap={2}>
                  <Text fw={600}>
                    {r.kind === 'payment' ? 'Receipt' : 'Credit note'} <span data-testid="account-ref">{r.ref}</span> ·{' '}
                    {formatPence(r.amountPence)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    <span data-testid="account-issued">{formatLongDate(londonToday(new Date(r.issuedAt)))}</span> ·{' '}
                    <span data-testid="account-ref">{r.orderRef}</span> · {r.description}
                  </Text>
                </Stack>
                {/* A plain link: the session cookie goes with it, and the answer is the PDF itself. */}
                <Button
                  component="a"
                  href={`/api/account/receipts/${r.ref}`}
                  download
                  variant="light"
                  size="compact-sm"
                  style={{ flexShrink: 0 }}
                >
                  PDF
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      {actions.passkeys}

      <Stack gap="xs">
        <Title order={2}>Your data</Title>
        <Text size="sm">We e-mail you a link to download or erase what we hold about you.</Text>
        <Button variant="default" onClick={actions.onDataLink} disabled={actions.busy || actions.dataLinkSent}>
          {actions.dataLinkSent ? 'Link sent: check your e-mail' : 'E-mail me my data link'}
        </Button>
      </Stack>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button onClick={actions.onSignOut} disabled={actions.busy}>
          Sign out
        </Button>
        <Button variant="default" onClick={actions.onSignOutEverywhere} disabled={actions.busy}>
          Sign out everywhere
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
