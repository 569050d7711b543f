import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { DeferredPopup } from '@/components/ui/deferred-popup';
import { cn } from '@/lib/utils';
import { highestUsagePercent, usageLevel } from '@alavanca/domain/quotas/usage-indicator';
import { Menu } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ShellUser } from './avatar-panel';
import { pageTitleKey } from './page-title';
import { USAGE_LEVEL_CLASS } from './usage-meter';
import type { UsageSnapshot } from './usage-summary';

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

const loadAvatarPanel = () => import('./avatar-panel');
const AvatarPanel = lazy(() => loadAvatarPanel().then(({ AvatarPanel }) => ({ default: AvatarPanel })));

/** The avatar: its initials and how much of the plan is used; pressed, its panel (avatar-panel.tsx). */
function AvatarMenu({ user, usage, onSignOut }: Pick<TopBarProps, 'user' | 'usage' | 'onSignOut'>) {
  const { t } = useTranslation();
  const percent = highestUsagePercent(usage.usage, usage.limits);
  const level = usageLevel(percent);
  const renderTrigger = (open: boolean) => (
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
  );
  return (
    <DeferredPopup
      popup={AvatarPanel}
      preload={loadAvatarPanel}
      props={{ user, usage, onSignOut }}
      renderTrigger={renderTrigger}
      hasPopup="dialog"
    />
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
      {/* A long title (German's "Unternehmenssimulation") takes a second line, hyphenated, rather than an ellipsis. */}
      <h1
        className="line-clamp-2 min-w-0 flex-1 text-base leading-tight font-semibold break-words hyphens-auto sm:text-lg"
        data-testid="page-title"
      >
        {t(pageTitleKey(pathname))}
      </h1>
      {/* On a phone the page's title needs the room: theme and language move into the menu's panel. */}
      <div className="hidden sm:contents">
        <ThemeToggle />
        <LanguageSwitcher />
      </div>
      {notifications}
      <AvatarMenu user={user} usage={usage} onSignOut={onSignOut} />
    </header>
  );
}
