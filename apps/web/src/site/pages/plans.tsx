import { Button } from '@/components/ui/button';
import { PlanComparison } from '@/features/plans/components/plan-comparison';
import { presetForLanguage } from '@alavanca/domain/locale/country-presets';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The plans for visitors, priced for the country of the page's language. */
export function PlansPage() {
  const { t, i18n } = useTranslation();
  // A visitor has saved no preferences: prices follow the language's home country.
  const preset = presetForLanguage(resolveLanguageOrDefault(i18n.language));
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mx-auto mb-12 max-w-2xl text-center">
        <h1 className="text-4xl font-semibold tracking-tight">{t('plansPage.title')}</h1>
        <p className="mt-4 text-muted-foreground">{t('plansPage.publicIntro')}</p>
      </div>
      <PlanComparison
        pricing={preset}
        renderAction={(plan) => (
          <Button className="w-full" variant={plan === 'pro' ? 'default' : 'outline'} asChild>
            <Link to="/cadastro">{t(plan === 'free' ? 'plansPage.startFree' : 'plansPage.startTrial')}</Link>
          </Button>
        )}
      />
    </section>
  );
}
