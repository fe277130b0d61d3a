import { ActionIcon, Badge, Box, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { IconChevronLeft, IconChevronRight, IconClock, IconMapPin, IconUsers, IconVideo } from '@tabler/icons-react';
import { intentHandlers } from '../../components/load-on-intent';
import { formatPence } from '../../../domain/money';
import { weekRangeLabel } from '../../../domain/time';
import { blockedLabel, type DayView, type Offer, type SlotView } from './schedule-model';

export type Layout = 'desktop' | 'phone';
/** 'both': the server's render, which cannot know the screen: both are drawn and CSS shows the one that fits. */
export type ViewLayout = Layout | 'both';

export interface BookChoice {
  slot: SlotView;
  offer: Offer;
  layout: Layout;
}

export interface WaitlistChoice {
  slot: SlotView;
  longDate: string;
}

export interface ScheduleViewProps {
  /** The week's Monday; null until the page knows today's date in the browser. */
  monday: string | null;
  /** Null while loading. */
  days: DayView[] | null;
  error: string | null;
  onPrevWeek: () => void;
  onNextWeek: () => void;
  onBook: (choice: BookChoice) => void;
  /** A full slot's 'Join waiting list' button. */
  onJoinWaitlist?: (choice: WaitlistChoice) => void;
  /** The visitor is about to book (hover/focus): a chance to load the dialog's code. */
  onIntent?: () => void;
  /** Which layout to draw: only one is built once the page runs, a week of slots is a lot of DOM for a phone. */
  layout: ViewLayout;
  /** The week shown is the current one: there is no earlier week to go to. */
  isCurrentWeek?: boolean;
  /**
   * For a week with no classes still to come: the Monday of the next week that has some, null when none is
   * scheduled in the look-ahead, undefined while it is being looked for.
   */
  nextWeekWithClasses?: string | null;
  /** Shows another week (the empty week's offer). */
  onShowWeek?: (monday: string) => void;
  /** False in the server's HTML until the page runs: a tap on a week button then would be lost. */
  interactive?: boolean;
}

/** The weekly schedule (SPEC §2): a 7-column grid on wide screens, a list of days with classes on phones. */
export function ScheduleView({
  monday,
  days,
  error,
  onPrevWeek,
  onNextWeek,
  onBook,
  onJoinWaitlist,
  onIntent,
  layout,
  isCurrentWeek = false,
  nextWeekWithClasses,
  onShowWeek,
  interactive = true,
}: ScheduleViewProps) {
  const ahead = days ? hasClassesAhead(days) : true;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="nowrap" className="schedule-week-bar">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={onPrevWeek}
          disabled={!monday || !interactive || isCurrentWeek}
          aria-label="Previous week"
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Text fw={600} ta="center" aria-live="polite" className="schedule-range">
          {monday ? weekRangeLabel(monday) : '\u00a0'}
        </Text>
        <ActionIcon variant="default" size="lg" onClick={onNextWeek} disabled={!monday || !interactive} aria-label="Next week">
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
      {error ? (
        <Text c="red.8" ta="center" role="alert">
          {error}
        </Text>
      ) : !days ? (
        // Holds the space the week will take, so what follows does not jump when it arrives.
        <Group justify="center" align="flex-start" gap="sm" py="xl" role="status" className="schedule-loading">
          <Loader size="sm" aria-hidden />
          <Text>Loading schedule...</Text>
        </Group>
      ) : (
        <>
          {!ahead && (
            <NoClassesAhead anyThisWeek={days.some((d) => d.slots.length > 0)} next={nextWeekWithClasses} onShowWeek={onShowWeek} />
          )}
          {layout !== 'phone' && (
            <Box visibleFrom={layout === 'both' ? 'md' : undefined}>
              <DesktopWeek days={days} onBook={onBook} onJoinWaitlist={onJoinWaitlist} onIntent={onIntent} />
            </Box>
          )}
          {layout !== 'desktop' && (
            <Box hiddenFrom={layout === 'both' ? 'md' : undefined}>
              {/* Keyed by the week: past days start collapsed again in each week shown. */}
              <PhoneWeek key={monday} days={days} onBook={onBook} onJoinWaitlist={onJoinWaitlist} onIntent={onIntent} />
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}

/** Does the week hold a class still to come (bookable, or full with a waiting list)? */
export function hasClassesAhead(days: DayView[]): boolean {
  return days.some((d) => d.slots.some((s) => s.state === 'bookable' || s.state === 'full'));
}

/** A week with nothing left to book is not a dead end: it offers the next week that has classes. */
function NoClassesAhead({
  anyThisWeek,
  next,
  onShowWeek,
}: {
  anyThisWeek: boolean;
  next: string | null | undefined;
  onShowWeek: ((monday: string) => void) | undefined;
}) {
  return (
    <Stack gap="xs" align="center" py="sm" data-testid="no-classes-ahead">
      <Text ta="center" fw={600}>
        {anyThisWeek ? 'No more classes this week' : 'No classes this week'}
      </Text>
      {next && onShowWeek ? (
        <Button variant="light" onClick={() => onShowWeek(next)}>
          Next classes: {weekRangeLabel(next)}
        </Button>
      ) : next === null ? (
        <Text ta="center" fz="sm">
          No classes are scheduled in the next four weeks yet.
        </Text>
      ) : null}
    </Stack>
  );
}

interface WeekProps {
  days: DayView[];
  onBook: (choice: BookChoice) => void;
  onJoinWaitlist?: (choice: WaitlistChoice) => void;
  onIntent?: () => void;
}

export function DesktopWeek({ days, onBook, onJoinWaitlist, onIntent }: WeekProps) {
  return (
    <SimpleGrid cols={7} spacing="xs" data-testid="desktop-week">
      {days.map((day) => (
        <Paper
          key={day.date}
          withBorder
          p="xs"
          className="schedule-day"
          data-today={day.isToday || undefined}
          aria-current={day.isToday ? 'date' : undefined}
        >
          <Stack gap={4} mb="xs" align="center">
            <Title order={3} fz="sm" ta="center">
              {day.weekday}
            </Title>
            <Text fz="xs" c="dimmed">
              {day.shortDate}
            </Text>
            {day.isToday && (
              <Badge size="xs" variant="filled">
                Today
              </Badge>
            )}
          </Stack>
          {day.slots.length === 0 ? (
            <Text fz="xs" c="dimmed" ta="center" py="md">
              No classes
            </Text>
          ) : (
            <Stack gap="xs">
              {day.slots.map((slot) => (
                <SlotCard
                  key={slot.slot.id}
                  day={day}
                  slot={slot}
                  layout="desktop"
                  onBook={onBook}
                  onJoinWaitlist={onJoinWaitlist}
                  onIntent={onIntent}
                />
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** On a phone the week opens at today: the days before it are collapsed behind one button. */
export function PhoneWeek({ days, onBook, onJoinWaitlist, onIntent }: WeekProps) {
  const [showPast, setShowPast] = useState(false);
  const withClasses = days.filter((d) => d.slots.length > 0);
  const past = withClasses.filter((d) => d.isPast);
  const shown = showPast ? withClasses : withClasses.filter((d) => !d.isPast);
  if (withClasses.length === 0) return null;
  return (
    <Stack gap="md" data-testid="phone-week">
      {past.length > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setShowPast((v) => !v)}
          aria-expanded={showPast}
          className="schedule-past-toggle"
        >
          {showPast ? 'Hide earlier days' : `Show earlier days (${past.length})`}
        </Button>
      )}
      {shown.map((day) => (
        <Paper
          key={day.date}
          withBorder
          p="sm"
          className="schedule-day"
          data-today={day.isToday || undefined}
          aria-current={day.isToday ? 'date' : undefined}
        >
          <Group justify="space-between" mb="xs">
            <Title order={3} fz="md">
              {day.longDate}
            </Title>
            {day.isToday && <Badge variant="filled">Today</Badge>}
          </Group>
          <Stack gap="sm">
            {day.slots.map((slot) => (
              <SlotCard
                key={slot.slot.id}
                day={day}
                slot={slot}
                layout="phone"
                onBook={onBook}
                onJoinWaitlist={onJoinWaitlist}
                onIntent={onIntent}
              />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

// Plain elements and classes (sections.css) inside a slot: a week holds dozens of slots, and on a phone
// every layout component costs render time.
function SlotCard({
  day,
  slot,
  layout,
  onBook,
  onJoinWaitlist,
  onIntent,
}: {
  day: DayView;
  slot: SlotView;
  layout: Layout;
  onBook: (choice: BookChoice) => void;
  onJoinWaitlist?: (choice: WaitlistChoice) => void;
  onIntent?: () => void;
}) {
  const blocked = blockedLabel(slot.state);
  const bookLabel = layout === 'phone' ? 'Book & Pay Now' : 'Book & Pay';
  const Place = slot.isVirtual ? IconVideo : IconMapPin;
  return (
    <div className="schedule-slot" data-state={slot.state} data-layout={layout} data-testid={`slot-${slot.slot.id}`}>
      <div className="schedule-slot-facts">
        <span className="schedule-fact schedule-time">
          <IconClock size={14} aria-hidden />
          {slot.startLabel}
        </span>
        <span className="schedule-fact">
          <Place size={14} aria-hidden />
          {slot.placeLabel}
        </span>
        <span className="schedule-fact">
          <IconUsers size={14} aria-hidden />
          {slot.spotsLabel}
        </span>
      </div>
      {slot.offers.map((offer) => (
        <div key={offer.classTypeId} className="schedule-offer">
          <div className="schedule-offer-line">
            <span className="schedule-class-name">{offer.name}</span>
            <strong>{formatPence(offer.pricePence)}</strong>
          </div>
          <Button
            fullWidth={layout !== 'phone'}
            // On a phone each class is one compact row with an outlined button, not a wall of filled ones.
            variant={layout === 'phone' && blocked === null ? 'outline' : 'filled'}
            size={layout === 'phone' ? 'compact-sm' : 'compact-xs'}
            className="schedule-book"
            disabled={blocked !== null}
            onClick={() => onBook({ slot, offer, layout })}
            {...(onIntent && intentHandlers(onIntent))}
            aria-label={`${blocked ?? bookLabel}: ${offer.name}, ${day.longDate} at ${slot.startLabel}`}
          >
            {blocked ?? bookLabel}
          </Button>
        </div>
      ))}
      {slot.state === 'full' && onJoinWaitlist && (
        // A full class is not a dead end: the visitor can queue for a place that frees.
        <Button
          fullWidth={layout !== 'phone'}
          variant="light"
          size={layout === 'phone' ? 'compact-sm' : 'compact-xs'}
          className="schedule-waitlist"
          onClick={() => onJoinWaitlist({ slot, longDate: day.longDate })}
          aria-label={`Join waiting list: ${day.longDate} at ${slot.startLabel}`}
        >
          Join waiting list
        </Button>
      )}
    </div>
  );
}
