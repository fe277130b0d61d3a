import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ManageViewDto } from '../../../domain/manage';
import { formatLongDate } from '../../../domain/time';
import { render } from '../../test/render';
import { BookingDetails } from './booking-details';
import { CancelBooking } from './cancel-booking';
import { CancelOffer } from './cancel-offer';

/** A row of the details card, by its label. */
const rowOf = (label: string) => screen.getByText(label, { selector: 'th' }).closest('tr');
const view: ManageViewDto = {
  kind: 'class',
  reference: 42,
  ref: 'B-42',
  name: 'Ann Example',
  email: 'ann@example.com',
  title: 'Mat Pilates Class',
  status: 'confirmed',
  date: '2026-12-07',
  startTime: '18:30',
  endTime: '19:30',
  location: { name: 'Main Studio', address: '1 High Street', mapUrl: 'https://www.google.com/maps/search/?api=1&query=Main%20Studio' },
  virtualDetails: null,
  amountPaidPence: 1080,
  voucherPence: 0,
  calendar: {
    google: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
    outlook: 'https://outlook.live.com/calendar/0/deeplink/compose',
    ics: 'BEGIN:VCALENDAR',
  },
  refunds: [],
  creditBack: null,
  cancellation: { allowed: true, refundPence: 1080, percent: 100, note: 'More than 24 hours before the class: full refund of £10.80.' },
};

describe('manage page: booking details', () => {
  it('shows the class, London date and time, location with a map link, amount paid and reference', () => {
    render(<BookingDetails view={view} />);
    expect(screen.getByRole('heading', { name: 'Mat Pilates Class' })).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText(formatLongDate('2026-12-07'))).toBeInTheDocument();
    expect(screen.getByText('6:30 PM - 7:30 PM (UK time)')).toBeInTheDocument();
    expect(screen.getByText('1 High Street')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', view.location!.mapUrl);
    expect(screen.getByText('£10.80')).toBeInTheDocument();
    expect(screen.getByText('B-42')).toBeInTheDocument();
  });

  it('offers Google and Outlook calendar links and an .ics download for a confirmed class', () => {
    render(<BookingDetails view={view} />);
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', view.calendar!.google);
    expect(screen.getByRole('link', { name: 'Add to Outlook' })).toHaveAttribute('href', view.calendar!.outlook);
    expect(screen.getByRole('button', { name: 'Download .ics' })).toBeInTheDocument();
  });

  it('shows the virtual-class details instead of a map, and no calendar links once cancelled', () => {
    render(<BookingDetails view={{ ...view, status: 'cancelled', location: null, virtualDetails: 'Zoom link follows' }} />);
    expect(screen.getByText('Virtual Class')).toBeInTheDocument();
    expect(screen.getByText('Zoom link follows')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in Google Maps' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to Google Calendar' })).toBeNull();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows what was given back on a cancelled booking: the refund with its London day, or the credit', () => {
    const { unmount } = render(
      <BookingDetails
        view={{ ...view, status: 'refunded', refunds: [{ amountPence: 1200, status: 'succeeded', at: '2026-11-27T23:30:00.000Z' }] }}
      />,
    );
    // 23:30 UTC on 27 November is still the 27th in London (GMT).
    expect(screen.getByText('Refunded £12.00 on 27 Nov')).toBeInTheDocument();
    unmount();
    render(<BookingDetails view={{ ...view, status: 'cancelled', creditBack: { kind: 'instead', at: '2026-06-30T23:30:00.000Z' } }} />);
    // ...but 23:30 UTC on 30 June is 1 July in London (BST).
    expect(screen.getByText('One class credit instead of a refund, given on 1 Jul')).toBeInTheDocument();
  });
});

describe('manage page: a class a gift voucher paid', () => {
  it("shows the voucher's part as its own line: beside the card's, or alone when it paid all (not 'Amount paid £0.00')", () => {
    const { unmount } = render(<BookingDetails view={{ ...view, amountPaidPence: 780, voucherPence: 300 }} />);
    expect(rowOf('Amount paid')).toHaveTextContent('£7.80');
    expect(rowOf('Gift voucher')).toHaveTextContent('£3.00');
    unmount();
    render(<BookingDetails view={{ ...view, amountPaidPence: 0, voucherPence: 1200 }} />);
    expect(screen.queryByText('Amount paid', { selector: 'th' })).toBeNull();
    expect(rowOf('Gift voucher')).toHaveTextContent('£12.00');
  });

  it('says what goes back to the voucher, with the card refund when there is one; not with a credit instead', async () => {
    const onConfirm = vi.fn();
    const part = { allowed: true, refundPence: 780, voucherBackPence: 300, percent: 100, creditInstead: true, note: 'x' };
    const { unmount } = render(<CancelBooking cancellation={part} busy={false} error={null} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('£7.80 will be refunded to the card you paid with. £3.00 goes back to your gift voucher.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /One class credit instead/ }));
    expect(screen.queryByText(/goes back to your gift voucher/)).toBeNull();
    unmount();

    const whole = { allowed: true, refundPence: 0, voucherBackPence: 600, percent: 50, note: 'y' };
    render(<CancelBooking cancellation={whole} busy={false} error={null} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText('£6.00 goes back to your gift voucher.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/No refund is due/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledWith(0, 'refund');
  });
});

describe('manage page: cancel', () => {
  it('shows the quote, and confirms with the amount before cancelling', async () => {
    const onConfirm = vi.fn();
    render(<CancelBooking cancellation={view.cancellation!} busy={false} error={null} onConfirm={onConfirm} />);
    expect(screen.getByText('More than 24 hours before the class: full refund of £10.80.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('£10.80 will be refunded to the card you paid with.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund £10.80' }));
    expect(onConfirm).toHaveBeenCalledWith(1080, 'refund');
  });

  it('offers one class credit instead of the refund when the server does, and sends that choice', async () => {
    const onConfirm = vi.fn();
    render(<CancelBooking cancellation={{ ...view.cancellation!, creditInstead: true }} busy={false} error={null} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('radio', { name: 'A refund of £10.80 to my card' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /One class credit instead/ }));
    expect(screen.getByText(/one class credit \(valid for 180 days\) instead of a refund/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and take a credit' }));
    expect(onConfirm).toHaveBeenCalledWith(1080, 'credit');
  });

  it.each([
    ['cash', 'in cash'],
    ['bank_transfer', 'by bank transfer'],
  ] as const)('paid %s: says the money comes back %s by the studio, never to a card', async (refundBy, way) => {
    render(
      <CancelBooking
        cancellation={{ ...view.cancellation!, creditInstead: true, refundBy }}
        busy={false}
        error={null}
        onConfirm={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('radio', { name: `A refund of £10.80 ${way}` })).toBeChecked();
    expect(
      screen.getByText(`£10.80 will be given back to you ${way}, as you paid; we will be in touch to arrange it.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/card/)).toBeNull();
  });

  it("the owner's offer on a class paid in cash offers the refund in cash", () => {
    const offer = { amountPence: 1200, dueAt: '2030-06-08T09:00:00.000Z', credits: 1, choice: null };
    const { unmount } = render(<CancelOffer offer={offer} refundBy="cash" busy={false} error={null} onChoose={vi.fn()} />);
    expect(screen.getByText(/^Choose a full refund of £12\.00 in cash, or one class credit/)).toBeInTheDocument();
    unmount();
    render(<CancelOffer offer={{ ...offer, choice: 'refund' }} refundBy="cash" busy={false} error={null} onChoose={vi.fn()} />);
    expect(
      screen.getByText('£12.00 will be given back to you in cash, as you paid; we will be in touch to arrange it.'),
    ).toBeInTheDocument();
  });

  it("the owner's offer for a group of 3 places offers the whole refund or 3 class credits, one for each place", async () => {
    const offer = { amountPence: 3600, dueAt: '2030-06-08T09:00:00.000Z', credits: 3, choice: null };
    const onChoose = vi.fn();
    const { unmount } = render(<CancelOffer offer={offer} busy={false} error={null} onChoose={onChoose} />);
    expect(
      screen.getByText(/^Choose a full refund of £36\.00 .*, or 3 class credits \(valid for \d+ days\) instead, one for each place\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '3 class credits instead' }));
    expect(onChoose).toHaveBeenCalledWith('credit');
    unmount();
    render(<CancelOffer offer={{ ...offer, choice: 'credit' }} busy={false} error={null} onChoose={vi.fn()} />);
    expect(screen.getByText(/^You have 3 class credits \(valid for \d+ days\) instead of a refund\.$/)).toBeInTheDocument();
  });

  it('offers no button when cancelling is not allowed, and shows why', () => {
    render(
      <CancelBooking
        cancellation={{ allowed: false, refundPence: 0, percent: 0, note: 'The class has started, so it can no longer be cancelled.' }}
        busy={false}
        error={null}
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByText('The class has started, so it can no longer be cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
