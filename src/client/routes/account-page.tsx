import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { ACCOUNT_META } from '../page-metas';
import { DataProvider } from '../api/data-provider';
import { AccountSection } from '../features/account/account-section';

export function AccountPage() {
  return (
    <PublicLayout>
      <PageMeta page="/account" meta={ACCOUNT_META} />
      <DataProvider>
        <AccountSection />
      </DataProvider>
    </PublicLayout>
  );
}
