import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentTypeDto } from '../../../../domain/appointments/dto';
import { render } from '../../../test/render';
import { AppointmentTypeForm, initialTypeValues, toTypeInput } from './type-form';
import { AppointmentTypeCard } from './types-section';

const single: AppointmentTypeDto = {
  id: 3,
  name: 'Personal Training - Single Session',
  description: '',
  durationMinutes: 60,
  pricePence: 4000,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 1440,
  horizonDays: 56,
  place: 'location',
  locationId: 1,
  acceptsTrainingCredits: true,
  creditPackIds: [2],
  isActive: true,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};
const locations = [{ value: '1', label: 'Main Studio' }];
const packs = [{ value: '2', label: '10 classes' }];

describe('the appointment type form', () => {
  it('shows pounds and hours, and sends pence and minutes', () => {
    const values = initialTypeValues(single);
    expect(values).toMatchObject({ price: '40.00', minNoticeHours: 24, locationId: '1', creditPackIds: ['2'] });
    expect(toTypeInput({ ...values, price: '32.5', minNoticeHours: 1.5 })).toEqual({
      input: expect.objectContaining({ pricePence: 3250, minNoticeMinutes: 90, locationId: 1, creditPackIds: [2], durationMinutes: 60 }),
    });
    // Not at a location: the location is dropped.
    expect(toTypeInput({ ...values, place: 'online' })).toEqual({ input: expect.objectContaining({ place: 'online', locationId: null }) });
    expect(toTypeInput({ ...values, price: '0' })).toEqual({ input: expect.objectContaining({ pricePence: 0 }) });
  });

  it("names each bad field in the owner's words", () => {
    const result = toTypeInput({ ...initialTypeValues(), name: '', price: 'forty', durationMinutes: 7, locationId: null, horizonDays: '' });
    expect(result).toEqual({
      errors: expect.objectContaining({
        name: 'required',
        price: 'Enter a price in pounds, e.g. 40 or 32.50 (0 for free)',
        durationMinutes: 'must be a multiple of 5 minutes',
        horizonDays: 'Enter a number',
        locationId: 'Choose a location',
      }),
    });
  });

  it('edits every field and submits the server input; errors stop it', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <AppointmentTypeForm initial={single} locations={locations} packs={packs} busy={false} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    for (const label of [
      'Name',
      'Description',
      'Duration (minutes)',
      'Price',
      'Buffer after (minutes)',
      'Minimum notice (hours)',
      'Bookable ahead (days)',
      'Location',
      'Class packs whose credits pay for it',
    ])
      expect(screen.getAllByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))[0]).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Personal-training package credits pay for it' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active (can be booked)' })).toBeChecked();
    const price = screen.getByLabelText(/^Price/);
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Update Type' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a price in pounds, e.g. 40 or 32.50 (0 for free)')).toBeInTheDocument();
    await user.type(price, '45');
    await user.click(screen.getByRole('switch', { name: 'Active (can be booked)' }));
    await user.click(screen.getByRole('button', { name: 'Update Type' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ pricePence: 4500, isActive: false, name: single.name }));
  }, 30_000);

  it('shows a type as a card with its rules and an active switch', async () => {
    const onToggle = vi.fn();
    const onEdit = vi.fn();
    render(<AppointmentTypeCard type={single} locationName="Main Studio" onEdit={onEdit} onToggle={onToggle} toggling={false} />);
    const card = screen.getByTestId('appointment-type-card');
    expect(card).toHaveTextContent('£40.00');
    expect(card).toHaveTextContent('At a location (Main Studio)');
    expect(card).toHaveTextContent('Buffer after: 15 min · Notice: 24 h · Ahead: 56 days');
    expect(card).toHaveTextContent('Credits: training package, 1 pack(s)');
    await userEvent.click(screen.getByRole('switch', { name: `${single.name} active` }));
    expect(onToggle).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: `Edit ${single.name}` }));
    expect(onEdit).toHaveBeenCalled();
  });
});
