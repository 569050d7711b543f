import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { highestUsagePercent, usageLevel } from '@alavanca/domain/quotas/usage-indicator';
import { LogOut, Menu, Rocket, Settings } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
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

/**
 * The avatar's panel: who is signed in, the plan's usage, upgrade, settings and sign-out. A
 * popover (a dialog), not a menu: a menu may hold only menu items, and the usage panel is a list
 * of progress bars; in a dialog every part keeps its own role and Tab reaches each control.
 */
function AvatarMenu({ user, usage, onSignOut }: Pick<TopBarProps, 'user' | 'usage' | 'onSignOut'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const percent = highestUsagePercent(usage.usage, usage.limits);
  const level = usageLevel(percent);
  const close = () => setOpen(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative rounded-full" data-testid="avatar-menu">
          {/* Named by text, not aria-label: the initials are visible text, and an aria-label that
              does not contain them fails WCAG 2.5.3 (label in name). The name also says how much of
              the plan is used, so the indicator's colour is not the only way to learn it. */}
          <span className="sr-only">{t('account.menuWithUsage', { percent: Math.round(percent) })}</span>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initials(user.name, user.email)}
          </span>
          {!open && (
            <span
              data-testid="usage-indicator"
              data-level={level}
              aria-hidden="true"
              className={cn(
                'absolute right-0 bottom-0 size-2.5 rounded-full ring-2 ring-background',
                USAGE_LEVEL_CLASS[level],
              )}
            />
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72 p-1" aria-labelledby={nameId} data-testid="account-panel">
        <div className="px-2 py-1.5">
          <p id={nameId} className="truncate text-sm font-medium">
            {user.name || user.email}
          </p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
        <div role="separator" className="-mx-1 my-1 h-px bg-border" />
        <UsageSummary snapshot={usage} />
        <Button asChild className="mx-1 mb-1 w-[calc(100%-0.5rem)]">
          <Link to="/planos" onClick={close}>
            <Rocket aria-hidden="true" />
            {t('account.upgrade')}
          </Link>
        </Button>
        <div role="separator" className="-mx-1 my-1 h-px bg-border" />
        <Button asChild variant="ghost" className="w-full justify-start font-normal">
          <Link to="/perfil" onClick={close}>
            <Settings aria-hidden="true" />
            {t('account.settings')}
          </Link>
        </Button>
        <Button
          variant="ghost"
          className="w-full justify-start font-normal"
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <LogOut aria-hidden="true" />
          {t('account.signOut')}
        </Button>
      </PopoverContent>
    </Popover>
  );
}

export function TopBar({ user, usage, notifications, onOpenMobileNav, onSignOut }: TopBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/90 px-4 backdrop-blur-md sm:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        onClick={onOpenMobileNav}
        aria-label={t('sidebar.open')}
        data-testid="mobile-nav-toggle"
      >
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
