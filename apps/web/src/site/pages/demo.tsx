import { Button } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const MONTH_DECISIONS = ['price', 'marketing', 'team', 'stock', 'credit'] as const;

/** What the simulation asks each month, and a call to sign up. */
export function DemoPage() {
  const { t } = useTranslation('landing');
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold tracking-tight">{t('demo.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('demo.intro')}</p>
      <h2 className="mt-10 text-xl font-semibold">{t('demo.decisionsTitle')}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {MONTH_DECISIONS.map((key) => (
          <li key={key} className="rounded-lg border bg-card p-4 text-sm">
            <span className="block font-medium">{t(`demo.decisions.${key}.title`)}</span>
            <span className="text-muted-foreground">{t(`demo.decisions.${key}.description`)}</span>
          </li>
        ))}
      </ul>
      <Button className="mt-10" size="lg" asChild>
        <Link to="/cadastro">{t('demo.cta')}</Link>
      </Button>
    </section>
  );
}
