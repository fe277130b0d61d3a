import './admin.css';
import { Box, Button, Container, Group, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarMonth,
  IconClipboardList,
  IconCurrencyPound,
  IconDiscount,
  IconExternalLink,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconMapPin,
  IconQrcode,
  IconWriting,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { isIsoDate, londonToday } from '../../../domain/time';
import { readAdminToken, trpc } from '../../trpc';
import { clearAdminSession, readAdminUsername } from './admin-session';
import { BookingsTab } from './bookings/bookings-tab';
import { CalendarTab } from './calendar/calendar-tab';
import { DiscountsTab } from './discounts/discounts-tab';
import { EnquiriesTab } from './enquiries/enquiries-tab';
import { LocationsTab } from './locations/locations-tab';
import { notifyInfo, notifySuccess } from './notify';
import { OverviewTab } from './overview/overview-tab';
import { PricingTab } from './pricing/pricing-tab';
import { QrCodesTab } from './qr-codes/qr-codes-tab';
import { ScheduleTab } from './schedule/schedule-tab';
import { SiteContentTab } from './site-content/site-content-tab';
import { ADMIN_QUERY_KEY, useSessionGuard } from './use-session-guard';

export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview', icon: IconLayoutDashboard },
  { value: 'bookings', label: 'Bookings', icon: IconClipboardList },
  { value: 'pricing', label: 'Pricing', icon: IconCurrencyPound },
  { value: 'schedule', label: 'Schedule', icon: IconCalendarEvent },
  { value: 'calendar', label: 'Calendar', icon: IconCalendarMonth },
  { value: 'locations', label: 'Locations', icon: IconMapPin },
  { value: 'qr-codes', label: 'QR Codes', icon: IconQrcode },
  { value: 'discounts', label: 'Discount Codes', icon: IconDiscount },
  { value: 'enquiries', label: 'Enquiries', icon: IconMail },
  { value: 'site-content', label: 'Site content', icon: IconWriting },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

const isAdminTab = (value: unknown): value is AdminTab => ADMIN_TABS.some((t) => t.value === value);

/** SPEC §6: the dashboard needs a stored token; the server decides whether it is still good. */
export function DashboardPage() {
  if (readAdminToken() === null) return <Navigate to="/admin/login" replace />;
  return <Dashboard />;
}

function Dashboard() {
  const search = useSearch({ from: '/admin/dashboard' });
  const navigate = useNavigate({ from: '/admin/dashboard' });
  const queryClient = useQueryClient();
  const tab: AdminTab = isAdminTab(search.tab) ? search.tab : 'overview';
  const date = search.date && isIsoDate(search.date) ? search.date : londonToday();

  useSessionGuard(useCallback(() => notifyInfo('Session Expired', 'Please sign in again.'), []));
  const me = trpc.admin.auth.me.useQuery();
  const username = me.data?.username ?? readAdminUsername();

  const signOut = () => {
    clearAdminSession();
    notifySuccess('Logged Out', 'You have been logged out successfully.');
    void navigate({ to: '/admin/login' }).then(() => queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY }));
  };
  // Signing out locally must not depend on the server: a failed revoke still clears this browser.
  const logout = trpc.admin.auth.logout.useMutation({ onSettled: signOut });

  useEffect(() => {
    document.title = 'Admin Dashboard';
  }, []);

  // On a phone the tab row scrolls sideways; keep the chosen tab (also one opened from the URL) in view.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const setTab = (value: string | null) => {
    if (isAdminTab(value)) void navigate({ search: (prev) => ({ ...prev, tab: value }) });
  };
  const setDate = (value: string) => void navigate({ search: (prev) => ({ ...prev, date: value }) });
  const openDay = (value: string) => void navigate({ search: (prev) => ({ ...prev, tab: 'schedule', date: value }) });

  const panels: Record<AdminTab, ReactNode> = {
    overview: <OverviewTab />,
    bookings: <BookingsTab />,
    pricing: <PricingTab />,
    schedule: <ScheduleTab date={date} onDateChange={setDate} />,
    calendar: <CalendarTab initialDate={date} onSelectDay={openDay} />,
    locations: <LocationsTab />,
    'qr-codes': <QrCodesTab />,
    discounts: <DiscountsTab />,
    enquiries: <EnquiriesTab />,
    'site-content': <SiteContentTab />,
  };

  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={0}>
              <Title order={1} size="h3">
                Admin Dashboard
              </Title>
              {username && (
                <Text size="sm" c="dimmed">
                  Signed in as {username}
                </Text>
              )}
            </Stack>
            <Group gap="xs">
              <Button component={Link} to="/" variant="subtle" leftSection={<IconExternalLink size={16} aria-hidden />}>
                View Website
              </Button>
              <Button
                variant="outline"
                color="red"
                leftSection={<IconLogout size={16} aria-hidden />}
                loading={logout.isPending}
                onClick={() => logout.mutate()}
              >
                Logout
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="md" component="main">
        <Tabs value={tab} onChange={setTab} keepMounted={false} variant="outline">
          {/* The tab row scrolls sideways on a phone instead of wrapping into a wall of tabs. */}
          <ScrollArea
            type="auto"
            scrollbarSize={6}
            offsetScrollbars="x"
            // The tab row scrolls sideways on phones; the region itself takes focus so a keyboard can
            // scroll it even when Mantine's roving tabindex leaves no tab focusable (axe scrollable-region-focusable).
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Dashboard sections' }}
          >
            <Tabs.List ref={tabList} style={{ flexWrap: 'nowrap' }}>
              {ADMIN_TABS.map(({ value, label, icon: Icon }) => (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />} style={{ whiteSpace: 'nowrap' }}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {ADMIN_TABS.map(({ value }) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              {panels[value]}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </Box>
  );
}
