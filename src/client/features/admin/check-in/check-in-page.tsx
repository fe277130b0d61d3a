import './check-in.css';
import { ActionIcon, Alert, Box, Button, Container, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCamera, IconCameraOff, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link, Navigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { rosterSlotToOpen, type RosterEntryDto } from '../../../../domain/attendance';
import { addDays, londonToday } from '../../../../domain/time';
import { readAdminToken, trpc } from '../../../trpc';
import { ConfirmDialog, type ConfirmRequest } from '../confirm-dialog';
import { shortDate, timeRange } from '../format';
import { errorText, notifyError, notifyInfo, notifySuccess } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { useSessionGuard } from '../use-session-guard';
import { Roster } from './roster';
import { AddBooking } from '../add-booking-dialog';
import { ScanResult } from './scan-result';
import { useTicketReader } from './use-ticket-reader';

const TicketScanner = lazy(async () => ({ default: (await import('./ticket-scanner')).TicketScanner }));

/** /admin/check-in: the owner's phone at the door. Scan tickets, or pick a class and tick names. */
export function CheckInPage() {
  if (readAdminToken() === null) return <Navigate to="/admin/login" replace />;
  return <CheckIn />;
}

const checkError = (error: unknown) => errorText('The ticket could not be checked', error);

function CheckIn() {
  useSessionGuard(useCallback(() => notifyInfo('Session Expired', 'Please sign in again.'), []));
  const utils = trpc.useUtils();
  const [date, setDate] = useState(() => londonToday());
  const [slotId, setSlotId] = useState<number | null>(null);
  const [camera, setCamera] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const refresh = useCallback(
    (changedSlot: number) => {
      void utils.admin.attendance.roster.invalidate({ slotId: changedSlot });
      void utils.admin.attendance.slots.invalidate();
    },
    [utils],
  );
  const { mutateAsync: checkIn } = trpc.admin.attendance.checkIn.useMutation();
  const check = useCallback((ticket: string) => checkIn({ ticket }), [checkIn]);
  const { answer, read, forget, pending } = useTicketReader(check, refresh, checkError);

  // A ticket opened from the phone's own camera app lands here as /admin/check-in#ticket=..., also when the
  // page is already open in this tab (the next ticket only changes the fragment).
  const readTicketInAddress = useEffectEvent(() => {
    const hash = window.location.hash;
    if (!hash.includes('ticket=')) return;
    window.history.replaceState(null, '', window.location.pathname);
    read(hash, true);
  });
  useEffect(() => {
    readTicketInAddress();
    const onHashChange = () => readTicketInAddress();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    document.title = 'Check-in';
  }, []);

  const slots = trpc.admin.attendance.slots.useQuery({ date });
  const chosen = slotId !== null && slots.data?.some((s) => s.id === slotId) ? slotId : rosterSlotToOpen(slots.data ?? []);
  const roster = trpc.admin.attendance.roster.useQuery({ slotId: chosen ?? 0 }, { enabled: chosen !== null });

  const [busyId, setBusyId] = useState<number | null>(null);
  const mark = trpc.admin.attendance.mark.useMutation({
    onMutate: ({ bookingId }) => setBusyId(typeof bookingId === 'number' ? bookingId : null),
    onSettled: () => setBusyId(null),
    onSuccess: () => chosen !== null && refresh(chosen),
    onError: (error) => notifyError('The roster could not be updated', error),
  });
  const noShows = trpc.admin.attendance.markNoShows.useMutation({
    onSuccess: ({ marked }) => {
      notifySuccess('No-shows recorded', `${marked} booking${marked === 1 ? '' : 's'} marked as no-show.`);
      if (chosen !== null) refresh(chosen);
    },
    onError: (error) => notifyError('No-shows could not be recorded', error),
  });

  const tick = (entry: RosterEntryDto, attended: boolean) =>
    mark.mutate({ bookingId: entry.bookingId, state: attended ? 'attended' : 'none' });
  const askNoShows = (count: number) =>
    setConfirm({
      title: 'Record no-shows',
      message: `Mark the ${count} unticked booking${count > 1 ? 's' : ''} of this class as no-show${count > 1 ? 's' : ''}? Ticking a name later still records the arrival.`,
      confirmLabel: `Mark ${count} no-show${count > 1 ? 's' : ''}`,
      danger: true,
      onConfirm: () => chosen !== null && noShows.mutate({ slotId: chosen }),
    });

  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" className="check-in-no-print" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="sm" py="sm">
          <Group justify="space-between" gap="xs">
            <Title order={1} size="h3">
              Check-in
            </Title>
            <Button component={Link} to="/admin/dashboard" variant="subtle" size="sm" leftSection={<IconArrowLeft size={16} aria-hidden />}>
              Dashboard
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size="sm" py="md" component="main">
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md" className="check-in-no-print">
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={2} size="h4">
                  Scan a ticket
                </Title>
                <Button
                  variant={camera ? 'default' : 'filled'}
                  leftSection={camera ? <IconCameraOff size={18} aria-hidden /> : <IconCamera size={18} aria-hidden />}
                  onClick={() => {
                    setCameraError(null);
                    forget();
                    setCamera((on) => !on);
                  }}
                >
                  {camera ? 'Close camera' : 'Open camera'}
                </Button>
              </Group>
              {camera && (
                <Suspense fallback={<LoadingState label="Starting the camera..." />}>
                  <TicketScanner onRead={read} paused={pending} onError={setCameraError} />
                </Suspense>
              )}
              {cameraError && (
                <Alert color="red" variant="light" title="The camera could not be used" role="alert">
                  {cameraError} You can still tick names on the roster below.
                </Alert>
              )}
              {answer ? (
                <ScanResult answer={answer} />
              ) : (
                <Text size="sm" c="dimmed">
                  Point the camera at the QR code in the customer&apos;s confirmation e-mail.
                </Text>
              )}
            </Stack>
          </Paper>

          <Stack gap="sm">
            <Group justify="space-between" gap="xs" className="check-in-no-print">
              <Group gap="xs">
                <Title order={2} size="h4">
                  Roster
                </Title>
                <AddBooking date={date} slotId={chosen} size="xs" />
              </Group>
              <Group gap={4}>
                <ActionIcon variant="default" size="lg" aria-label="Previous day" onClick={() => setDate((d) => addDays(d, -1))}>
                  <IconChevronLeft size={18} aria-hidden />
                </ActionIcon>
                <Button
                  variant="default"
                  size="sm"
                  onClick={() => setDate(londonToday())}
                  aria-label={`Classes on ${shortDate(date)}; show today`}
                >
                  {date === londonToday() ? 'Today' : shortDate(date)}
                </Button>
                <ActionIcon variant="default" size="lg" aria-label="Next day" onClick={() => setDate((d) => addDays(d, 1))}>
                  <IconChevronRight size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {slots.isPending ? (
              <LoadingState label="Loading classes..." />
            ) : slots.isError ? (
              <ErrorState message="Failed to fetch classes" onRetry={() => void slots.refetch()} />
            ) : slots.data.length === 0 ? (
              <EmptyState>No classes on {shortDate(date)}.</EmptyState>
            ) : (
              <>
                <SegmentedControl
                  className="check-in-no-print"
                  orientation="vertical"
                  fullWidth
                  value={String(chosen)}
                  onChange={(value) => setSlotId(Number(value))}
                  aria-label="Class"
                  data={slots.data.map((s) => ({
                    value: String(s.id),
                    label: `${timeRange(s.startTime, s.endTime)} · ${s.checkedIn}/${s.booked} · ${s.classNames.join(', ') || 'No bookings'}`,
                  }))}
                />
                {roster.isPending ? (
                  <LoadingState label="Loading the roster..." />
                ) : roster.isError ? (
                  <ErrorState message="Failed to fetch the roster" onRetry={() => void roster.refetch()} />
                ) : (
                  <Roster roster={roster.data} busyId={busyId} onTick={tick} onNoShows={askNoShows} />
                )}
              </>
            )}
          </Stack>
        </Stack>
      </Container>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={noShows.isPending} />
    </Box>
  );
}
