import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { WAITLIST_META } from '../page-metas';
import { DataProvider } from '../api/data-provider';
import { OfferSection } from '../features/waitlist/offer-section';

export function WaitlistPage() {
  return (
    <PublicLayout>
      <PageMeta page="/waitlist" meta={WAITLIST_META} />
      <DataProvider>
        <OfferSection />
      </DataProvider>
    </PublicLayout>
  );
}
