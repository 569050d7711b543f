import { Button } from '@/components/ui/button';
import type { DeferredPopupParts } from '@/components/ui/deferred-popup';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { LogOut, Rocket, Settings } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UsageSummary, type UsageSnapshot } from './usage-summary';

/** Who is signed in, as the shell shows them. */
export interface ShellUser {
  name: string;
  email: string;
}

export interface AvatarPanelProps {
  user: ShellUser;
  usage: UsageSnapshot;
  onSignOut: () => void;
}

/**
 * The avatar's panel: who is signed in, the plan's usage, upgrade, settings and sign-out. A
 * popover (a dialog), not a menu: a menu may hold only menu items, and the usage panel is a list
 * of progress bars; in a dialog every part keeps its own role and Tab reaches each control.
 * Loaded when the avatar is first pressed (top-bar.tsx).
 */
export function AvatarPanel({ user, usage, onSignOut, renderTrigger }: AvatarPanelProps & DeferredPopupParts) {
  const { t } = useTranslation();
  // Mounted by the first press, so it starts open.
  const [open, setOpen] = useState(true);
  const nameId = useId();
  const close = () => setOpen(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{renderTrigger(open)}</PopoverTrigger>
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
