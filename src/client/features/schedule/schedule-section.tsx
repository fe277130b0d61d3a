import { Container, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { skipToken } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { poundsParam } from '../../../domain/money';
import { addDays, daysBetween, londonToday, mondayOf } from '../../../domain/time';
import { lazyWithPreload } from '../../components/load-on-intent';
import { useBackCloses } from '../../components/use-back-closes';
import { useHydrated } from '../../components/use-hydrated';
import { DataProvider } from '../../api/data-provider';
import { trpc } from '../../trpc';
import { OPEN_CLASS_NAME } from '../../../domain/open-class';
import { buildWeek, firstWeekWithClasses, LOOK_AHEAD_DAYS, shiftWeek, weekOfParam } from './schedule-model';
import { hasClassesAhead, ScheduleView, type BookChoice, type WaitlistChoice } from './schedule-view';
import { useServerWeek } from './server-week';

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

/**
 * The weekly schedule with live availability and the booking dialog (landing page and /booking).
 * `tight`: less space above, for /booking where a page title precedes it. `weekInAddress`: the week shown is
 * /booking's `?week=<Monday>` (shareable, reloadable, Back goes to the week before); on the landing page it is
 * the section's own state.
 */
export default function ScheduleSection({ tight = false, weekInAddress = false }: { tight?: boolean; weekInAddress?: boolean }) {
  return (
    <DataProvider>
      <WeeklySchedule tight={tight} weekInAddress={weekInAddress} />
    </DataProvider>
  );
}

/** The week shown, and the way to show another: in /booking's address, or in the section's state. */
function useShownWeek(thisMonday: string | null, weekInAddress: boolean) {
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  const [offset, setOffset] = useState(0);
  const monday = thisMonday && (weekInAddress ? weekOfParam(search.week, thisMonday) : shiftWeek(thisMonday, offset));
  // The week last asked for, until the address shows it: a second tap before the first has landed moves on from it.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [search.week]);
  const goTo = useCallback(
    (weeks: number | { monday: string }) => {
      if (!thisMonday) return;
      const target = (from: string) => (typeof weeks === 'number' ? shiftWeek(from, weeks) : weeks.monday);
      if (!weekInAddress) {
        setOffset((o) => Math.max(0, daysBetween(thisMonday, target(shiftWeek(thisMonday, o))) / 7));
        return;
      }
      // Two quick taps move two weeks; each week is a history entry, and the page stays where it is scrolled.
      const week = weekOfParam(target(asked.current ?? weekOfParam(search.week, thisMonday)), thisMonday);
      asked.current = week;
      void navigate({
        to: '/booking',
        search: (prev) => ({ ...prev, week: week === thisMonday ? undefined : week }),
        resetScroll: false,
      });
    },
    [navigate, thisMonday, weekInAddress, search.week],
  );
  return { monday, goTo };
}

function WeeklySchedule({ tight, weekInAddress }: { tight: boolean; weekInAddress: boolean }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const live = useNow();
  // /booking's HTML carries the current week (the server's render): until the page has hydrated it is drawn from
  // that, at the server's clock, so the first render equals the HTML; then from the visitor's clock and address.
  const servedWeek = useServerWeek();
  const served = weekInAddress ? servedWeek : null;
  const servedAt = useMemo(() => (served ? new Date(served.at) : null), [served]);
  const now = hydrated || !servedAt ? live : servedAt;
  // Only read once hydrated: before that both layouts are drawn and CSS shows one, as the server's HTML does.
  const desktop = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [choice, setChoice] = useState<BookChoice | null>(null);
  const [waitFor, setWaitFor] = useState<WaitlistChoice | null>(null);
  // The dialog unmounts when it closes, so it cannot hand focus back itself.
  const opener = useRef<HTMLElement | null>(null);
  const closeDialog = () => {
    setChoice(null);
    setWaitFor(null);
    window.requestAnimationFrame(() => opener.current?.focus());
  };
  // The browser's Back closes an open dialog (and gives back a place held on its payment step), as on a phone.
  useBackCloses(choice !== null || waitFor !== null, closeDialog);
  // Today's week is the visitor's, not the build's: it is known once the page runs in the browser (or the server
  // said which it rendered).
  const thisMonday = hydrated ? mondayOf(londonToday(now)) : (served?.monday ?? null);
  const { monday, goTo } = useShownWeek(thisMonday, weekInAddress && hydrated);

  // The server's answers stand in for its week's queries (not cached as theirs): the queries still ask at once,
  // availability is live, and a class type made since the page was rendered is not missed.
  const seed = served && monday === served.monday ? served : null;
  const range = trpc.schedule.range.useQuery(
    monday ? { startDate: monday, endDate: addDays(monday, 6) } : skipToken,
    seed ? { placeholderData: seed.slots } : {},
  );
  const classTypes = trpc.classTypes.list.useQuery(
    hydrated || served ? undefined : skipToken,
    served ? { placeholderData: served.classTypes } : {},
  );
  const config = trpc.config.public.useQuery(hydrated ? undefined : skipToken);

  const error = range.isError ? 'Failed to fetch schedules' : classTypes.isError ? 'Failed to fetch class types' : null;
  const openClassPricePence = config.data?.openClassPricePence ?? served?.openClassPricePence ?? 2500;
  // Query results arrive as synchronous updates (React Query reads its cache through useSyncExternalStore), and a
  // synchronous render cannot be sliced. So that render only sees the answers as deferred values, still the old
  // ones: building the week and drawing it happen in the background render that follows, in slices a phone
  // can interleave with input. The view is memoised, so the synchronous render does not redraw the old week.
  const week = useDeferredValue(
    monday && range.data && classTypes.data ? { monday, slots: range.data, classTypes: classTypes.data } : null,
  );
  const days = useMemo(() => (week ? buildWeek({ ...week, now, openClassPricePence }) : null), [week, now, openClassPricePence]);
  // A week with nothing left to book looks ahead for the next classes (asked only then).
  const lookAhead = days !== null && week !== null && !hasClassesAhead(days) ? addDays(week.monday, 7) : null;
  const ahead = trpc.schedule.range.useQuery(
    lookAhead ? { startDate: lookAhead, endDate: addDays(lookAhead, LOOK_AHEAD_DAYS - 1) } : skipToken,
  );
  const nextWeekWithClasses = lookAhead && ahead.data ? firstWeekWithClasses(ahead.data, now) : undefined;

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
  const prevWeek = useCallback(() => goTo(-1), [goTo]);
  const nextWeek = useCallback(() => goTo(1), [goTo]);
  const showWeek = useCallback((target: string) => goTo({ monday: target }), [goTo]);
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
          layout={hydrated ? (desktop ? 'desktop' : 'phone') : 'both'}
          isCurrentWeek={monday !== null && monday === thisMonday}
          nextWeekWithClasses={nextWeekWithClasses}
          onShowWeek={showWeek}
          interactive={hydrated}
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
