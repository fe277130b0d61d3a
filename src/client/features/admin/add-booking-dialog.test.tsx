import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSlotDto } from '../../../domain/dto';
import { render } from '../../test/render';
import { AddBookingForm, classesOf, walkInSummary } from './add-booking-dialog';

const MAT = { id: 3, name: 'Mat Pilates Class', pricePence: 1200 };
const REFORMER = { id: 4, name: 'Reformer', pricePence: 2500 };

function slot(over: Partial<AdminSlotDto>): AdminSlotDto {
  return {
    id: 21,
    date: '2026-03-02',
    startTime: '09:30',
    endTime: '10:30',
    locationId: 1,
    locationName: 'Main Studio',
    isVirtualOnly: false,
    allowedClassTypes: ['3'],
    maxBookings: 8,
    availableSpots: 3,
    notes: '',
    isActive: true,
    seriesId: null,
    joiningDetails: '',
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...over,
  };
}

function renderForm(over: Partial<Parameters<typeof AddBookingForm>[0]> = {}) {
  const onSave = vi.fn();
  render(
    <AddBookingForm
      date="2026-03-02"
      onDate={vi.fn()}
      slots={[slot({}), slot({ id: 22, startTime: '18:00', endTime: '19:00', allowedClassTypes: ['3', '4'] })]}
      types={[MAT, REFORMER]}
      openClassPricePence={1000}
      initialSlotId={21}
      busy={false}
      onCancel={vi.fn()}
      onSave={onSave}
      {...over}
    />,
  );
  return { onSave, user: userEvent.setup() };
}

// Typing through user-event is slow on a loaded machine: these tests are given room rather than made to race.
describe('AddBookingForm', { timeout: 30_000 }, () => {
  it('confirms the amount before saving: a cash walk-in into the class the roster chose', async () => {
    const { onSave, user } = renderForm();
    await user.type(screen.getByLabelText("Client's name"), 'Jo Bloggs');
    await user.type(screen.getByLabelText('Email Address'), 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Mat Pilates Class, Monday, 2 March 2026, 9:30 AM - 10:30 AM')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('£12.00 paid in cash. Jo Bloggs is confirmed and e-mailed.');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSave).toHaveBeenCalledWith({
      scheduleId: 21,
      classTypeId: 3,
      name: 'Jo Bloggs',
      email: 'jo@example.com',
      phone: '',
      payment: 'cash',
    });
  });

  it('names £0 for a complimentary place and sends the kind chosen', async () => {
    const { onSave, user } = renderForm();
    await user.type(screen.getByLabelText("Client's name"), 'Pat Free');
    await user.type(screen.getByLabelText('Email Address'), 'pat@example.com');
    await user.click(screen.getByRole('radio', { name: 'Complimentary (free)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status')).toHaveTextContent('Complimentary: £0.00 (the class is £12.00)');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ payment: 'complimentary', email: 'pat@example.com' }));
  });

  it('says what is wrong, field by field, and saves nothing', async () => {
    const { onSave, user } = renderForm({ initialSlotId: null });
    await user.type(screen.getByLabelText('Email Address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose the class')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks which class on a slot that offers several before going on', async () => {
    const { user } = renderForm({ initialSlotId: 22 });
    await user.type(screen.getByLabelText("Client's name"), 'Sam Two');
    await user.type(screen.getByLabelText('Email Address'), 'sam@example.com');
    await user.click(screen.getByRole('radio', { name: 'Card (e-mail her a payment link)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose which class')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
  });
});

describe('the amount the dialog names', () => {
  it('is the class price for cash, transfer and card link, £0 complimentary; an open slot is the Open Class', () => {
    expect(walkInSummary('bank_transfer', 1200, 'Jo')).toBe('£12.00 paid by bank transfer. Jo is confirmed and e-mailed.');
    expect(walkInSummary('card_link', 2500, 'Jo')).toMatch(/^£25\.00 to pay by card: Jo is e-mailed a link/);
    expect(classesOf(slot({ allowedClassTypes: [] }), [MAT], 1000)).toEqual([{ id: null, name: 'Open Class', pricePence: 1000 }]);
    expect(classesOf(slot({ allowedClassTypes: ['4'] }), [MAT, REFORMER], 1000)).toEqual([REFORMER]);
  });
});
