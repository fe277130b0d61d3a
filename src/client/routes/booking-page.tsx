import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';
import { DataProvider } from '../api/data-provider';
import { PageMeta } from '../components/page-meta';
import { BOOKING_META } from '../page-metas';
import { PublicLayout } from '../components/public-layout';
import { useHydrated } from '../components/use-hydrated';
import ScheduleSection from '../features/schedule/schedule-section';
import { useServerWeek } from '../features/schedule/server-week';

// The packs on sale: in /booking's HTML when the server rendered it with its week (their chunk then loads while the
// page hydrates, the HTML standing until it has), else drawn once the page runs.
const PacksOffer = lazy(async () => ({ default: (await import('../features/packs/packs-offer')).PacksOffer }));
// Paying for personal training (/booking?type=training): the checkout's form and card step, loaded only when asked for.
const TrainingCheckout = lazy(async () => ({
  default: (await import('../features/checkout/training-checkout')).TrainingCheckout,
}));
// Booking a personal-training time (/booking?type=appointment): its own chunk, loaded only when asked for.
const AppointmentBooking = lazy(async () => ({
  default: (await import('../features/appointments/appointment-booking')).AppointmentBooking,
}));

export function BookingPage() {
  return (
    <PublicLayout>
      <PageMeta page="/booking" meta={BOOKING_META} />
      <BookingHeading />
      <ScheduleSection tight weekInAddress />
      {/* After the timetable: the packs arrive once the page runs, and must not push the week the HTML drew. */}
      <ClassPacks />
    </PublicLayout>
  );
}

/**
 * The page title, and the personal-training purchase when the link asked for it. Kept apart from the page
 * so that reading the query string after hydration re-renders only this, not the sections still hydrating.
 */
function BookingHeading() {
  const search = useSearch({ from: '/booking' });
  // The prerendered page has no query string: the training offer appears once the page runs.
  const hydrated = useHydrated();
  const training = hydrated && search.type === 'training';
  const appointment = hydrated && search.type === 'appointment';
  return (
    <>
      <Container size="xl" pt={{ base: 32, md: 48 }}>
        <Stack gap={4} align="center">
          <Title order={1} ta="center">
            {training || appointment ? 'Book Personal Training' : 'Book a Class'}
          </Title>
          {appointment && (
            <Text ta="center" maw={640}>
              Choose a session and a time that suits you, or join a group class from the schedule.
            </Text>
          )}
          {training && (
            <Text ta="center" maw={640}>
              Pay for your personal training below, or join a group class from the schedule.
            </Text>
          )}
        </Stack>
      </Container>
      {training && (
        <DataProvider>
          <Suspense fallback={null}>
            <TrainingCheckout title={search.class} price={search.price} />
          </Suspense>
        </DataProvider>
      )}
      {appointment && (
        <DataProvider>
          <Suspense fallback={null}>
            <AppointmentBooking />
          </Suspense>
        </DataProvider>
      )}
    </>
  );
}

/**
 * The packs on sale, under the timetable. The server's render draws the ones it read with the week: when the week is
 * short (a Sunday's, its past days folded away) the footer is on the first screen, and packs arriving only after
 * hydration pushed it off (a layout shift of 0.12 on a phone).
 */
function ClassPacks() {
  const hydrated = useHydrated();
  const served = useServerWeek()?.packs;
  // One element for the page's life: the HTML's packs wait for their chunk in a Suspense boundary, and a boundary
  // handed new props before it has hydrated (the re-render when `hydrated` turns true) drops its HTML for the
  // fallback, so the packs went and came back (a layout shift of 0.24).
  const packs = useMemo(
    () => (
      <DataProvider>
        <Suspense fallback={null}>
          <PacksOffer served={served} />
        </Suspense>
      </DataProvider>
    ),
    [served],
  );
  return hydrated || served?.length ? packs : null;
}
