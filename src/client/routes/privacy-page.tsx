import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { PRIVACY_META } from '../page-metas';
import { DataProvider } from '../api/data-provider';
import { PrivacyContent } from '../features/legal/privacy-content';

export function PrivacyPage() {
  return (
    <PublicLayout>
      <PageMeta page="/privacy" meta={PRIVACY_META} />
      <DataProvider>
        <PrivacyContent />
      </DataProvider>
    </PublicLayout>
  );
}
