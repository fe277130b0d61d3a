import { Container, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { skipToken } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { poundsParam } from '../../../domain/money';
import { addDays, londonToday, mondayOf } from '../../../domain/time';
import { lazyWithPreload } from '../../components/load-on-intent';
import { useHydrated } from '../../components/use-hydrated';
import { DataProvider } from '../../api/data-provider';
import { trpc } from '../../trpc';
import { OPEN_CLASS_NAME } from '../../../domain/open-class';
import { buildWeek, shiftWeek } from './schedule-model';
import { ScheduleView, type BookChoice, type WaitlistChoice } from './schedule-view';

const { Component: BookingDialog, preload: preloadDialog } = lazyWithPreload(() => import('./booking/booking-dialog'));
const MemoScheduleView = memo(ScheduleView);
const WaitlistDialog = lazy(() => import('./waitlist-dialog'));

/** The clock, re-read every minute so a class that starts while the page is open stops being bookable. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The weekly schedule with live availability and the booking dialog (landing page and /booking). */
/** `tight`: less space above, for /booking where a page title precedes it. */
export default function ScheduleSection({ tight = false }: { tight?: boolean }) {
  return (
    <DataProvider>
      <WeeklySchedule tight={tight} />
    </DataProvider>
  );
}

function WeeklySchedule({ tight }: { tight: boolean }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const now = useNow();
  // Only read once the week is drawn, which never happens in the prerender, so it cannot upset hydration.
  const desktop = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [weekOffset, setWeekOffset] = useState(0);
  const [choice, setChoice] = useState<BookChoice | null>(null);
  const [waitFor, setWaitFor] = useState<WaitlistChoice | null>(null);
  // The dialog unmounts when it closes, so it cannot hand focus back itself.
  const opener = useRef<HTMLElement | null>(null);
  const closeDialog = () => {
    setChoice(null);
    setWaitFor(null);
    window.requestAnimationFrame(() => opener.current?.focus());
  };
  // Today's week is the visitor's, not the build's: it is known only once the page runs in the browser.
  const monday = hydrated ? shiftWeek(mondayOf(londonToday(now)), weekOffset) : null;

  const range = trpc.schedule.range.useQuery(monday ? { startDate: monday, endDate: addDays(monday, 6) } : skipToken);
  const classTypes = trpc.classTypes.list.useQuery(hydrated ? undefined : skipToken);
  const config = trpc.config.public.useQuery(hydrated ? undefined : skipToken);

  const error = range.isError ? 'Failed to fetch schedules' : classTypes.isError ? 'Failed to fetch class types' : null;
  const openClassPricePence = config.data?.openClassPricePence ?? 2500;
  // Query results arrive as synchronous updates (React Query reads its cache through useSyncExternalStore), and a
  // synchronous render cannot be sliced. So that render only sees the answers as deferred values, still the old
  // ones: building the week and drawing it happen in the background render that follows, in slices a phone
  // can interleave with input. The view is memoised, so the synchronous render does not redraw the old week.
  const week = useDeferredValue(
    monday && range.data && classTypes.data ? { monday, slots: range.data, classTypes: classTypes.data } : null,
  );
  const days = useMemo(() => (week ? buildWeek({ ...week, now, openClassPricePence }) : null), [week, now, openClassPricePence]);

  const book = useCallback(
    ({ slot, offer, layout }: BookChoice) => {
      if (offer.isOpenClass && layout === 'phone') {
        // SPEC §2: on phones an Open Class is bought on the checkout page.
        void navigate({
          to: '/checkout',
          search: {
            class: OPEN_CLASS_NAME,
            price: poundsParam(offer.pricePence),
            type: 'class',
            date: slot.slot.date,
            time: slot.slot.startTime.slice(0, 5),
          },
        });
        return;
      }
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setChoice({ slot, offer, layout });
    },
    [navigate],
  );
  const prevWeek = useCallback(() => setWeekOffset((w) => w - 1), []);
  const nextWeek = useCallback(() => setWeekOffset((w) => w + 1), []);
  const joinWaitlist = useCallback((wanted: WaitlistChoice) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWaitFor(wanted);
  }, []);

  return (
    <Container size="xl" pt={tight ? 16 : { base: 48, md: 72 }} pb={{ base: 48, md: 72 }}>
      <Stack gap="lg">
        <Stack gap={4} align="center">
          <Title order={2} ta="center">
            Weekly Schedule
          </Title>
          <Text ta="center" maw={640}>
            Choose a class, see how many places are left and book and pay securely online.
          </Text>
        </Stack>
        <MemoScheduleView
          monday={monday}
          days={days}
          error={error}
          onPrevWeek={prevWeek}
          onNextWeek={nextWeek}
          onBook={book}
          onJoinWaitlist={joinWaitlist}
          onIntent={preloadDialog}
          layout={desktop ? 'desktop' : 'phone'}
        />
      </Stack>
      {choice && (
        <Suspense fallback={null}>
          <BookingDialog choice={choice} onClose={closeDialog} />
        </Suspense>
      )}
      {waitFor && (
        <Suspense fallback={null}>
          <WaitlistDialog choice={waitFor} onClose={closeDialog} />
        </Suspense>
      )}
    </Container>
  );
}
