import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { CONFIRMED_META } from '../page-metas';
import { DataProvider } from '../api/data-provider';
import { ConfirmationSection } from '../features/confirmation/confirmation-section';

export function ConfirmationPage() {
  return (
    <PublicLayout>
      <PageMeta page="/booking/confirmed" meta={CONFIRMED_META} />
      <DataProvider>
        <ConfirmationSection />
      </DataProvider>
    </PublicLayout>
  );
}
