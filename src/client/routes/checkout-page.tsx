import { Navigate, useSearch } from '@tanstack/react-router';
import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { CHECKOUT_META } from '../page-metas';
import { DataProvider } from '../api/data-provider';
import { readCheckoutParams } from '../features/checkout/checkout-params';
import { CheckoutSection } from '../features/checkout/checkout-section';

export function CheckoutPage() {
  const search = useSearch({ from: '/checkout' });
  const params = readCheckoutParams(search);
  if (!params) return <Navigate to="/" replace />;
  return (
    <PublicLayout>
      <PageMeta page="/checkout" meta={CHECKOUT_META} />
      <DataProvider>
        <CheckoutSection params={params} />
      </DataProvider>
    </PublicLayout>
  );
}
