import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ManageAppointmentDto } from '../../../domain/appointments/dto';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import type { FreeTime } from '../../../domain/availability';
import { formatLongDate } from '../../../domain/time';
import { render } from '../../test/render';
import { AppointmentDetails, CancelAppointment, HealthOnLink, RescheduleAppointment } from './appointment-parts';

/** A row of the details card, by its label. */
const rowOf = (label: string) => screen.getByText(label, { selector: 'th' }).closest('tr');
const view: ManageAppointmentDto = {
  appointmentId: 7,
  reference: 'A-7',
  typeId: 1,
  typeName: 'Personal Training - Single Session',
  name: 'Ann Example',
  email: 'ann@example.com',
  status: 'confirmed',
  start: '2026-12-08T10:00:00+00:00',
  end: '2026-12-08T11:00:00+00:00',
  date: '2026-12-08',
  startTime: '10:00',
  endTime: '11:00',
  place: 'location',
  location: { name: 'Main Studio', address: '1 High Street' },
  amountPaidPence: 4000,
  voucherPence: 0,
  paidWith: 'card',
  refunds: [],
  creditBackAt: null,
  cancellation: {
    allowed: true,
    refundPence: 4000,
    percent: 100,
    note: 'More than 24 hours before the session: full refund of £40.00.',
    paidWithCredit: false,
  },
  reschedule: { allowed: true, note: 'You can move it to another free time up to 24 hours before the session.' },
  healthAnswered: true,
  healthRequired: false,
  calendar: { google: 'https://calendar.google.com/x', outlook: 'https://outlook.live.com/x', ics: 'BEGIN:VCALENDAR' },
  payment: null,
};

const free: FreeTime = {
  start: '2026-12-09T14:00:00+00:00',
  end: '2026-12-09T15:00:00+00:00',
  date: '2026-12-09',
  startTime: '14:00',
  locationId: null,
};

function reschedule(overrides: Partial<Parameters<typeof RescheduleAppointment>[0]> = {}) {
  const props = {
    view,
    monday: '2026-12-07',
    times: [free],
    loading: false,
    failed: false,
    canGoBack: false,
    canGoOn: true,
    open: true,
    busy: false,
    error: null,
    onOpen: vi.fn(),
    onClose: vi.fn(),
    onPrev: vi.fn(),
    onNext: vi.fn(),
    onRetry: vi.fn(),
    onConfirm: vi.fn(),
    ...overrides,
  };
  render(<RescheduleAppointment {...props} />);
  return props;
}

describe('manage page: an appointment', () => {
  it('shows the type, A-reference, London date and time, the place and what was paid', () => {
    render(<AppointmentDetails view={view} />);
    expect(screen.getByRole('heading', { name: 'Personal Training - Single Session' })).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('A-7')).toBeInTheDocument();
    expect(screen.getByText(formatLongDate('2026-12-08'))).toBeInTheDocument();
    expect(screen.getByText('10:00 AM - 11:00 AM (UK time)')).toBeInTheDocument();
    expect(screen.getByText('Main Studio')).toBeInTheDocument();
    expect(screen.getByText('1 High Street')).toBeInTheDocument();
    expect(screen.getByText('£40.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', 'https://calendar.google.com/x');
  });

  it('says what was given back once cancelled: the refund and its day, or the package credit', () => {
    const { unmount } = render(
      <AppointmentDetails
        view={{
          ...view,
          status: 'refunded',
          calendar: null,
          refunds: [{ amountPence: 4000, status: 'succeeded', at: '2026-12-04T10:00:00Z' }],
        }}
      />,
    );
    expect(within(rowOf('Given back')!).getByText('Refunded £40.00 on 4 Dec')).toBeInTheDocument();
    unmount();
    render(
      <AppointmentDetails
        view={{ ...view, status: 'cancelled', paidWith: 'credit', calendar: null, creditBackAt: '2026-12-05T09:00:00Z' }}
      />,
    );
    expect(within(rowOf('Given back')!).getByText('Your package credit was given back on 5 Dec')).toBeInTheDocument();
  });

  it('shows no "Given back" line while nothing was given back', () => {
    render(<AppointmentDetails view={view} />);
    expect(screen.queryByText('Given back')).not.toBeInTheDocument();
  });

  it('names an online session and a credit payment without a price', () => {
    render(
      <AppointmentDetails view={{ ...view, place: 'online', location: null, paidWith: 'credit', amountPaidPence: 0, calendar: null }} />,
    );
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('A package credit')).toBeInTheDocument();
    expect(screen.queryByText('Add to your calendar')).not.toBeInTheDocument();
  });

  it('moves only after a confirmation naming the old and the new time', async () => {
    const props = reschedule();
    await userEvent.click(screen.getByRole('button', { name: /Wednesday 9 December at 2:00 PM/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your session?' });
    expect(within(dialog).getByText('Tuesday 8 December 2026 at 10:00 AM')).toBeInTheDocument();
    expect(within(dialog).getByText('Wednesday 9 December 2026 at 2:00 PM')).toBeInTheDocument();
    expect(props.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move my session' }));
    expect(props.onConfirm).toHaveBeenCalledWith(free);
  });

  it('says why it can no longer be moved, with no button', () => {
    reschedule({
      view: { ...view, reschedule: { allowed: false, note: 'It can be moved up to 24 hours before the session.' } },
      open: false,
    });
    expect(screen.getByText('It can be moved up to 24 hours before the session.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a new time' })).not.toBeInTheDocument();
  });

  it('cancels only after confirming the refund the server quoted, sending that amount', async () => {
    const onConfirm = vi.fn();
    render(<CancelAppointment cancellation={view.cancellation} busy={false} error={null} onConfirm={onConfirm} />);
    expect(screen.getByText(view.cancellation.note)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(within(dialog).getByText('£40.00 will be refunded to the card you paid with.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund £40.00' }));
    expect(onConfirm).toHaveBeenCalledWith(4000);
  });

  it('shows what a gift voucher paid, and says its share goes back with the card refund', async () => {
    const { unmount } = render(<AppointmentDetails view={{ ...view, amountPaidPence: 0, voucherPence: 4000, paidWith: 'voucher' }} />);
    expect(rowOf('Paid')).toHaveTextContent('A gift voucher');
    expect(rowOf('Gift voucher')).toHaveTextContent('£40.00');
    unmount();
    const part = { ...view.cancellation, refundPence: 1000, voucherBackPence: 3000 };
    const { unmount: gone } = render(<CancelAppointment cancellation={part} busy={false} error={null} onConfirm={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(
      within(dialog).getByText('£10.00 will be refunded to the card you paid with. £30.00 goes back to your gift voucher.'),
    ).toBeInTheDocument();
    gone();
    const whole = { ...view.cancellation, refundPence: 0, voucherBackPence: 2000, percent: 50 };
    render(<CancelAppointment cancellation={whole} busy={false} error={null} onConfirm={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    const second = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(within(second).getByText('£20.00 goes back to your gift voucher.')).toBeInTheDocument();
    expect(within(second).queryByText('No refund is due.')).toBeNull();
  });

  it('says cash paid to the owner comes back in cash', async () => {
    render(<CancelAppointment cancellation={view.cancellation} paidWith="cash" busy={false} error={null} onConfirm={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(within(dialog).getByText('£40.00 will be handed back to you in cash.')).toBeInTheDocument();
  });

  it('tells a credit payer late in the day that the credit is not given back', async () => {
    const late = { allowed: true, refundPence: 0, percent: 0, note: 'Less than 24 hours before the session.', paidWithCredit: true };
    render(<CancelAppointment cancellation={late} busy={false} error="The refund has changed" onConfirm={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The refund has changed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    expect(
      await screen.findByText('The package credit you booked with is not given back under the cancellation terms.'),
    ).toBeInTheDocument();
  });

  it('sends the health questionnaire only when every question is answered', async () => {
    const onSubmit = vi.fn();
    render(<HealthOnLink busy={false} error={null} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Please answer yes or no')).toHaveLength(PARQ_QUESTIONS.length);
    const groups = screen.getAllByRole('radiogroup');
    for (const [i, group] of groups.entries()) await userEvent.click(within(group).getByRole('radio', { name: i === 4 ? 'Yes' : 'No' }));
    expect(screen.getByRole('status')).toHaveTextContent('check with your doctor');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(onSubmit).toHaveBeenCalledWith({ answers: PARQ_QUESTIONS.map((_, i) => i === 4), details: '' });
    // Seven groups clicked one by one: over 5 s on a loaded machine, as the details form's tests allow.
  }, 30_000);
});
