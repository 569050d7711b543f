import { SkipLink } from '@/components/skip-link';
import { useIsMobile } from '@/hooks/use-media-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Sidebar } from './sidebar';
import type { ShellUser } from './avatar-panel';
import { TopBar } from './top-bar';
import type { UsageSnapshot } from './usage-summary';

// The phone's off-canvas menu: Radix's dialog loads when it is first opened.
const MobileNav = lazy(() => import('./mobile-nav').then(({ MobileNav }) => ({ default: MobileNav })));

interface AppShellProps {
  user: ShellUser;
  usage: UsageSnapshot;
  /** The user is an operator: the sidebar shows the support desk. */
  admin?: boolean;
  /** The top bar's notification bell, from the app layer. */
  notifications?: ReactNode;
  onSignOut: () => void;
  children: ReactNode;
}

/** The signed-in frame: sidebar rail (off-canvas on mobile), top bar and the screen. */
export function AppShell({ user, usage, admin = false, notifications, onSignOut, children }: AppShellProps) {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  // Small screens start with the rail collapsed, as the specification asks.
  const [collapsed, setCollapsed] = useState(isMobile);
  // The off-canvas menu belongs to the page it was opened on: any navigation, the browser's
  // back button included, leaves that page and so closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const mobileOpen = isMobile && openOnPath === pathname;
  const setMobileOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);
  // Kept once opened, so that it can close with its animation.
  const [mobileNavUsed, setMobileNavUsed] = useState(false);
  if (mobileOpen && !mobileNavUsed) setMobileNavUsed(true);
  useEffect(() => {
    const close = () => setOpenOnPath(null);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, []);

  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} admin={admin} />
      {mobileNavUsed && (
        <Suspense fallback={null}>
          <MobileNav open={mobileOpen} onOpenChange={setMobileOpen} admin={admin} />
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          user={user}
          usage={usage}
          notifications={notifications}
          onOpenMobileNav={() => setMobileOpen(true)}
          onSignOut={onSignOut}
        />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
