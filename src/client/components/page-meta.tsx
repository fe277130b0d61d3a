import { useEffect, useSyncExternalStore } from 'react';
import { documentTitle, ROUTE_META, type MetaKey } from '../route-meta';
import { businessNameStore } from './business-name-store';

/** Sets the document title and meta description of the page being shown. */
export function usePageMeta(key: MetaKey) {
  const businessName = useSyncExternalStore(businessNameStore.subscribe, businessNameStore.get, businessNameStore.getServer);
  const meta = ROUTE_META[key];
  useEffect(() => {
    document.title = documentTitle(meta.title, businessName);
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = meta.description;
  }, [meta, businessName]);
}
