import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { MY_DATA_META } from '../page-metas';
import { DataProvider } from '../api/data-provider';
import { MyDataSection } from '../features/my-data/my-data-section';

export function MyDataPage() {
  return (
    <PublicLayout>
      <PageMeta page="/my-data" meta={MY_DATA_META} />
      <DataProvider>
        <MyDataSection />
      </DataProvider>
    </PublicLayout>
  );
}
