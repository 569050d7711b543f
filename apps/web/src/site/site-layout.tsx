import { SkipLink } from '@/components/skip-link';
import type { ReactNode } from 'react';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';

/** Frame of every public page; `#top` is where the footer's placeholder social links lead. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div id="top" className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
