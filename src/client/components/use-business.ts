import { useSiteData } from './site-data';

/** The `{name}` of the spec's texts: the business name the page was rendered with. */
export function useBusinessName(): string {
  return useSiteData().businessName;
}
