import { DataProvider } from '../api/data-provider';
import { usePublicConfig } from './use-business';

function Name() {
  return <>{usePublicConfig()?.businessName ?? ''}</>;
}

/** The business name in the header, from the server's config (loaded after the page has painted). */
export default function BrandName() {
  return (
    <DataProvider>
      <Name />
    </DataProvider>
  );
}
