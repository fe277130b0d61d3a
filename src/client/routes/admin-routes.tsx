// The admin pages with what they need around them: the full Mantine stylesheet (the public pages load only
// the parts they use) and the data layer. Nothing here is in the public pages' chunks.
import '../admin-styles';
import { lazy, Suspense } from 'react';
import { DataProvider } from '../api/data-provider';
import { DashboardPage } from '../features/admin/dashboard-page';

// The sign-in form is a chunk of its own: the dashboard, where a signed-in owner lands, never needs it.
const LoginPage = lazy(async () => ({ default: (await import('../features/admin/login-page')).LoginPage }));

export function AdminLoginRoute() {
  return (
    <DataProvider>
      <Suspense fallback={null}>
        <LoginPage />
      </Suspense>
    </DataProvider>
  );
}

export function AdminDashboardRoute() {
  return (
    <DataProvider>
      <DashboardPage />
    </DataProvider>
  );
}

// Its own chunk (and the camera's decoder a further one inside it), so the dashboard never downloads them.
const CheckInPage = lazy(async () => ({ default: (await import('../features/admin/check-in/check-in-page')).CheckInPage }));

export function AdminCheckInRoute() {
  return (
    <DataProvider>
      <Suspense fallback={null}>
        <CheckInPage />
      </Suspense>
    </DataProvider>
  );
}
