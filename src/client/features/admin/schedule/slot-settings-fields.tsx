import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { ClassTypeDto, LocationDto, SlotDto } from '../../../../domain/dto';

export const VIRTUAL = 'virtual';

/** What a slot is besides its time: the part the edit form may change too. */
export interface SlotSettings {
  /** A location id, or 'virtual' for a virtual-only slot with no location (SPEC §5). */
  location: string;
  allowedClassTypes: string[];
  maxBookings: number | string;
  notes: string;
  /** How those booked join when the class is online; sent only to them. */
  joiningDetails: string;
}

export const DEFAULT_SLOT_SETTINGS: SlotSettings = {
  location: VIRTUAL,
  allowedClassTypes: [],
  maxBookings: 1,
  notes: '',
  joiningDetails: '',
};

/** A new slot starts at the first active location (virtual when there is none). */
export function defaultSettings(locations: LocationDto[]): SlotSettings {
  const first = locations.find((l) => l.isActive);
  return { ...DEFAULT_SLOT_SETTINGS, location: first ? String(first.id) : VIRTUAL };
}

/** The usual capacity of the chosen class types: the largest whole number in their 'max participants' text. */
export function usualCapacity(classTypes: ClassTypeDto[], ids: string[]): number | null {
  const sizes = classTypes
    .filter((c) => ids.includes(String(c.id)))
    .map((c) =>
      Number.parseInt(
        c.maxParticipants
          .replace(/[^\d]+/g, ' ')
          .trim()
          .split(' ')
          .at(-1) ?? '',
        10,
      ),
    )
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 1000);
  return sizes.length ? Math.max(...sizes) : null;
}

/**
 * A settings change in a create form: choosing class types sets the capacity to their usual one until the owner
 * types a capacity of their own.
 */
export function withCapacityDefault(
  previous: SlotSettings,
  next: SlotSettings,
  classTypes: ClassTypeDto[],
  capacityTouched: boolean,
): SlotSettings {
  if (capacityTouched || next.allowedClassTypes === previous.allowedClassTypes) return next;
  const usual = usualCapacity(classTypes, next.allowedClassTypes);
  return usual === null ? next : { ...next, maxBookings: usual };
}

export function settingsOf(slot: SlotDto & { joiningDetails?: string }): SlotSettings {
  return {
    location: slot.locationId === null ? VIRTUAL : String(slot.locationId),
    allowedClassTypes: slot.allowedClassTypes,
    maxBookings: slot.maxBookings,
    notes: slot.notes,
    joiningDetails: slot.joiningDetails ?? '',
  };
}

/** The payload fields shared by admin.schedule.create and admin.schedule.update. */
export function settingsPayload(settings: SlotSettings) {
  const virtual = settings.location === VIRTUAL || settings.location === '';
  return {
    locationId: virtual ? null : Number(settings.location),
    isVirtualOnly: virtual,
    allowedClassTypes: settings.allowedClassTypes,
    maxBookings: Number(settings.maxBookings),
    notes: settings.notes.trim(),
    joiningDetails: virtual ? settings.joiningDetails.trim() : '',
  };
}

export const MAX_BOOKINGS_MESSAGE = 'Max concurrent bookings must be a whole number of at least 1';

export function maxBookingsError(value: number | string): string | null {
  const n = Number(value);
  return value === '' || !Number.isInteger(n) || n < 1 ? MAX_BOOKINGS_MESSAGE : null;
}

export interface SlotSettingsFieldsProps {
  value: SlotSettings;
  onChange: (value: SlotSettings) => void;
  locations: LocationDto[];
  classTypes: ClassTypeDto[];
  maxBookingsError?: string | null;
  disabled?: boolean;
}

export function SlotSettingsFields({
  value,
  onChange,
  locations,
  classTypes,
  maxBookingsError: maxError,
  disabled,
}: SlotSettingsFieldsProps) {
  const set = <K extends keyof SlotSettings>(key: K, v: SlotSettings[K]) => onChange({ ...value, [key]: v });
  // An inactive location or class type stays listed only when this slot already uses it.
  const locationOptions = [
    { value: VIRTUAL, label: 'Virtual' },
    ...locations
      .filter((l) => l.isActive || String(l.id) === value.location)
      .map((l) => ({
        value: String(l.id),
        label: l.isActive ? l.name : `${l.name} (inactive)`,
      })),
  ];
  const classTypeOptions = classTypes
    .filter((c) => c.isActive || value.allowedClassTypes.includes(String(c.id)))
    .map((c) => ({ value: String(c.id), label: c.isActive ? c.name : `${c.name} (inactive)` }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Location"
          data={locationOptions}
          value={value.location}
          onChange={(v) => set('location', v ?? VIRTUAL)}
          allowDeselect={false}
          disabled={disabled}
        />
        <NumberInput
          label="Max concurrent bookings"
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          value={value.maxBookings}
          onChange={(v) => set('maxBookings', v)}
          error={maxError}
          disabled={disabled}
        />
      </SimpleGrid>
      {/* Checkboxes rather than a MultiSelect: a combobox dropdown inside a full-screen dialog did not open under touch. */}
      <Checkbox.Group
        label="Allowed class types"
        description="Leave all unticked to allow every class (shown as Open Class)"
        value={value.allowedClassTypes}
        onChange={(v) => set('allowedClassTypes', v)}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={8} mt={6}>
          {classTypeOptions.map((o) => (
            <Checkbox key={o.value} value={o.value} label={o.label} disabled={disabled} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        maxRows={5}
        value={value.notes}
        onChange={(e) => set('notes', e.currentTarget.value)}
        disabled={disabled}
      />
      {value.location === VIRTUAL && (
        <Textarea
          label="Joining details"
          description="How to join online (link, meeting ID, passcode). Sent only to those booked, in their confirmation and reminder."
          autosize
          minRows={2}
          maxRows={5}
          value={value.joiningDetails}
          onChange={(e) => set('joiningDetails', e.currentTarget.value)}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
