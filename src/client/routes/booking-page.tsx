import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { DataProvider } from '../api/data-provider';
import { PageMeta } from '../components/page-meta';
import { BOOKING_META } from '../page-metas';
import { PublicLayout } from '../components/public-layout';
import { useHydrated } from '../components/use-hydrated';
import ScheduleSection from '../features/schedule/schedule-section';

// Packs come from the server and are not part of the prerendered page: their code loads after hydration.
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

function ClassPacks() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <DataProvider>
      <Suspense fallback={null}>
        <PacksOffer />
      </Suspense>
    </DataProvider>
  );
}
