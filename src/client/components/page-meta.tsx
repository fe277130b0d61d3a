import { useEffect, useSyncExternalStore } from 'react';
import { documentTitle, ROUTE_META, type MetaKey } from '../route-meta';
import { businessNameStore } from './business-name-store';

/**
 * Sets the document title and meta description of the page being shown. A component of its own (render
 * it next to the page's content) so that the business name arriving re-renders only this, not the page.
 */
export function PageMeta({ page }: { page: MetaKey }) {
  const businessName = useSyncExternalStore(businessNameStore.subscribe, businessNameStore.get, businessNameStore.getServer);
  const meta = ROUTE_META[page];
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
  return null;
}
