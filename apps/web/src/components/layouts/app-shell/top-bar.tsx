import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { highestUsagePercent, usageLevel } from '@alavanca/domain/quotas/usage-indicator';
import { LogOut, Menu, Rocket, Settings } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pageTitleKey } from './page-title';
import { USAGE_LEVEL_CLASS } from './usage-meter';
import { UsageSummary, type UsageSnapshot } from './usage-summary';

export interface ShellUser {
  name: string;
  email: string;
}

interface TopBarProps {
  user: ShellUser;
  usage: UsageSnapshot;
  /** The notification bell, composed by the app layer (the shell does not know the notifications feature). */
  notifications?: ReactNode;
  onOpenMobileNav: () => void;
  onSignOut: () => void;
}

function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [email[0]];
  return letters.join('').toUpperCase();
}

function AvatarMenu({ user, usage, onSignOut }: Pick<TopBarProps, 'user' | 'usage' | 'onSignOut'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const percent = highestUsagePercent(usage.usage, usage.limits);
  const level = usageLevel(percent);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative rounded-full" data-testid="avatar-menu">
          {/* Named by text, not aria-label: the initials are visible text, and an aria-label that
              does not contain them fails WCAG 2.5.3 (label in name). The name also says how much of
              the plan is used, so the indicator's colour is not the only way to learn it. */}
          <span className="sr-only">{t('account.menuWithUsage', { percent: Math.round(percent) })}</span>
          <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
            {initials(user.name, user.email)}
          </span>
          {!open && (
            <span
              data-testid="usage-indicator"
              data-level={level}
              aria-hidden="true"
              className={cn('absolute right-0 bottom-0 size-2.5 rounded-full ring-2 ring-background', USAGE_LEVEL_CLASS[level])}
            />
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-medium">{user.name || user.email}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <UsageSummary snapshot={usage} />
        {/* A menu item, not a plain button: the menu moves focus with the arrow keys between its items only. */}
        <DropdownMenuItem
          onSelect={() => navigate('/planos')}
          className="mx-1 mb-1 justify-center bg-primary font-medium text-primary-foreground focus:bg-primary/90 focus:text-primary-foreground [&_svg]:text-current!"
        >
          <Rocket aria-hidden="true" />
          {t('account.upgrade')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/perfil')}>
          <Settings aria-hidden="true" />
          {t('account.settings')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {t('account.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function TopBar({ user, usage, notifications, onOpenMobileNav, onSignOut }: TopBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/90 px-4 backdrop-blur-md sm:px-6">
      <Button variant="ghost" size="icon" className="md:hidden" onClick={onOpenMobileNav} aria-label={t('sidebar.open')} data-testid="mobile-nav-toggle">
        <Menu aria-hidden="true" />
      </Button>
      <h1 className="flex-1 truncate text-lg font-semibold" data-testid="page-title">
        {t(pageTitleKey(pathname))}
      </h1>
      <ThemeToggle />
      <LanguageSwitcher />
      {notifications}
      <AvatarMenu user={user} usage={usage} onSignOut={onSignOut} />
    </header>
  );
}
