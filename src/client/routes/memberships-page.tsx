import { PublicLayout } from '../components/public-layout';
import { PageMeta } from '../components/page-meta';
import { MEMBERSHIP_CARD_META, MEMBERSHIPS_META } from '../page-metas';
import { DataProvider } from '../api/data-provider';
import { MembershipsSection } from '../features/memberships/memberships-section';
import { CardUpdateSection } from '../features/memberships/card-update-section';

export function MembershipsPage() {
  return (
    <PublicLayout>
      <PageMeta page="/memberships" meta={MEMBERSHIPS_META} />
      <DataProvider>
        <MembershipsSection />
      </DataProvider>
    </PublicLayout>
  );
}

/** The failed-renewal e-mail's link: /membership/card#<token>. */
export function MembershipCardPage() {
  return (
    <PublicLayout>
      <PageMeta page="/membership/card" meta={MEMBERSHIP_CARD_META} />
      <DataProvider>
        <CardUpdateSection />
      </DataProvider>
    </PublicLayout>
  );
}
