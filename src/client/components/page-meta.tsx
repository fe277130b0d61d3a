import { useEffect } from 'react';
import type { MetaKey } from '../page-metas';
import { documentTitle, type RouteMeta } from '../route-meta';
import { pageDescription } from '../../domain/site-content';
import { useSiteData } from './site-data';

/**
 * Sets the document title and meta description after a navigation in the browser (the server writes both
 * into the HTML it sends, with the same words).
 */
export function PageMeta({ page, meta }: { page: MetaKey; meta: RouteMeta }) {
  const site = useSiteData();
  const { businessName } = site;
  const description = pageDescription(page, meta.description, site);
  useEffect(() => {
    document.title = documentTitle(meta.title, businessName);
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [meta, businessName, description]);
  return null;
}
