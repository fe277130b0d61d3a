import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClassTypeDto, LocationDto } from '../../../../domain/dto';
import { render } from '../../../test/render';
import { endOptions, SeriesForm } from './series-form';
import { defaultSettings, usualCapacity, withCapacityDefault } from './slot-settings-fields';

const location = (id: number, name: string, isActive = true): LocationDto => ({
  id,
  name,
  address: '',
  type: 'studio',
  capacity: '',
  equipment: '',
  notes: '',
  isActive,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
});
const classType = (id: number, name: string, maxParticipants: string): ClassTypeDto => ({
  id,
  name,
  description: '',
  duration: '60 minutes',
  durationMinutes: null,
  maxParticipants,
  equipment: '',
  level: 'All Levels',
  price: '12.00',
  pricePence: 1200,
  isActive: true,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
});
const LOCATIONS = [location(1, 'Old Hall', false), location(2, 'Main Studio'), location(3, 'Park')];
const TYPES = [classType(10, 'Reformer Pilates', '6'), classType(11, 'Yoga Class', 'Up to 12 people'), classType(12, 'Odd', 'many')];

describe('new slot defaults', () => {
  it('start at the first active location, or virtual when there is none', () => {
    expect(defaultSettings(LOCATIONS).location).toBe('2');
    expect(defaultSettings([location(1, 'Old Hall', false)]).location).toBe('virtual');
  });

  it("take the class types' usual capacity until the owner types one", () => {
    expect(usualCapacity(TYPES, ['10'])).toBe(6);
    expect(usualCapacity(TYPES, ['10', '11'])).toBe(12);
    expect(usualCapacity(TYPES, ['12'])).toBeNull();
    const before = defaultSettings(LOCATIONS);
    expect(withCapacityDefault(before, { ...before, allowedClassTypes: ['10'] }, TYPES, false).maxBookings).toBe(6);
    expect(withCapacityDefault(before, { ...before, allowedClassTypes: ['10'] }, TYPES, true).maxBookings).toBe(1);
  });

  it('offer end times a quarter of an hour apart after the start', () => {
    expect(endOptions('21:30').slice(0, 3)).toEqual(['21:45', '22:00', '22:15']);
    expect(endOptions('21:30').at(-1)).toBe('23:45');
  });
});

// A whole Mantine form renders slowly on a busy two-core machine.
describe('SeriesForm', { timeout: 30_000 }, () => {
  it("starts on the chosen date's weekday at the first active location and sums up the series", async () => {
    // 3 March 2031 is a Monday.
    render(<SeriesForm date="2031-03-03" locations={LOCATIONS} classTypes={TYPES} onDone={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Thursday' })).not.toBeChecked();
    expect(screen.getAllByLabelText('Location').find((el) => el.tagName === 'INPUT')).toHaveValue('Main Studio');
    expect(screen.getByText(/Every Monday, 18:00-19:00, 12 weeks: 12 classes from Monday,? 3 March 2031/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Thursday' }));
    expect(screen.getByText(/Every Monday and Thursday, 18:00-19:00, 12 weeks: 24 classes/)).toBeInTheDocument();
  });

  it('asks for at least one weekday before sending anything', async () => {
    const user = userEvent.setup();
    render(<SeriesForm date="2031-03-03" locations={LOCATIONS} classTypes={TYPES} onDone={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Create Series' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one weekday');
  });
});
