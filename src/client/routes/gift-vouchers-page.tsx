import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { GIFT_VOUCHERS_META } from '../page-metas';
import { DataProvider } from '../api/data-provider';
import { GiftVoucherSection } from '../features/vouchers/gift-voucher-page';

export function GiftVouchersPage() {
  return (
    <PublicLayout>
      <PageMeta page="/gift-vouchers" meta={GIFT_VOUCHERS_META} />
      <DataProvider>
        <GiftVoucherSection />
      </DataProvider>
    </PublicLayout>
  );
}
