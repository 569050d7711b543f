import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useTranslation } from 'react-i18next';
import { SidebarNav } from './sidebar';

/** The navigation as an off-canvas panel on phones (app-shell.tsx loads it when first opened). */
export function MobileNav({
  open,
  onOpenChange,
  admin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  admin: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="flex w-[250px] flex-col p-0" data-testid="mobile-sidebar">
        <SheetTitle className="sr-only">{t('sidebar.label')}</SheetTitle>
        <SheetDescription className="sr-only">{t('sidebar.description')}</SheetDescription>
        <div className="flex h-16 items-center gap-1 border-b px-3">
          <Logo to="/dashboard" />
          {/* The top bar leaves these out on a phone, where its title needs the room. */}
          <div className="ml-auto flex items-center gap-1 sm:hidden">
            <ThemeToggle />
            <LanguageSwitcher />
          </div>
        </div>
        <SidebarNav collapsed={false} onNavigate={() => onOpenChange(false)} admin={admin} />
      </SheetContent>
    </Sheet>
  );
}
