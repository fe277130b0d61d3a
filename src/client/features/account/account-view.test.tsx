import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountView as AccountViewDto } from '../../../domain/account';
import { formatLongDate } from '../../../domain/time';
import { render } from '../../test/render';
import { AccountView } from './account-view';
import { moveOptions } from '../../components/move-options';
import { priceLine } from './move-dialog';
import { SignInForm } from './sign-in-form';

const view: AccountViewDto = {
  name: 'Ann Example',
  email: 'ann@example.com',
  bookings: [
    {
      ref: 'B-7',
      className: 'Yoga Flow',
      date: '2026-10-01',
      startTime: '09:00',
      endTime: '10:00',
      location: 'Main Studio',
      status: 'confirmed',
      upcoming: false,
      paidWith: 'card',
      scheduleId: 3,
      movable: false,
      participantCount: 1,
      name: 'Ann Example',
      phone: '07700 900111',
      specialRequests: '',
    },
    {
      ref: 'B-42',
      className: 'Mat Pilates Class',
      date: '2026-12-07',
      startTime: '18:30',
      endTime: '19:30',
      location: null,
      status: 'confirmed',
      upcoming: true,
      paidWith: 'credit',
      scheduleId: 8,
      movable: true,
      participantCount: 1,
      name: 'Ann Example',
      phone: '07700 900111',
      specialRequests: '',
    },
  ],
  appointments: [],
  credits: [
    { title: 'Five classes', scope: 'class', remaining: 4, granted: 5, expiresAt: '2027-01-31T00:00:00.000Z', covers: 'Every class' },
  ],
  waitlist: [{ id: 9, className: 'Barre', date: '2026-12-09', startTime: '07:00', status: 'waiting', position: 2 }],
};

const noop = () => {};
const actions = { onLeave: noop, onSignOut: noop, onSignOutEverywhere: noop, onDataLink: noop };

describe('account page', () => {
  it('shows upcoming and past bookings by reference, credits with what they pay for, and waiting-list places', () => {
    render(<AccountView view={view} {...actions} />);
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    const upcoming = screen.getByRole('heading', { name: 'Upcoming classes' }).parentElement!;
    expect(upcoming).toHaveTextContent('Mat Pilates Class');
    expect(upcoming).toHaveTextContent('B-42');
    expect(upcoming).toHaveTextContent('Online');
    expect(upcoming).toHaveTextContent('paid with a credit');
    expect(upcoming).toHaveTextContent(formatLongDate('2026-12-07'));
    const past = screen.getByRole('heading', { name: 'Past classes' }).parentElement!;
    expect(past).toHaveTextContent('B-7');
    expect(screen.getByText('4 of 5 left: Five classes')).toBeInTheDocument();
    expect(screen.getByText('For: Every class')).toBeInTheDocument();
    expect(screen.getByText(/number 2 in line/)).toBeInTheDocument();
  });

  it('lists her receipts and credit notes, each a download of its PDF', () => {
    render(
      <AccountView
        view={view}
        receipts={[
          {
            ref: 'R-12',
            number: 12,
            kind: 'refund',
            issuedAt: '2026-11-02T00:30:00.000Z',
            description: 'Yoga Flow',
            amountPence: 500,
            orderRef: 'B-7',
            updatedAt: '2026-11-02T00:30:00.000Z',
          },
          {
            ref: 'R-5',
            number: 5,
            kind: 'payment',
            issuedAt: '2026-09-30T23:30:00.000Z',
            description: 'Yoga Flow',
            amountPence: 1250,
            orderRef: 'B-7',
            updatedAt: '2026-09-30T23:30:00.000Z',
          },
        ]}
        {...actions}
      />,
    );
    const receipt = screen.getByLabelText('Receipt R-5');
    expect(receipt).toHaveTextContent('Receipt R-5 · £12.50');
    // Issued at 00:30 London time on 1 October (BST), not the UTC date.
    expect(receipt).toHaveTextContent(formatLongDate('2026-10-01'));
    expect(receipt.querySelector('a')).toHaveAttribute('href', '/api/account/receipts/R-5');
    expect(screen.getByLabelText('Credit note R-12').querySelector('a')).toHaveAttribute('href', '/api/account/receipts/R-12');
  });

  it('leaves a waiting list, asks for the data link and signs out through its buttons', async () => {
    const onLeave = vi.fn();
    const onSignOut = vi.fn();
    const onSignOutEverywhere = vi.fn();
    const onDataLink = vi.fn();
    render(
      <AccountView view={view} onLeave={onLeave} onSignOut={onSignOut} onSignOutEverywhere={onSignOutEverywhere} onDataLink={onDataLink} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledWith(9);
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me my data link' }));
    expect(onDataLink).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(onSignOutEverywhere).toHaveBeenCalled();
  });

  it('offers Move only on an upcoming booking she may still move, and hands that booking to the dialog', async () => {
    const onMove = vi.fn();
    render(<AccountView view={view} {...actions} onMove={onMove} />);
    const buttons = screen.getAllByRole('button', { name: /^Move B-/ });
    expect(buttons).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Move B-42 to another class' }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ ref: 'B-42' }));
  });

  it('lists each class with room on other slots as a move option, and says what the move does with money', () => {
    const slot = (id: number, allowed: string[], spots: number, date = '2026-12-08') => ({
      id,
      date,
      startTime: '10:00',
      endTime: '11:00',
      locationId: 1,
      locationName: 'Main Studio',
      isVirtualOnly: false,
      allowedClassTypes: allowed,
      maxBookings: 5,
      availableSpots: spots,
      notes: '',
      isActive: true,
    });
    const type = (id: number, name: string) =>
      ({
        id,
        name,
        description: '',
        duration: '',
        durationMinutes: null,
        maxParticipants: '',
        equipment: '',
        level: 'All Levels',
        price: '',
        pricePence: 0,
        isActive: true,
        updatedAt: new Date('2026-01-01T00:00:00Z'),
      }) as const;
    const options = moveOptions(
      { scheduleId: 8 },
      [slot(9, ['1', '2'], 2, '2026-12-09'), slot(8, ['1'], 3), slot(10, ['1'], 0), slot(11, [], 1, '2026-12-08')],
      [type(1, 'Mat Pilates Class'), type(2, 'Yoga Class')],
    );
    expect(options.map((o) => o.value)).toEqual(['11:open', '9:1', '9:2']);
    expect(options[2]!.label).toContain('Yoga Class · ');
    const q = { newPricePence: 0, className: 'x', date: '2026-12-09', startTime: '10:00', refusal: null };
    expect(priceLine({ paidWith: 'card' }, { ...q, differencePence: 0 })).toBe('Same price: nothing to pay.');
    expect(priceLine({ paidWith: 'card' }, { ...q, differencePence: 800 })).toContain('£8.00 more');
    expect(priceLine({ paidWith: 'card' }, { ...q, differencePence: -600 })).toContain('refund the difference');
    expect(priceLine({ paidWith: 'credit' }, { ...q, differencePence: 0 })).toContain('costs nothing');
  });

  it('asks for an e-mail address, refuses a wrong one, and says the link is on its way', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<SignInForm onSubmit={onSubmit} sending={false} sent={false} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Email address'));
    await userEvent.type(screen.getByLabelText('Email address'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(onSubmit).toHaveBeenCalledWith('ann@example.com');
    rerender(<SignInForm onSubmit={onSubmit} sending={false} sent />);
    expect(screen.getByRole('status')).toHaveTextContent('a sign-in link is on its way');
  });
});
