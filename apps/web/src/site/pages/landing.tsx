import { Button } from '@/components/ui/button';
import { PlanComparison } from '@/features/plans/components/plan-comparison';
import { presetForLanguage } from '@alavanca/domain/locale/country-presets';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import {
  ArrowRight,
  BarChart3,
  Check,
  FlaskConical,
  LayoutGrid,
  Lightbulb,
  Presentation,
  Sparkles,
  Target,
  TrendingUp,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FaqAccordion } from '../components/faq-accordion';
import { SiteTestimonialCarousel } from '../components/testimonial-carousel';

// Each feature links to where it lives; signed-out visitors are taken to log in first.
const FEATURES = [
  { key: 'simulation', icon: FlaskConical, to: '/simulacao-negocio' },
  { key: 'validation', icon: Lightbulb, to: '/validacao-ideia' },
  { key: 'canvas', icon: LayoutGrid, to: '/canvas' },
  { key: 'pitch', icon: Presentation, to: '/pitch' },
  { key: 'mentor', icon: Sparkles, to: '/mentor-ia' },
  { key: 'reports', icon: BarChart3, to: '/relatorios' },
  { key: 'risk', icon: TrendingUp, to: '/simulacao-negocio' },
  { key: 'plans', icon: Target, to: '/planos' },
] as const;
const CLAIMS = ['trial', 'free', 'upgrade', 'reviewed'] as const;
const STEPS = ['profile', 'path', 'practice', 'apply'] as const;

/** The home page: hero, features, claims, how it works, plans, testimonials, FAQ and a last call to action. */
export function LandingPage() {
  const { t, i18n } = useTranslation('landing');
  return (
    <>
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:py-28">
        <div className="space-y-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('hero.eyebrow')}</p>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{t('hero.title')}</h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" asChild>
              <Link to="/cadastro">
                {t('hero.primaryCta')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/demonstracao">{t('hero.secondaryCta')}</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t('hero.trialNote')}</p>
        </div>
        <HeroIllustration />
      </section>

      <section id="features" className="scroll-mt-20 border-t bg-muted/40 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 className="text-center text-3xl font-semibold tracking-tight">{t('features.title')}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{t('features.subtitle')}</p>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ key, icon: Icon, to }) => (
              <li key={key} className="flex flex-col rounded-xl border bg-card p-6">
                <Icon className="size-7 text-primary" aria-hidden="true" />
                <h3 className="mt-4 font-semibold">{t(`features.items.${key}.title`)}</h3>
                <p className="mt-2 flex-1 text-sm text-muted-foreground">{t(`features.items.${key}.description`)}</p>
                <Link
                  to={to}
                  className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('features.open')}
                  {/* The link names its feature for screen readers, which list links out of context. */}
                  <span className="sr-only">: {t(`features.items.${key}.title`)}</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label={t('claims.label')} className="border-t">
        <ul className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
          {CLAIMS.map((claim) => (
            <li key={claim} className="flex items-start gap-3 text-sm">
              <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              <span>{t(`claims.${claim}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 className="text-center text-3xl font-semibold tracking-tight">{t('how.title')}</h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="space-y-2">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="font-semibold">{t(`how.steps.${step}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`how.steps.${step}.description`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="plans" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6">
        <h2 className="text-center text-3xl font-semibold tracking-tight">{t('plansSummary.title')}</h2>
        <p className="mx-auto mt-3 mb-12 max-w-2xl text-center text-muted-foreground">{t('plansSummary.subtitle')}</p>
        <PlanComparison pricing={presetForLanguage(resolveLanguageOrDefault(i18n.language))} />
        <div className="mt-8 text-center">
          <Button variant="outline" asChild>
            <Link to="/planos">{t('plansSummary.cta')}</Link>
          </Button>
        </div>
      </section>

      <section
        id="testimonials"
        aria-labelledby="testimonials-title"
        className="scroll-mt-20 border-t bg-muted/40 py-20"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="testimonials-title" className="text-center text-3xl font-semibold tracking-tight">
            {t('testimonials.title')}
          </h2>
          <div className="mt-12">
            <SiteTestimonialCarousel />
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h2 id="faq-title" className="text-center text-3xl font-semibold tracking-tight">
          {t('faq.title')}
        </h2>
        <div className="mt-10">
          <FaqAccordion />
        </div>
      </section>

      <section className="border-t bg-primary py-16 text-primary-foreground">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 text-center sm:px-6">
          <h2 className="text-3xl font-semibold tracking-tight">{t('cta.title')}</h2>
          <p className="max-w-xl text-primary-foreground">{t('cta.subtitle')}</p>
          <Button size="lg" variant="secondary" asChild>
            <Link to="/cadastro">{t('cta.button')}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

/** A month-by-month cash chart drawn for the product, so the hero needs no image download. */
function HeroIllustration() {
  const bars = [28, 36, 32, 48, 56, 52, 68, 80];
  return (
    <svg viewBox="0 0 400 280" className="w-full rounded-2xl border bg-card p-6" aria-hidden="true">
      <line x1="20" y1="240" x2="380" y2="240" className="stroke-border" strokeWidth="2" />
      {bars.map((height, index) => (
        <rect
          key={index}
          x={30 + index * 44}
          y={240 - height * 2.4}
          width="28"
          height={height * 2.4}
          rx="6"
          className={index === bars.length - 1 ? 'fill-primary' : 'fill-primary/30'}
        />
      ))}
      <polyline
        points="44,190 88,170 132,178 176,140 220,120 264,126 308,90 352,60"
        fill="none"
        className="stroke-foreground"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
