import type { ReactNode } from 'react';
import { deferredSection } from './deferred';
import { SiteHeader } from './site-header';

const SiteFooter = deferredSection(() => import('./site-footer').then((m) => m.SiteFooter), 480);

/** Header, the page, footer: every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
