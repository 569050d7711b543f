import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { ThemeToggle } from '@/components/theme-toggle';
import { useMediaQuery } from '@/hooks/use-media-query';
import { BarChart3, FlaskConical, GraduationCap, Lightbulb, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

const PANEL_FEATURES = [
  { key: 'panel.validation', icon: Lightbulb },
  { key: 'panel.simulation', icon: FlaskConical },
  { key: 'panel.mentor', icon: Sparkles },
  { key: 'panel.certificate', icon: GraduationCap },
] as const;

// The carousel library is only needed beside the sign-in forms, and only where the panel shows:
// its own chunk keeps it out of the landing page's bundle and off phones.
const TestimonialCarousel = lazy(() =>
  import('./testimonial-carousel').then((module) => ({ default: module.TestimonialCarousel })),
);

/** Bare split layout of the sign-in pages: the form on one side, the product on the other (hidden on small screens). */
export function AuthLayout() {
  const { t } = useTranslation('auth');
  // Tailwind's `lg`, where the panel appears.
  const showsPanel = useMediaQuery('(min-width: 1024px)');
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <SkipLink />
      <div className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <Logo />
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <LanguageSwitcher />
          </div>
        </div>
        <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center py-10 focus:outline-none">
          <div className="w-full max-w-sm">
            <Outlet />
          </div>
        </main>
      </div>
      <aside
        aria-label={t('panel.label')}
        className="hidden flex-col justify-center gap-6 bg-primary px-12 py-8 text-primary-foreground lg:flex"
        data-testid="auth-panel"
      >
        <div className="space-y-3">
          <BarChart3 className="size-8" aria-hidden="true" />
          <h2 className="text-2xl font-semibold tracking-tight xl:text-3xl">{t('panel.title')}</h2>
          <p className="max-w-md text-primary-foreground">{t('panel.subtitle')}</p>
        </div>
        <ul className="space-y-3">
          {PANEL_FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-foreground/15">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-medium">{t(`${key}.title`)}</span>
                <span className="block text-sm text-primary-foreground">{t(`${key}.description`)}</span>
              </span>
            </li>
          ))}
        </ul>
        {showsPanel ? (
          <Suspense fallback={null}>
            <TestimonialCarousel />
          </Suspense>
        ) : null}
      </aside>
    </div>
  );
}
