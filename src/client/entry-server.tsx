// Prerender entry: the build renders the public routes to static HTML with this, then the browser hydrates.
import './styles';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { SiteData } from '../domain/site-content';
import { DEFAULT_SITE_CONTENT } from '../domain/site-content-defaults';
import { AppProviders } from './app-providers';
import { SiteDataProvider } from './components/site-data';
import { checkoutSearchOf, quoteInputOf, quoteKey, readCheckoutParams } from './features/checkout/checkout-params';
import { type ServerQuote, ServerQuoteProvider } from './features/checkout/server-quote';
import { type ServerWeek, ServerWeekProvider } from './features/schedule/server-week';
import { ROUTE_META } from './page-metas';
import { PRERENDERED_ROUTES } from './route-meta';
import { createAppRouter, parseSearch, stringifySearch } from './router';

export { PRERENDERED_ROUTES, ROUTE_META };
export type { ServerQuote, ServerWeek };

/**
 * Renders one route to HTML from the site data (business details and the owner's content), waiting for
 * its lazy sections. Queries stay in their loading state, except what the server hands over: /checkout's price
 * and /booking's current week (its timetable is in the HTML). The server calls this at run time
 * (src/server/site/pages.ts); the build calls it for a fallback copy (the schedule then shows its loading text).
 */
export async function render(
  url: string,
  siteData: SiteData,
  quote: ServerQuote | null = null,
  week: ServerWeek | null = null,
): Promise<string> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), prerender: true });
  await router.load();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SiteDataProvider value={siteData}>
        <ServerQuoteProvider value={quote}>
          <ServerWeekProvider value={week}>
            <AppProviders>
              <RouterProvider router={router} />
            </AppProviders>
          </ServerWeekProvider>
        </ServerQuoteProvider>
      </SiteDataProvider>
    </StrictMode>,
    // Every boundary inline, in order: out-of-order boundaries need inline <script>s, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * What the server renders /checkout from for a visitor's query string (untrusted, as it came): the URL, the link's
 * parameters as the page reads them written out again (equal links share one URL, nothing the page ignores is
 * kept), and what the page asks the server to price. Null when the page would send the visitor home (no positive
 * price): the server sends the app shell instead.
 */
export function checkoutRender(query: string): { url: string; quoteInput: ReturnType<typeof quoteInputOf>; quoteKey: string } | null {
  const params = readCheckoutParams(parseSearch(query));
  if (!params) return null;
  const quoteInput = quoteInputOf(params);
  return { url: `/checkout${stringifySearch({ ...checkoutSearchOf(params) })}`, quoteInput, quoteKey: quoteKey(quoteInput) };
}

/**
 * Site data for the build's static copies of the pages (served only when the server has no renderer):
 * the business details from the build's environment and the placeholder content.
 */
export function buildTimeSiteData(env: Record<string, string | undefined>): SiteData {
  return {
    businessName: env.BUSINESS_NAME || 'Your Fitness Studio',
    contactEmail: env.CONTACT_EMAIL || 'hello@example.com',
    contactPhone: env.CONTACT_PHONE || '07000 000000',
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL || 'https://www.facebook.com/',
      instagram: env.SOCIAL_INSTAGRAM_URL || 'https://www.instagram.com/',
      youtube: env.SOCIAL_YOUTUBE_URL || 'https://www.youtube.com/',
    },
    reviewUrl: env.REVIEW_URL || 'https://www.google.com/maps',
    publicUrl: env.PUBLIC_URL || 'http://localhost:3000',
    year: new Date().getFullYear(),
    content: DEFAULT_SITE_CONTENT,
  };
}
