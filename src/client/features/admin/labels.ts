import type { BookingStatus, LocationType, Service } from '../../../domain/schemas';

/** SPEC §3: 'home' is shown as 'Home Studio' and 'client_home' as "Client's Home". */
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  studio: 'Studio',
  gym: 'Gym',
  outdoor: 'Outdoor',
  home: 'Home Studio',
  client_home: "Client's Home",
};

export const SERVICE_LABELS: Record<Service, string> = {
  'group-classes': 'Group Classes',
  'personal-training': 'Personal Training',
  both: 'Both Services',
  consultation: 'Free Consultation',
};

export const STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Held',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};

export const STATUS_COLORS: Record<BookingStatus, string> = {
  held: 'yellow',
  confirmed: 'teal',
  cancelled: 'gray',
  expired: 'orange',
  refunded: 'grape',
};
