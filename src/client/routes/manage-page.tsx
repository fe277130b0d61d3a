import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { MANAGE_META } from '../page-metas';
import { DataProvider } from '../api/data-provider';
import { ManageSection } from '../features/manage/manage-section';

export function ManagePage() {
  return (
    <PublicLayout>
      <PageMeta page="/manage" meta={MANAGE_META} />
      <DataProvider>
        <ManageSection />
      </DataProvider>
    </PublicLayout>
  );
}
