import { PublicLayout } from '../components/public-layout';
import { usePageMeta } from '../components/use-page-meta';
import { DataProvider } from '../api/data-provider';
import { PrivacyContent } from '../features/legal/privacy-content';

export function PrivacyPage() {
  usePageMeta('/privacy');
  return (
    <PublicLayout>
      <DataProvider>
        <PrivacyContent />
      </DataProvider>
    </PublicLayout>
  );
}
