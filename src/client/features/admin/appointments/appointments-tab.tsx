import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { addDays, londonToday, mondayOf } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { ErrorState, LoadingState } from '../query-state';
import { outcome } from '../crud/use-crud';
import { AddForClient, AppointmentActions } from './calendar-actions';
import { type CalendarMode, CalendarView } from './calendar-view';
import { HoursEditor } from './hours-editor';
import { TimeOffSection } from './time-off-section';
import { TravelSetting } from './travel-setting';
import { AppointmentTypesSection } from './types-section';

const SECTIONS = [
  { value: 'calendar', label: 'Calendar' },
  { value: 'types', label: 'Types' },
  { value: 'hours', label: 'Hours' },
  { value: 'time-off', label: 'Time off' },
];

/** Her calendar of classes and appointments, by day or week. */
export function AppointmentCalendar() {
  const today = londonToday();
  const [mode, setMode] = useState<CalendarMode>('day');
  const [date, setDate] = useState(today);
  const shown = mode === 'week' ? mondayOf(date) : date;
  const calendar = trpc.admin.appointments.calendar.useQuery(
    { from: shown, to: mode === 'week' ? addDays(shown, 6) : shown },
    { placeholderData: (previous) => previous },
  );
  const classTypes = trpc.admin.classTypes.list.useQuery();
  const classNames = useMemo(() => new Map((classTypes.data ?? []).map((c) => [String(c.id), c.name])), [classTypes.data]);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Calendar
      </Title>
      <CalendarView
        mode={mode}
        date={shown}
        today={today}
        data={calendar.data}
        loading={calendar.isPending}
        failed={calendar.isError}
        classNames={classNames}
        onModeChange={setMode}
        onDateChange={setDate}
        onRetry={() => void calendar.refetch()}
        appointmentActions={(a) => <AppointmentActions appointment={a} />}
        addAction={<AddForClient defaultDate={shown} />}
      />
    </Stack>
  );
}

/** Her weekly pattern per location, and the travel time between two places. */
export function WorkingHoursSection() {
  const hours = trpc.admin.appointments.hours.useQuery();
  const locations = trpc.admin.locations.list.useQuery();
  const settings = trpc.admin.appointments.settings.useQuery();
  const utils = trpc.useUtils();
  const saveSettings = trpc.admin.appointments.saveSettings.useMutation(
    outcome({
      success: (s) => ['Travel Time Saved', `${s.travelMinutes} minutes between two places, for appointments booked from now on.`],
      failure: 'Failed to save the travel time',
      refresh: () => Promise.all([utils.admin.appointments.settings.invalidate(), utils.appointments.availability.invalidate()]),
    }),
  );
  const save = trpc.admin.appointments.setHours.useMutation(
    outcome({
      success: () => ['Hours Saved', 'Your working hours have been updated.'],
      failure: 'Failed to save working hours',
      refresh: () => Promise.all([utils.admin.appointments.hours.invalidate(), utils.appointments.availability.invalidate()]),
    }),
  );
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Working hours
      </Title>
      {hours.isPending ? (
        <LoadingState label="Loading working hours..." />
      ) : hours.isError ? (
        <ErrorState message="Failed to fetch working hours" onRetry={() => void hours.refetch()} />
      ) : (
        <HoursEditor
          // Saved hours come back sorted: the editor starts again from them.
          key={JSON.stringify(hours.data)}
          initial={hours.data}
          locations={(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
          busy={save.isPending}
          onSave={(pattern) => save.mutate(pattern)}
        />
      )}
      <Title order={3} size="h4">
        Travel
      </Title>
      {settings.isPending ? (
        <LoadingState label="Loading the travel time..." />
      ) : settings.isError ? (
        <ErrorState message="Failed to fetch the travel time" onRetry={() => void settings.refetch()} />
      ) : (
        <TravelSetting
          key={settings.data.travelMinutes}
          initial={settings.data.travelMinutes}
          busy={saveSettings.isPending}
          onSave={(next) => saveSettings.mutate(next)}
        />
      )}
    </Stack>
  );
}

/** Personal training: her calendar, the appointment types, her working hours (and travel time) and her time off. */
export function AppointmentsTab() {
  const [section, setSection] = useState('calendar');
  return (
    <Stack gap="lg">
      <SegmentedControl value={section} onChange={setSection} data={SECTIONS} fullWidth aria-label="Appointments section" />
      {section === 'calendar' && <AppointmentCalendar />}
      {section === 'types' && <AppointmentTypesSection />}
      {section === 'hours' && <WorkingHoursSection />}
      {section === 'time-off' && <TimeOffSection />}
    </Stack>
  );
}
