import type { ClassTypeDto, SlotDto } from '../../../domain/dto';

export const CLASS_TYPES: ClassTypeDto[] = [
  {
    id: 1,
    name: 'Reformer Pilates',
    description: '',
    duration: '50 minutes',
    durationMinutes: null,
    maxParticipants: '6',
    equipment: '',
    level: 'All Levels',
    price: '20.00',
    pricePence: 2000,
    isActive: true,
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  },
  {
    id: 2,
    name: 'Yoga Class',
    description: '',
    duration: '45 minutes',
    durationMinutes: 45,
    maxParticipants: '12',
    equipment: '',
    level: 'All Levels',
    price: '12.00',
    pricePence: 1200,
    isActive: true,
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  },
];

let nextId = 1;
export function slot(overrides: Partial<SlotDto>): SlotDto {
  return {
    id: nextId++,
    date: '2026-03-02',
    startTime: '09:00',
    endTime: '10:00',
    locationId: 1,
    locationName: 'Main Studio',
    isVirtualOnly: false,
    allowedClassTypes: ['2'],
    maxBookings: 10,
    availableSpots: 10,
    notes: '',
    isActive: true,
    ...overrides,
  };
}
