import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { useScrolled } from '@/hooks/use-scrolled';
import { cn } from '@/lib/utils';
import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const NAV_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/#features', key: 'nav.features' },
  { to: '/#testimonials', key: 'nav.testimonials' },
  { to: '/planos', key: 'nav.plans' },
] as const;

/** Sticky marketing header; translucent with blur and shadow once the page scrolls past 10 px. */
export function LandingHeader() {
  const { t } = useTranslation();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const close = () => setMenuOpen(false);

  return (
    <header
      data-testid="landing-header"
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 w-full border-b transition-[background-color,box-shadow,backdrop-filter] duration-200',
        scrolled ? 'border-border bg-background/80 shadow-md backdrop-blur-md' : 'border-transparent bg-background',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <Button key={link.to} variant="ghost" size="sm" asChild>
              <Link to={link.to}>{t(link.key)}</Link>
            </Button>
          ))}
        </nav>
        <div className="hidden items-center gap-1 md:flex">
          <ThemeToggle />
          <LanguageSwitcher />
          <Button variant="outline" size="sm" asChild>
            <Link to="/login">{t('nav.login')}</Link>
          </Button>
          <Button size="sm" asChild>
            <Link to="/cadastro">{t('nav.startFree')}</Link>
          </Button>
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <LanguageSwitcher />
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="mobile-menu-toggle"
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav id={menuId} aria-label={t('nav.mobile')} data-testid="mobile-menu" className="border-t bg-background px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} className="block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                  {t(link.key)}
                </Link>
              </li>
            ))}
            <li className="mt-2 grid grid-cols-2 gap-2">
              <Button variant="outline" asChild>
                <Link to="/login" onClick={close}>{t('nav.login')}</Link>
              </Button>
              <Button asChild>
                <Link to="/cadastro" onClick={close}>{t('nav.startFree')}</Link>
              </Button>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
