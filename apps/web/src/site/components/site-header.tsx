import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { HOOK, LABEL, STATE, hook } from '@/site/enhance/hooks';
import { Menu, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './language-menu';
import { ThemeButton } from './theme-button';

const NAV_LINKS = [
  { href: '/', key: 'nav.home' },
  { href: '/#features', key: 'nav.features' },
  { href: '/#testimonials', key: 'nav.testimonials' },
  { href: '/planos', key: 'nav.plans' },
] as const;

const mobileLink =
  'block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * Sticky header of the public pages (behaviours: enhance/header-scroll, enhance/mobile-menu and
 * those of its theme and language buttons). Plain links: every target is a page of its own.
 * Below 768 px (md) the navigation and the sign-in links move into a menu behind a toggle; the
 * theme and language buttons stay in the bar at every width, so each is on the page once.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const menuId = useId();

  return (
    <header
      {...hook(HOOK.header)}
      {...{ [STATE.scrolled]: 'false' }}
      data-testid="landing-header"
      className={cn(
        'sticky top-0 z-40 w-full border-b border-transparent bg-background transition-[background-color,box-shadow,backdrop-filter] duration-200',
        'data-[scrolled=true]:border-border data-[scrolled=true]:bg-background/80 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <a key={link.href} href={link.href} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              {t(link.key)}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <ThemeButton />
          <LanguageMenu align="end" />
          <a href="/login" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'hidden md:inline-flex')}>
            {t('nav.login')}
          </a>
          <a href="/cadastro" className={cn(buttonVariants({ size: 'sm' }), 'hidden md:inline-flex')}>
            {t('nav.startFree')}
          </a>
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'group md:hidden')}
            aria-expanded="false"
            aria-controls={menuId}
            aria-label={t('nav.openMenu')}
            {...{ [LABEL.open]: t('nav.openMenu'), [LABEL.close]: t('nav.closeMenu') }}
            {...hook(HOOK.menuToggle)}
            data-testid="mobile-menu-toggle"
          >
            <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden group-aria-expanded:block" />
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        hidden
        aria-label={t('nav.mobile')}
        data-testid="mobile-menu"
        className="border-t bg-background px-4 pb-4 md:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={mobileLink}>
                {t(link.key)}
              </a>
            </li>
          ))}
          <li className="mt-2 grid grid-cols-2 gap-2">
            <a href="/login" className={buttonVariants({ variant: 'outline' })}>
              {t('nav.login')}
            </a>
            <a href="/cadastro" className={buttonVariants()}>
              {t('nav.startFree')}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
