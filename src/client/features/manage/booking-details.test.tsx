import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ManageViewDto } from '../../../domain/manage';
import { formatLongDate } from '../../../domain/time';
import { render } from '../../test/render';
import { BookingDetails } from './booking-details';

const view: ManageViewDto = {
  kind: 'class',
  reference: 42,
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
  calendar: { google: 'https://calendar.google.com/calendar/render?action=TEMPLATE', outlook: 'https://outlook.live.com/calendar/0/deeplink/compose', ics: 'BEGIN:VCALENDAR' },
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
    expect(screen.getByText('42')).toBeInTheDocument();
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
});
