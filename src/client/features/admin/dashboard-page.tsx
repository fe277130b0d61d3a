import './admin.css';
import { Box, Button, Center, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarUser,
  IconChartBar,
  IconCalendarMonth,
  IconClipboardList,
  IconCurrencyPound,
  IconDiscount,
  IconGift,
  IconExternalLink,
  IconHistory,
  IconKey,
  IconWebhook,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconMapPin,
  IconTicket,
  IconQrcode,
  IconScan,
  IconWriting,
  IconUsers,
  IconSun,
  IconWorld,
  IconSettings,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { isIsoDate, londonToday } from '../../../domain/time';
import { readAdminToken, trpc } from '../../trpc';
import { AdminNav, type NavGroup } from './admin-nav';
import { clearAdminSession, readAdminUsername } from './admin-session';
import { notifyInfo, notifySuccess } from './notify';
import { ADMIN_QUERY_KEY, useSessionGuard } from './use-session-guard';

/** A tab's component as a chunk of its own, fetched when the tab is first opened (React.lazy). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
function lazyTab<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// Every tab is its own chunk, so the dashboard downloads only the open tab (decision 162): a new tab is
// one more line here, never a static import.
const OverviewTab = lazyTab(() => import('./overview/overview-tab'), 'OverviewTab');
const BookingsTab = lazyTab(() => import('./bookings/bookings-tab'), 'BookingsTab');
const ClientsTab = lazyTab(() => import('./clients/clients-tab'), 'ClientsTab');
const PricingTab = lazyTab(() => import('./pricing/pricing-tab'), 'PricingTab');
const ScheduleTab = lazyTab(() => import('./schedule/schedule-tab'), 'ScheduleTab');
const CalendarTab = lazyTab(() => import('./calendar/calendar-tab'), 'CalendarTab');
const AppointmentsTab = lazyTab(() => import('./appointments/appointments-tab'), 'AppointmentsTab');
const LocationsTab = lazyTab(() => import('./locations/locations-tab'), 'LocationsTab');
const QrCodesTab = lazyTab(() => import('./qr-codes/qr-codes-tab'), 'QrCodesTab');
const DiscountsTab = lazyTab(() => import('./discounts/discounts-tab'), 'DiscountsTab');
const PacksTab = lazyTab(() => import('./packs/packs-tab'), 'PacksTab');
const EnquiriesTab = lazyTab(() => import('./enquiries/enquiries-tab'), 'EnquiriesTab');
const ApiKeysTab = lazyTab(() => import('./api-keys/api-keys-tab'), 'ApiKeysTab');
const WebhooksTab = lazyTab(() => import('./webhooks/webhooks-tab'), 'WebhooksTab');
const SiteContentTab = lazyTab(() => import('./site-content/site-content-tab'), 'SiteContentTab');
// Charts (recharts) load with this tab only.
const ReportsTab = lazyTab(() => import('./reports/reports-tab'), 'ReportsTab');
const VouchersTab = lazyTab(() => import('./vouchers/vouchers-tab'), 'VouchersTab');
const AuditTab = lazyTab(() => import('./audit/audit-tab'), 'AuditTab');

export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview', icon: IconLayoutDashboard },
  { value: 'bookings', label: 'Bookings', icon: IconClipboardList },
  { value: 'clients', label: 'Clients', icon: IconUsers },
  { value: 'pricing', label: 'Pricing', icon: IconCurrencyPound },
  { value: 'schedule', label: 'Schedule', icon: IconCalendarEvent },
  { value: 'calendar', label: 'Calendar', icon: IconCalendarMonth },
  { value: 'appointments', label: 'Appointments', icon: IconCalendarUser },
  { value: 'locations', label: 'Locations', icon: IconMapPin },
  { value: 'qr-codes', label: 'QR Codes', icon: IconQrcode },
  { value: 'discounts', label: 'Discount Codes', icon: IconDiscount },
  { value: 'packs', label: 'Packs', icon: IconTicket },
  { value: 'vouchers', label: 'Vouchers', icon: IconGift },
  { value: 'enquiries', label: 'Enquiries', icon: IconMail },
  { value: 'api-keys', label: 'API Keys', icon: IconKey },
  { value: 'webhooks', label: 'Webhooks', icon: IconWebhook },
  { value: 'site-content', label: 'Site content', icon: IconWriting },
  { value: 'reports', label: 'Reports', icon: IconChartBar },
  { value: 'audit', label: 'Audit', icon: IconHistory },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

const section = (value: AdminTab) => ADMIN_TABS.find((t) => t.value === value)!;

/** The sections in a few groups that fit a desktop strip, and one menu on a phone (every section in one group). */
export const ADMIN_GROUPS: readonly NavGroup<AdminTab>[] = [
  { label: 'Today', icon: IconSun, sections: [section('overview'), section('reports')] },
  { label: 'Bookings', icon: IconClipboardList, sections: [section('bookings'), section('appointments'), section('enquiries')] },
  { label: 'Schedule', icon: IconCalendarEvent, sections: [section('schedule'), section('calendar'), section('locations')] },
  { label: 'Clients', icon: IconUsers, sections: [section('clients'), section('packs')] },
  {
    label: 'Money',
    icon: IconCurrencyPound,
    sections: [section('pricing'), section('discounts'), section('vouchers')],
  },
  { label: 'Site', icon: IconWorld, sections: [section('site-content'), section('qr-codes')] },
  { label: 'Settings', icon: IconSettings, sections: [section('api-keys'), section('webhooks'), section('audit')] },
];

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

  const setTab = (value: string | null | undefined) => {
    if (isAdminTab(value)) void navigate({ search: (prev) => ({ ...prev, tab: value }) });
  };
  const setDate = (value: string) => void navigate({ search: (prev) => ({ ...prev, date: value }) });
  const openDay = (value: string) => void navigate({ search: (prev) => ({ ...prev, tab: 'schedule', date: value }) });

  const panels: Record<AdminTab, ReactNode> = {
    overview: <OverviewTab />,
    bookings: <BookingsTab />,
    clients: <ClientsTab />,
    pricing: <PricingTab />,
    schedule: <ScheduleTab date={date} onDateChange={setDate} />,
    calendar: <CalendarTab initialDate={date} onSelectDay={openDay} />,
    appointments: <AppointmentsTab />,
    locations: <LocationsTab />,
    'qr-codes': <QrCodesTab />,
    discounts: <DiscountsTab />,
    packs: <PacksTab />,
    vouchers: <VouchersTab />,
    enquiries: <EnquiriesTab />,
    'api-keys': <ApiKeysTab />,
    webhooks: <WebhooksTab />,
    'site-content': <SiteContentTab />,
    reports: <ReportsTab />,
    audit: <AuditTab />,
  };

  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xl" py="sm">
          {/* One row on a phone too: the title, Check-in, and the site and sign-out as icons (named for screen readers). */}
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 'lg', sm: 'h3' }}>
                Admin Dashboard
              </Title>
              {username && (
                <Text size="sm" c="dimmed" visibleFrom="sm">
                  Signed in as {username}
                </Text>
              )}
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to="/admin/check-in" variant="light" leftSection={<IconScan size={16} aria-hidden />}>
                Check-in
              </Button>
              <Button
                component={Link}
                to="/"
                variant="subtle"
                aria-label="View Website"
                px={{ base: 'xs', sm: 'md' }}
                leftSection={<IconExternalLink size={16} aria-hidden />}
                styles={{ section: { marginInlineEnd: 0 } }}
              >
                <Box component="span" visibleFrom="sm" ml={8}>
                  View Website
                </Box>
              </Button>
              <Button
                variant="outline"
                color="red"
                aria-label="Logout"
                px={{ base: 'xs', sm: 'md' }}
                leftSection={<IconLogout size={16} aria-hidden />}
                styles={{ section: { marginInlineEnd: 0 } }}
                loading={logout.isPending}
                onClick={() => logout.mutate()}
              >
                <Box component="span" visibleFrom="sm" ml={8}>
                  Logout
                </Box>
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="md" component="main">
        <Tabs value={tab} onChange={setTab} keepMounted={false} variant="outline">
          <AdminNav groups={ADMIN_GROUPS} current={tab} onChange={setTab} />
          {ADMIN_TABS.map(({ value }) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader aria-label="Loading..." />
                  </Center>
                }
              >
                {panels[value]}
              </Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </Box>
  );
}
