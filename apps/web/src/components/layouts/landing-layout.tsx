import { SkipLink } from '@/components/skip-link';
import { Outlet } from 'react-router';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

export function LandingLayout() {
  return (
    <div id="top" className="flex min-h-dvh flex-col">
      <SkipLink />
      <LandingHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <LandingFooter />
    </div>
  );
}
