import './styles';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { readSiteData, SiteDataProvider } from './components/site-data';
import { readServerQuote, ServerQuoteProvider } from './features/checkout/server-quote';
import { createAppRouter } from './router';

/**
 * Resolves once the browser has had a chance to paint what the server sent: after the next frame, or after
 * 50 ms where frames do not come (a tab opened in the background).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 50);
  });
}

async function start() {
  // The page's HTML is whole before any script runs: let it paint before loading chunks and hydrating.
  await afterFirstPaint();
  const router = createAppRouter();
  const container = document.getElementById('root')!;
  // Making the router and starting the page's chunks (a link element for each) are each a long task on a slow
  // phone; a yield between them keeps the page answering taps and scrolls in between.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The lazy page chunk must be in before hydrating, or React would meet a suspended tree.
  await router.load();
  const app = (
    <StrictMode>
      <SiteDataProvider value={readSiteData()}>
        <ServerQuoteProvider value={readServerQuote()}>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </ServerQuoteProvider>
      </SiteDataProvider>
    </StrictMode>
  );
  // The build prerenders some routes; their HTML names the route it was rendered for.
  if (container.dataset.route && container.dataset.route === router.state.location.pathname) {
    // As a transition, hydration is done in small slices, so the page stays responsive on a slow phone.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
