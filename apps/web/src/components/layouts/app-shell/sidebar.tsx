import { Logo } from '@/components/logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAfterFirstDraw } from '@/hooks/use-after-first-draw';
import { cn } from '@/lib/utils';
import { SIDEBAR_WIDTH_PX } from '@alavanca/domain/constants';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { ADMIN_NAV, MAIN_NAV, SUPPORT_NAV, type NavItem } from './nav-items';

// The collapsed rail names its links in tooltips; Radix loads only for those who collapse it.
const LinkTooltip = lazy(() => import('./link-tooltip').then(({ LinkTooltip }) => ({ default: LinkTooltip })));

interface SidebarNavProps {
  collapsed: boolean;
  onNavigate?: () => void;
  /** The user is an operator: the support desk joins the list. */
  admin?: boolean;
}

function SidebarLink({ item, collapsed, onNavigate }: SidebarNavProps & { item: NavItem }) {
  const { t } = useTranslation();
  const drawn = useAfterFirstDraw();
  const label = t(item.key);
  const link = (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      aria-label={collapsed ? label : undefined}
      className={({ isActive }) =>
        cn(
          'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          isActive && 'bg-accent text-accent-foreground',
          collapsed && 'justify-center px-0',
        )
      }
    >
      <item.icon className="size-5 shrink-0" aria-hidden="true" />
      {!collapsed && <span className="flex-1 truncate">{label}</span>}
      {!collapsed && item.badgeKey && <Badge variant="secondary">{t(item.badgeKey)}</Badge>}
    </NavLink>
  );
  if (!collapsed || !drawn) return link;
  return (
    <Suspense fallback={link}>
      <LinkTooltip label={label}>{link}</LinkTooltip>
    </Suspense>
  );
}

/** The navigation list, shared by the desktop rail and the mobile off-canvas panel. */
export function SidebarNav({ collapsed, onNavigate, admin = false }: SidebarNavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sidebar.label')} className="flex flex-1 flex-col gap-1 p-3">
      <ul className="flex flex-col gap-1">
        {MAIN_NAV.map((item) => (
          <li key={item.to}>
            <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <ul className="mt-auto border-t pt-3">
        {admin && (
          <li>
            <SidebarLink item={ADMIN_NAV} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        )}
        <li>
          <SidebarLink item={SUPPORT_NAV} collapsed={collapsed} onNavigate={onNavigate} />
        </li>
      </ul>
    </nav>
  );
}

/** Desktop rail: 250 px expanded, 70 px collapsed. */
export function Sidebar({ collapsed, onToggle, admin }: { collapsed: boolean; onToggle: () => void; admin: boolean }) {
  const { t } = useTranslation();
  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      style={{ width: collapsed ? SIDEBAR_WIDTH_PX.collapsed : SIDEBAR_WIDTH_PX.expanded }}
      className="sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200 md:flex"
    >
      <div className={cn('flex h-16 items-center border-b px-3', collapsed ? 'justify-center' : 'justify-between')}>
        <Logo to="/dashboard" compact={collapsed} />
      </div>
      <SidebarNav collapsed={collapsed} admin={admin} />
      <div className={cn('border-t p-3', collapsed && 'flex justify-center')}>
        <Button
          variant="ghost"
          size={collapsed ? 'icon' : 'sm'}
          onClick={onToggle}
          aria-label={t(collapsed ? 'sidebar.expand' : 'sidebar.collapse')}
          aria-expanded={!collapsed}
          data-testid="sidebar-toggle"
          className={cn(!collapsed && 'w-full justify-start')}
        >
          {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
          {!collapsed && t('sidebar.collapse')}
        </Button>
      </div>
    </aside>
  );
}
