import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentTypeDto } from '../../../domain/appointments/dto';
import type { FreeTime } from '../../../domain/availability';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { render } from '../../test/render';
import { AppointmentSummary } from './appointment-summary';
import { healthNeeded, timeGone, weekBounds } from './appointment-booking';
import { DetailsForm, EMPTY_DETAILS } from './details-form';
import { TypeChoice } from './type-choice';
import { WeekTimes, type WeekTimesProps } from '../../components/week-times';

const single: AppointmentTypeDto = {
  id: 1,
  name: 'Personal Training - Single Session',
  description: 'One hour, one to one.',
  durationMinutes: 60,
  pricePence: 4000,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 1440,
  horizonDays: 56,
  place: 'location',
  locationId: 1,
  acceptsTrainingCredits: true,
  creditPackIds: [],
  isActive: true,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};
const consultation: AppointmentTypeDto = {
  ...single,
  id: 2,
  name: 'Free Consultation',
  durationMinutes: 30,
  pricePence: 0,
  place: 'online',
};

// 30 March 2026 is the Monday after the clocks went forward: London is on BST (+01:00).
const MONDAY = '2026-03-30';
const free = (date: string, startTime: string): FreeTime => ({
  start: `${date}T${startTime}:00+01:00`,
  end: `${date}T${startTime}:00+01:00`,
  date,
  startTime,
  locationId: 1,
});

describe('choosing a session', () => {
  it('shows loading, a failure with a retry, and an empty list', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<TypeChoice types={undefined} loading failed={false} onRetry={onRetry} onChoose={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions...');
    rerender(<TypeChoice types={undefined} loading={false} failed onRetry={onRetry} onChoose={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the sessions');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<TypeChoice types={[]} loading={false} failed={false} onRetry={onRetry} onChoose={vi.fn()} />);
    expect(screen.getByText(/No sessions can be booked online/)).toBeInTheDocument();
  });

  it('lists each type with its length, place and price (free shown as Free), chosen by keyboard', async () => {
    const onChoose = vi.fn();
    render(<TypeChoice types={[single, consultation]} loading={false} failed={false} onRetry={vi.fn()} onChoose={onChoose} />);
    const cards = screen.getAllByTestId('appointment-type');
    expect(cards[0]).toHaveTextContent('£40.00');
    expect(cards[0]).toHaveTextContent('60 min');
    expect(cards[0]).toHaveTextContent('At the studio');
    expect(cards[1]).toHaveTextContent('Free');
    expect(cards[1]).toHaveTextContent('Online');
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose a time for Free Consultation' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(consultation);
  });
});

describe('the week of free times', () => {
  const props = (over: Partial<WeekTimesProps> = {}): WeekTimesProps => ({
    monday: MONDAY,
    times: [],
    loading: false,
    failed: false,
    canGoBack: false,
    canGoOn: true,
    onPrev: vi.fn(),
    onNext: vi.fn(),
    onRetry: vi.fn(),
    onPick: vi.fn(),
    ...over,
  });

  it('shows the week, its loading, failure and empty states, and says the times are London time', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<WeekTimes {...props({ loading: true, times: undefined })} />);
    expect(screen.getByTestId('week-label')).toHaveTextContent('30 Mar - 5 Apr 2026');
    expect(screen.getByRole('status')).toHaveTextContent('Finding free times...');
    expect(screen.getByText('Times are UK time (London).')).toBeInTheDocument();
    rerender(<WeekTimes {...props({ failed: true, times: undefined, onRetry })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the free times');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<WeekTimes {...props()} />);
    expect(screen.getByText('No free times this week. Try the next week.')).toBeInTheDocument();
  });

  it('groups times by day, names each for a screen reader, and picks one', async () => {
    const onPick = vi.fn();
    const times = [free(MONDAY, '09:00'), free(MONDAY, '14:30'), free('2026-04-02', '10:15')];
    render(<WeekTimes {...props({ times, onPick })} />);
    const days = screen.getAllByTestId('week-day');
    expect(days).toHaveLength(7);
    expect(
      within(days[0]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['9:00 AM', '2:30 PM']);
    expect(days[1]).toHaveTextContent('No free times');
    expect(screen.getByRole('group', { name: 'Thursday 2 April' })).toHaveTextContent('10:15 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Monday 30 March at 2:30 PM' }));
    expect(onPick).toHaveBeenCalledWith(times[1]);
  });

  it('moves a week at a time within the bounds, and shows a notice', async () => {
    const onPrev = vi.fn();
    const onNext = vi.fn();
    const { rerender } = render(
      <WeekTimes {...props({ onPrev, onNext, notice: 'That time has just been taken. Please choose another.' })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That time has just been taken.');
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    rerender(<WeekTimes {...props({ onPrev, onNext, canGoBack: true, canGoOn: false })} />);
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(onPrev).toHaveBeenCalledTimes(1);
  });

  it('starts at this week and stops at the week of the horizon', () => {
    expect(weekBounds('2026-04-01', 56)).toEqual({ first: MONDAY, last: '2026-05-25' });
  });
});

describe('her details', () => {
  it('checks name, e-mail and phone before going on, and keeps the notes', async () => {
    const onSubmit = vi.fn();
    render(<DetailsForm initialValues={EMPTY_DETAILS} free={false} busy={false} onSubmit={onSubmit} onBack={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Full Name/), 'Jane Client');
    await user.type(screen.getByLabelText(/Email Address/), 'jane@example.com');
    await user.type(screen.getByLabelText(/Phone Number/), '07700 900123');
    await user.type(screen.getByLabelText(/Notes/), 'Bad knee');
    await user.type(screen.getByLabelText(/Gift Voucher Code/), 'GIFT-AAAA-BBBB-CCCC-DDDD');
    // The health questionnaire: nothing is assumed for her, so an unanswered one stops the form.
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    for (const group of screen.getAllByRole('radiogroup')) await user.click(within(group).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(onSubmit.mock.calls[0]).toEqual([
      { name: 'Jane Client', email: 'jane@example.com', phone: '07700 900123', notes: 'Bad knee', voucherCode: 'GIFT-AAAA-BBBB-CCCC-DDDD' },
      { answers: PARQ_QUESTIONS.map(() => false), details: '' },
      'card',
    ]);
  }, 30_000);

  it('offers a package credit for a type that takes one, and says which way she chose', async () => {
    const onSubmit = vi.fn();
    const filled = { name: 'Jane Client', email: 'jane@example.com', phone: '07700 900123', notes: '', voucherCode: '' };
    render(<DetailsForm initialValues={filled} free={false} creditable busy={false} onSubmit={onSubmit} onBack={vi.fn()} />);
    const user = userEvent.setup();
    for (const group of screen.getAllByRole('radiogroup')) await user.click(within(group).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Use a package credit' }));
    expect(onSubmit.mock.calls[0]![2]).toBe('credit');
  }, 30_000);

  it('lets her leave the questionnaire untouched only for a package credit (answers on file), never half answered', async () => {
    const onSubmit = vi.fn();
    const filled = { name: 'Jane Client', email: 'jane@example.com', phone: '07700 900123', notes: '', voucherCode: '' };
    render(<DetailsForm initialValues={filled} free={false} creditable busy={false} onSubmit={onSubmit} onBack={vi.fn()} />);
    expect(screen.getByTestId('health-questions')).toHaveTextContent('answered these with us before? You may leave them');
    const user = userEvent.setup();
    // The card: the questionnaire must be answered.
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Please answer yes or no')).toHaveLength(PARQ_QUESTIONS.length);
    // A package credit with nothing answered: on it goes, without answers.
    await user.click(screen.getByRole('button', { name: 'Use a package credit' }));
    expect(onSubmit.mock.calls[0]).toEqual([filled, null, 'credit']);
    // Half answered is not left: she finishes it.
    await user.click(within(screen.getAllByRole('radiogroup')[0]!).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Use a package credit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('offers her membership beside the card (not for a free session), lets her leave the questionnaire, says a refusal', async () => {
    const onSubmit = vi.fn();
    const filled = { name: 'Mia Member', email: 'mia@example.com', phone: '07700 900123', notes: '', voucherCode: '' };
    const { rerender } = render(
      <DetailsForm initialValues={filled} free={false} membership="code" busy={false} onSubmit={onSubmit} onBack={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeInTheDocument();
    expect(screen.getByTestId('health-questions')).toHaveTextContent('Booking with your membership and answered these with us before?');
    await userEvent.click(screen.getByRole('button', { name: 'Book with my membership' }));
    expect(onSubmit.mock.calls[0]).toEqual([filled, null, 'membership']);

    rerender(
      <DetailsForm
        initialValues={filled}
        free={false}
        creditable
        membership="signed-in"
        membershipError="Your membership has no paid month that covers this appointment"
        busy={false}
        onSubmit={onSubmit}
        onBack={vi.fn()}
      />,
    );
    expect(screen.getByTestId('health-questions')).toHaveTextContent('Paying with a package credit or your membership and answered');
    expect(screen.getByRole('alert')).toHaveTextContent('Your membership has no paid month that covers this appointment');

    rerender(<DetailsForm initialValues={filled} free membership="code" busy={false} onSubmit={onSubmit} onBack={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Book with my membership' })).toBeNull();
    rerender(<DetailsForm initialValues={filled} free={false} busy={false} onSubmit={onSubmit} onBack={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Book with my membership' })).toBeNull();
  }, 30_000);

  it('confirms a free session directly and goes back to the times', async () => {
    const onBack = vi.fn();
    render(<DetailsForm initialValues={EMPTY_DETAILS} free busy={false} onSubmit={vi.fn()} onBack={onBack} />);
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();
    // Nothing to pay: no voucher to spend.
    expect(screen.queryByLabelText(/Gift Voucher Code/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it("shows the server's refusal of a voucher under its field", () => {
    render(
      <DetailsForm
        initialValues={EMPTY_DETAILS}
        free={false}
        busy={false}
        voucherError="expired on 1 March 2026"
        onSubmit={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/Gift Voucher Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Gift Voucher Code/)).toHaveAccessibleDescription(/expired on 1 March 2026/);
    expect(screen.getByText('expired on 1 March 2026')).toHaveAttribute('role', 'alert');
  });

  it('sums up the choice in London time', () => {
    render(<AppointmentSummary type={single} time={free('2026-04-02', '10:15')} />);
    expect(screen.getByTestId('appointment-summary')).toHaveTextContent('Thursday 2 April at 10:15 AM (UK time)');
    expect(screen.getByTestId('appointment-summary')).toHaveTextContent('£40.00');
  });
});

describe('a credit for a first session', () => {
  it("is recognised from the server's 400 naming health, and only from that", () => {
    expect(healthNeeded(new TRPCClientError('health: answer the health questionnaire (PAR-Q) before your first session'))).toBe(true);
    expect(healthNeeded(new TRPCClientError('email: does not match'))).toBe(false);
    expect(healthNeeded(new Error('health: x'))).toBe(false);
  });
});

describe('a time taken meanwhile', () => {
  it('is recognised from the server 409 (CONFLICT) with its message, and only from that', () => {
    const conflict = new TRPCClientError('That time has just been taken. Please choose another.');
    Object.assign(conflict, { data: { code: 'CONFLICT' } });
    expect(timeGone(conflict)).toBe('That time has just been taken. Please choose another.');
    const bad = new TRPCClientError('start: inside the notice period');
    Object.assign(bad, { data: { code: 'BAD_REQUEST' } });
    expect(timeGone(bad)).toBeNull();
    expect(timeGone(new Error('x'))).toBeNull();
  });
});
