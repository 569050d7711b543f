import { Logo } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useIsMobile } from '@/hooks/use-media-query';
import { MOBILE_BREAKPOINT_PX } from '@alavanca/domain/constants';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Sidebar, SidebarNav } from './sidebar';
import { TopBar, type ShellUser } from './top-bar';
import type { UsageSnapshot } from './usage-summary';

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
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  // Small screens start with the rail collapsed, as the specification asks.
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < MOBILE_BREAKPOINT_PX);
  // The off-canvas menu belongs to the page it was opened on: any navigation, the browser's
  // back button included, leaves that page and so closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const mobileOpen = isMobile && openOnPath === pathname;
  const setMobileOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);
  useEffect(() => {
    const close = () => setOpenOnPath(null);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, []);

  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} admin={admin} />
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent side="left" className="flex w-[250px] flex-col p-0" data-testid="mobile-sidebar">
          <SheetTitle className="sr-only">{t('sidebar.label')}</SheetTitle>
          <SheetDescription className="sr-only">{t('sidebar.description')}</SheetDescription>
          <div className="flex h-16 items-center border-b px-3">
            <Logo to="/dashboard" />
          </div>
          <SidebarNav collapsed={false} onNavigate={() => setMobileOpen(false)} admin={admin} />
        </SheetContent>
      </Sheet>
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
