import { PublicLayout } from '../components/public-layout';
import { usePageMeta } from '../components/use-page-meta';
import { DataProvider } from '../api/data-provider';
import { TermsContent } from '../features/legal/terms-content';

export function TermsPage() {
  usePageMeta('/terms');
  return (
    <PublicLayout>
      <DataProvider>
        <TermsContent />
      </DataProvider>
    </PublicLayout>
  );
}
