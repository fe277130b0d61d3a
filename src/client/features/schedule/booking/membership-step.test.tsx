import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render';
import { serveTrpc } from '../../../test/serve-trpc';
import { EMPTY_BOOKING_FORM } from './booking-form';
import { MembershipStep } from './membership-step';

afterEach(() => vi.unstubAllGlobals());

const values = { ...EMPTY_BOOKING_FORM, name: 'Mia Member', email: 'mia@example.com', phone: '07700 900123' };

describe('booking with a membership code, signed out', { timeout: 30_000 }, () => {
  it('sends her details with the code and hands on the booking: no card', async () => {
    const calls = serveTrpc({
      'memberships.book': () => ({
        data: { success: true, message: 'Booked with your membership', bookingId: 41, orderId: 77, clientSecret: null },
      }),
    });
    const onBooked = vi.fn();
    render(<MembershipStep values={values} classTypeId={3} scheduleId={9} onBack={vi.fn()} onBooked={onBooked} />);
    expect(screen.getByText(/Booking for mia@example.com/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Book with my membership' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Membership code/), ' MEM-ABCD-EFGH ');
    await userEvent.click(submit);
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ orderId: 77 })));
    expect(calls[0]!.input).toEqual({
      scheduleId: 9,
      classTypeId: 3,
      name: 'Mia Member',
      email: 'mia@example.com',
      phone: '07700 900123',
      membershipCode: 'MEM-ABCD-EFGH',
    });
  });

  it('says why the server refused (a wrong code, a month used up) and books nothing', async () => {
    serveTrpc({ 'memberships.book': () => ({ error: { message: 'membershipCode: no membership has this code', code: 'NOT_FOUND' } }) });
    const onBooked = vi.fn();
    const onBack = vi.fn();
    render(<MembershipStep values={values} classTypeId={3} scheduleId={9} onBack={onBack} onBooked={onBooked} />);
    await userEvent.type(screen.getByLabelText(/Membership code/), 'WRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Book with my membership' }));
    expect(await screen.findByText('no membership has this code')).toHaveAttribute('role', 'alert');
    expect(onBooked).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });
});
