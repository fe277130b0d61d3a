import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { TERMS_META } from '../page-metas';
import { DataProvider } from '../api/data-provider';
import { TermsContent } from '../features/legal/terms-content';

export function TermsPage() {
  return (
    <PublicLayout>
      <PageMeta page="/terms" meta={TERMS_META} />
      <DataProvider>
        <TermsContent />
      </DataProvider>
    </PublicLayout>
  );
}
