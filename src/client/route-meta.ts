/** Title and meta description of each public route; the prerender writes them into the HTML head too. */
export interface RouteMeta {
  title: string;
  description: string;
}

// The landing page's own words; the other pages' are in page-metas.ts, which their lazy chunks load, so the
// landing page's first download (held under 120 KB) carries none of them.
export const HOME_META: RouteMeta = {
  title: 'Pilates, yoga, fitness classes and personal training',
  description: 'Small group Pilates, yoga and fitness classes and one-to-one personal training. See the weekly schedule and book online.',
};

/** The routes written to static HTML at build time. */
export const PRERENDERED_ROUTES = ['/', '/booking', '/privacy', '/terms'] as const;

/** 'Book a class | Studio Name' once the business name is known. */
export function documentTitle(title: string, businessName?: string | null): string {
  return businessName ? `${title} | ${businessName}` : title;
}
