import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { DataProvider } from '../api/data-provider';
import { ConfirmationSection } from '../features/confirmation/confirmation-section';

export function ConfirmationPage() {
  return (
    <PublicLayout>
      <PageMeta page="/booking/confirmed" />
      <DataProvider>
        <ConfirmationSection />
      </DataProvider>
    </PublicLayout>
  );
}
