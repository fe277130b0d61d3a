import { Navigate, useSearch } from '@tanstack/react-router';
import { PublicLayout } from '../components/public-layout';
import { usePageMeta } from '../components/use-page-meta';
import { DataProvider } from '../api/data-provider';
import { readCheckoutParams } from '../features/checkout/checkout-params';
import { CheckoutSection } from '../features/checkout/checkout-section';

export function CheckoutPage() {
  usePageMeta('/checkout');
  const search = useSearch({ from: '/checkout' });
  const params = readCheckoutParams(search);
  if (!params) return <Navigate to="/" replace />;
  return (
    <PublicLayout>
      <DataProvider>
        <CheckoutSection params={params} />
      </DataProvider>
    </PublicLayout>
  );
}
