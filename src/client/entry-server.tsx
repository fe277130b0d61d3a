// Prerender entry: the build renders the public routes to static HTML with this, then the browser hydrates.
import './styles';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from './app-providers';
import { PRERENDERED_ROUTES, ROUTE_META } from './route-meta';
import { createAppRouter } from './router';

export { PRERENDERED_ROUTES, ROUTE_META };

/**
 * Renders one route to HTML, waiting for its lazy sections. Queries stay in their loading state:
 * nothing is fetched at build time, so data parts (the schedule) show their loading text.
 */
export async function render(url: string): Promise<string> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), prerender: true });
  await router.load();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, in order: out-of-order boundaries need inline <script>s, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
