import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { DataProvider } from '../api/data-provider';
import { PrivacyContent } from '../features/legal/privacy-content';

export function PrivacyPage() {
  return (
    <PublicLayout>
      <PageMeta page="/privacy" />
      <DataProvider>
        <PrivacyContent />
      </DataProvider>
    </PublicLayout>
  );
}
