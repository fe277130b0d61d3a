// The manage page is not prerendered with the shared styles of a dialog (styles.ts).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ManageAppointmentDto } from '../../../domain/appointments/dto';
import type { FreeTime } from '../../../domain/availability';
import { formatPence } from '../../../domain/money';
import { dayjs, DATE_FORMAT, formatLongDate, formatTime12h, londonDayMonth } from '../../../domain/time';
import { PLACE_LABELS } from '../../components/appointment-labels';
import { completeHealth, EMPTY_HEALTH, type HealthDraft, HealthQuestions } from '../../components/health-questions';
import { WeekTimes } from '../../components/week-times';
import type { HealthAnswers } from '../../../domain/appointments/rules';
import { voucherBackText } from './cancel-booking';
import { givenBackRow, refundLines } from './booking-details';
import { DetailsCard } from './details-card';

const STATUS: Record<ManageAppointmentDto['status'], { label: string; color: string }> = {
  confirmed: { label: 'Confirmed', color: 'teal' },
  held: { label: 'Awaiting payment', color: 'yellow' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  expired: { label: 'Not completed', color: 'gray' },
  refunded: { label: 'Cancelled and refunded', color: 'gray' },
};

const PAID_WITH: Record<string, string> = {
  credit: 'A package credit',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  complimentary: 'Complimentary',
  free: 'Free',
  voucher: 'A gift voucher',
  membership: 'Your membership',
};

/** 'Refunded £40.00 on 4 Mar', 'Your package credit was given back on 4 Mar': what she has had back. */
export function givenBackLines(view: Pick<ManageAppointmentDto, 'refunds' | 'creditBackAt'>): string[] {
  const lines = refundLines(view.refunds);
  if (view.creditBackAt) lines.push(`Your package credit was given back on ${londonDayMonth(view.creditBackAt)}`);
  return lines;
}

/** 'Tuesday 8 December 2026 at 10:00 AM' for a free time. */
export const timeLabel = (t: Pick<FreeTime, 'date' | 'startTime'>) =>
  `${dayjs(t.date, DATE_FORMAT, true).format('dddd D MMMM YYYY')} at ${formatTime12h(t.startTime)}`;

/** Her appointment: type, A-reference, London date and time, where, what was paid, and the calendar buttons. */
export function AppointmentDetails({ view }: { view: ManageAppointmentDto }) {
  const status = STATUS[view.status];
  const where =
    view.place === 'location' && view.location ? (
      <Stack gap={0}>
        <span>{view.location.name}</span>
        {view.location.address && (
          <Text size="sm" c="dimmed">
            {view.location.address}
          </Text>
        )}
      </Stack>
    ) : (
      PLACE_LABELS[view.place]
    );
  const paid = PAID_WITH[view.paidWith] ?? formatPence(view.amountPaidPence);
  const rows: [string, React.ReactNode][] = [
    ['Date', formatLongDate(view.date)],
    ['Time', `${formatTime12h(view.startTime)} - ${formatTime12h(view.endTime)} (UK time)`],
    ['Where', where],
    ['Paid', paid],
    // What a gift voucher paid of it (decision 730), beside the card's part or as all of it.
    ...(view.voucherPence > 0 ? ([['Gift voucher', formatPence(view.voucherPence)]] as [string, string][]) : []),
    // What she has had back, as a class booking's page says it (issue 30): the refunds, or the credit restored.
    ...givenBackRow(givenBackLines(view)),
    ['Reference', view.reference],
    ['Name', view.name],
  ];
  return <DetailsCard title={view.typeName} status={status} rows={rows} calendar={view.calendar} />;
}

/** The questionnaire on her link: asked before a first session (and before a card link's payment opens). */
export function HealthOnLink(props: { busy: boolean; error: string | null; onSubmit: (health: HealthAnswers) => void }) {
  const [draft, setDraft] = useState<HealthDraft>(EMPTY_HEALTH);
  const [tried, setTried] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        const health = completeHealth(draft);
        if (health) props.onSubmit(health);
      }}
    >
      <Stack gap="sm">
        <HealthQuestions value={draft} onChange={setDraft} showMissing={tried} />
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={props.busy}>
            Send my answers
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Moving it: the rule's note, then a week of free times (London), then a confirmation naming the old and the new
 * time before anything changes.
 */
export function RescheduleAppointment(props: {
  view: Pick<ManageAppointmentDto, 'reschedule' | 'date' | 'startTime'>;
  monday: string;
  times: FreeTime[] | undefined;
  loading: boolean;
  failed: boolean;
  canGoBack: boolean;
  canGoOn: boolean;
  open: boolean;
  busy: boolean;
  error: string | null;
  onOpen: () => void;
  onClose: () => void;
  onPrev: () => void;
  onNext: () => void;
  onRetry: () => void;
  onConfirm: (time: FreeTime) => void;
}) {
  const [picked, setPicked] = useState<FreeTime | null>(null);
  const { view } = props;
  return (
    <Stack gap="xs">
      <Text fw={600}>Move to another time</Text>
      <Text>{view.reschedule.note}</Text>
      {props.error && (
        <Alert color="red" role="alert">
          {props.error}
        </Alert>
      )}
      {view.reschedule.allowed && !props.open && (
        <Group>
          <Button variant="outline" onClick={props.onOpen}>
            Choose a new time
          </Button>
        </Group>
      )}
      {view.reschedule.allowed && props.open && (
        <Card withBorder radius="md" padding="sm" data-testid="reschedule-times">
          <Stack gap="sm">
            <WeekTimes
              monday={props.monday}
              times={props.times}
              loading={props.loading}
              failed={props.failed}
              canGoBack={props.canGoBack}
              canGoOn={props.canGoOn}
              onPrev={props.onPrev}
              onNext={props.onNext}
              onRetry={props.onRetry}
              onPick={setPicked}
              narrow
            />
            <Group>
              <Button variant="subtle" onClick={props.onClose}>
                Keep my time
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      <Modal opened={picked !== null} onClose={() => setPicked(null)} title="Move your session?" centered>
        {picked && (
          <Stack gap="md">
            <Text>
              From <b>{timeLabel(view)}</b>
            </Text>
            <Text>
              To <b>{timeLabel(picked)}</b> (UK time)
            </Text>
            <Text size="sm">Your old time is given back. We will e-mail you the new time.</Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setPicked(null)} disabled={props.busy}>
                Back
              </Button>
              <Button
                loading={props.busy}
                onClick={() => {
                  props.onConfirm(picked);
                  setPicked(null);
                }}
              >
                Move my session
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** Cancelling: the server's quote under the terms, repeated in a confirmation before any money moves. */
export function CancelAppointment(props: {
  cancellation: ManageAppointmentDto['cancellation'];
  /** How she paid: money paid to the owner in cash or by transfer comes back that way. */
  paidWith?: string;
  busy: boolean;
  error: string | null;
  onConfirm: (refundPence: number) => void;
}) {
  const { cancellation, busy, error, onConfirm } = props;
  const back =
    props.paidWith === 'cash'
      ? 'handed back to you in cash'
      : props.paidWith === 'bank_transfer'
        ? 'paid back to you by bank transfer'
        : 'refunded to the card you paid with';
  const [open, setOpen] = useState(false);
  const outcome = cancellation.paidWithCredit
    ? cancellation.percent === 100
      ? 'The package credit you booked with will be given back.'
      : 'The package credit you booked with is not given back under the cancellation terms.'
    : [
        cancellation.refundPence > 0 ? `${formatPence(cancellation.refundPence)} will be ${back}.` : null,
        (cancellation.voucherBackPence ?? 0) > 0 ? voucherBackText(cancellation.voucherBackPence!) : null,
      ]
        .filter(Boolean)
        .join(' ') || 'No refund is due.';
  return (
    <Stack gap="xs">
      <Text fw={600}>Cancel this session</Text>
      <Text>{cancellation.note}</Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {cancellation.allowed && (
        <Group>
          <Button color="red" variant="outline" onClick={() => setOpen(true)}>
            Cancel session
          </Button>
        </Group>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title="Cancel this session?" centered>
        <Stack gap="md">
          <Text>{outcome}</Text>
          <Text>Your time will be given to someone else. This cannot be undone.</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
              Keep my session
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => {
                onConfirm(cancellation.refundPence);
                setOpen(false);
              }}
            >
              {!cancellation.paidWithCredit && cancellation.refundPence > 0
                ? `Cancel and refund ${formatPence(cancellation.refundPence)}`
                : 'Cancel session'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
