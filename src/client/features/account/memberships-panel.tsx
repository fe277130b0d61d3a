import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Card, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { MembershipDto } from '../../../domain/memberships';
import { formatPence } from '../../../domain/money';
import { formatLongDate, londonToday } from '../../../domain/time';
import { errorMessage } from '../../components/payment/error-message';
import { PaymentForm } from '../../components/payment/payment-form';
import { trpc } from '../../trpc';

const STATUS: Record<MembershipDto['status'], string> = {
  incomplete: 'Waiting for the first payment',
  active: 'Active',
  past_due: 'Payment failed: please update your card',
  suspended: 'Paused until the failed payment is made',
  paused: 'On holiday',
  cancelled: 'Ended',
};
const day = (iso: string) => formatLongDate(londonToday(new Date(iso)));

/** 'YYYY-MM' moved on by `n` months. */
export function nextMonth(month: string, n = 1): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const at = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}
/** 'May 2032'. */
export function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

type Dialog = { kind: 'cancel' | 'pause' | 'card'; m: MembershipDto } | null;

/** Her memberships on the account page: status, this month's classes, a holiday, a new card, cancelling under notice. */
export function MembershipsPanel() {
  const mine = trpc.memberships.mine.useQuery(undefined, { retry: false });
  const [dialog, setDialog] = useState<Dialog>(null);
  // Nothing while loading or when she has none: the page is the same as before for everyone else.
  if (mine.isError)
    return (
      <Text c="red" role="alert">
        Your memberships could not be loaded. Please reload the page.
      </Text>
    );
  if (!mine.data?.length) return null;
  const close = () => setDialog(null);
  return (
    <Stack gap="xs">
      <Title order={2}>Memberships</Title>
      {mine.data.map((m) => (
        <MembershipCard
          key={m.id}
          m={m}
          onCancel={() => setDialog({ kind: 'cancel', m })}
          onPause={() => setDialog({ kind: 'pause', m })}
          onChangeCard={() => setDialog({ kind: 'card', m })}
        />
      ))}
      {dialog?.kind === 'cancel' && <CancelDialog m={dialog.m} onClose={close} />}
      {dialog?.kind === 'pause' && <PauseDialog m={dialog.m} onClose={close} />}
      {dialog?.kind === 'card' && <CardDialog m={dialog.m} onClose={close} />}
    </Stack>
  );
}

export function MembershipCard({
  m,
  onCancel,
  onPause,
  onChangeCard,
}: {
  m: MembershipDto;
  onCancel: () => void;
  onPause: () => void;
  onChangeCard: () => void;
}) {
  const period = m.currentPeriod;
  const ended = m.status === 'cancelled';
  const unpaid = m.status === 'past_due' || m.status === 'suspended';
  return (
    <Card withBorder padding="sm" aria-label={`Membership ${m.planName}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>
            {m.planName} · {formatPence(m.pricePence)} a month
          </Text>
          <Text size="sm" c={unpaid ? 'red.8' : undefined}>
            {STATUS[m.status]}
          </Text>
        </Group>
        {period && (
          <Text size="sm" c="dimmed">
            This month ({day(period.start)} to {day(period.end)}):{' '}
            {period.allowance === null
              ? `${period.used} classes booked, unlimited`
              : `${period.used} of ${period.allowance} classes booked`}
          </Text>
        )}
        {m.pauseFrom && m.pauseUntil && (
          <Text size="sm">
            Holiday from {day(m.pauseFrom)} until {day(m.pauseUntil)}: nothing is charged or booked with it then.
          </Text>
        )}
        {m.cancelAt && <Text size="sm">Ends on {day(m.cancelAt)}.</Text>}
        {!ended && (
          <Group gap="xs" mt={4}>
            <Button variant={unpaid ? 'filled' : 'default'} size="xs" onClick={onChangeCard}>
              {unpaid ? 'Update card' : 'Change card'}
            </Button>
            {!m.cancelAt && !m.pauseFrom && m.holidayFromMonth && !unpaid && (
              <Button variant="default" size="xs" onClick={onPause}>
                Pause for a holiday
              </Button>
            )}
            {!m.cancelAt && (
              <Button variant="default" size="xs" onClick={onCancel}>
                Cancel membership
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function useDialogProps(title: string, onClose: () => void) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return {
    opened: true,
    onClose,
    title,
    centered: true,
    fullScreen,
    closeButtonProps: { 'aria-label': 'Close' },
    styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
  } as const;
}

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** Cancelling asks first and says when it ends: after the notice and the minimum term, at a month's end (decision 744). */
export function CancelDialog({ m, onClose }: { m: MembershipDto; onClose: () => void }) {
  const utils = trpc.useUtils();
  const cancel = trpc.memberships.cancel.useMutation({ onSuccess: () => utils.memberships.mine.invalidate() });
  const ends = cancel.data?.cancelAt ?? m.endsIfCancelledNow;
  return (
    <Modal {...useDialogProps(cancel.isSuccess ? 'Membership cancelled' : 'Cancel your membership?', onClose)}>
      <Stack gap="md">
        {cancel.isSuccess ? (
          <Text role="status">
            Your {m.planName} membership ends on {ends ? day(ends) : 'the end of this month'}. Until then you can book with it as before;
            nothing is charged after it.
          </Text>
        ) : (
          <>
            <Text>
              The {m.planName} plan has {m.noticeDays === 0 ? 'no notice period' : `${days(m.noticeDays)}' notice`} and a minimum term of{' '}
              {months(m.minimumTermMonths)}.
            </Text>
            <Text fw={600}>
              {ends ? `Cancelled today, it ends on ${day(ends)}.` : 'Cancelled today, it ends at the end of the month that allows.'}
            </Text>
            <Text size="sm">
              The months until then are paid as usual and you can book with them; nothing is charged after. This cannot be undone here.
            </Text>
          </>
        )}
        {cancel.isError && (
          <Text c="red.8" size="sm" role="alert">
            {errorMessage(cancel.error, 'The membership could not be cancelled. Please try again.')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {cancel.isSuccess ? (
            <Button onClick={onClose}>Done</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                Keep my membership
              </Button>
              <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ membershipId: m.id })}>
                Cancel membership
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** A holiday: from the month of her next payment, one to three months with nothing charged and nothing booked. */
export function PauseDialog({ m, onClose }: { m: MembershipDto; onClose: () => void }) {
  const utils = trpc.useUtils();
  const from = m.holidayFromMonth ?? '';
  const [until, setUntil] = useState(from);
  const pause = trpc.memberships.pause.useMutation({ onSuccess: () => utils.memberships.mine.invalidate() });
  const choices = [0, 1, 2].map((n) => nextMonth(from, n));
  const resumes = nextMonth(until);
  return (
    <Modal {...useDialogProps(pause.isSuccess ? 'Holiday booked' : 'Pause for a holiday?', onClose)}>
      <Stack gap="md">
        {pause.isSuccess && pause.data.pauseFrom && pause.data.pauseUntil ? (
          <Text role="status">
            Nothing is charged and nothing can be booked with your membership from {day(pause.data.pauseFrom)} until{' '}
            {day(pause.data.pauseUntil)}; it starts again then, with its usual payment.
          </Text>
        ) : (
          <>
            <Text>A holiday starts with the month of your next payment, {monthName(from)}, and lasts up to three months.</Text>
            <NativeSelect
              label="Last month of the holiday"
              data={choices.map((c) => ({ value: c, label: monthName(c) }))}
              value={until}
              onChange={(e) => setUntil(e.currentTarget.value)}
            />
            <Text fw={600}>
              No payment and no classes with your membership from {monthName(from)} through {monthName(until)}; it starts again in{' '}
              {monthName(resumes)}.
            </Text>
          </>
        )}
        {pause.isError && (
          <Text c="red.8" size="sm" role="alert">
            {errorMessage(pause.error, 'The holiday could not be booked. Please try again.')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {pause.isSuccess ? (
            <Button onClick={onClose}>Done</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                Keep paying
              </Button>
              <Button loading={pause.isPending} onClick={() => pause.mutate({ membershipId: m.id, fromMonth: from, untilMonth: until })}>
                Pause membership
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** A new card for the membership; after a failed payment it also pays the unpaid month at once. */
export function CardDialog({ m, onClose }: { m: MembershipDto; onClose: () => void }) {
  const utils = trpc.useUtils();
  const setup = trpc.memberships.changeCard.useMutation();
  const confirmTest = trpc.memberships.confirmTestCardSetup.useMutation();
  const [done, setDone] = useState(false);
  const unpaid = m.status === 'past_due' || m.status === 'suspended';
  const { mutate } = setup;
  useEffect(() => mutate({ membershipId: m.id }), [mutate, m.id]);
  return (
    <Modal {...useDialogProps(done ? 'Card saved' : unpaid ? 'Update your card' : 'Change your card', onClose)}>
      <Stack gap="md">
        {done ? (
          <>
            <Text role="status">
              {unpaid
                ? `Your new card is saved and this month's ${formatPence(m.pricePence)} is taken with it.`
                : `Your new card is saved: your next ${formatPence(m.pricePence)} is taken from it.`}
            </Text>
            <Group justify="flex-end">
              <Button
                onClick={() => {
                  void utils.memberships.mine.invalidate();
                  onClose();
                }}
              >
                Done
              </Button>
            </Group>
          </>
        ) : setup.isError ? (
          <Text c="red.8" role="alert">
            {errorMessage(setup.error, 'The card form could not be loaded. Please try again.')}
          </Text>
        ) : setup.data ? (
          <>
            <Text size="sm">
              {unpaid
                ? `The new card pays this month's ${formatPence(m.pricePence)} now, then each month.`
                : `Nothing is charged now: the new card pays your ${formatPence(m.pricePence)} each month from the next payment.`}
            </Text>
            <PaymentForm
              clientSecret={setup.data.clientSecret}
              amountPence={m.pricePence}
              processingLabel="Saving..."
              purchase="membership"
              membership={{
                confirmTest: confirmTest.mutateAsync,
                intent: 'setup',
                ...(unpaid ? {} : { submitLabel: 'Save card' }),
              }}
              onPaid={() => setDone(true)}
            />
          </>
        ) : (
          <Text size="sm" role="status">
            Loading secure card form...
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
